import type { SchemaObject } from 'ajv';
import type { Request } from 'express';
import { EMPTY } from '../http/bodyRuleParts';
import type { RouteEntry } from '../http/routeTable';
import type { DataStore } from './dataStore';
import type { RecordTypes } from './recordTypes';
import type { ResourceRegistry } from './resourceRegistry';

/** Routes whose body is a whole record of a collection, besides REST and `/<resource>/doEdit`. */
const RECORD_ROUTES: Record<string, string> = { 'PUT /v1/users': 'users' };

/**
 * The body rule of a record write, decided by the collection it writes: json-server's REST routes
 * (`POST /table`, `PUT|PATCH /table/:id`; a REST delete takes no body), `/<resource>/doEdit` and
 * the v1 user update. The record's schema is learnt from the collection's records.
 *
 * @example
 * const recordSchema = recordRules(store, types, resources);
 * recordSchema(req, { method: 'PATCH', path: '/table/:id', source: 'rest' }); // { type: 'object', … }
 */
export function recordRules(store: DataStore, types: RecordTypes, resources: ResourceRegistry) {
  const of = (collection: string | undefined): SchemaObject | undefined => {
    const rows = collection === undefined ? undefined : store.state[collection];
    return collection !== undefined && Array.isArray(rows) ? types.schema(collection, rows) : undefined;
  };
  return (req: Request, entry: RouteEntry): SchemaObject | undefined => {
    const first = entry.path.split('/')[1];
    if (entry.source === 'rest') return entry.method === 'DELETE' ? EMPTY : of(first);
    // The resolver made the path canonical: `/table/doEdit` names its resource.
    if (entry.path === '/:resource/doEdit') return of(resources.get(req.path.split('/')[1])?.collection);
    return of(RECORD_ROUTES[`${entry.method} ${entry.path}`]);
  };
}
