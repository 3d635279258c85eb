import {
  ANY,
  ID,
  ID_OR_NULL,
  LONG_TEXT,
  strict,
  TEXT,
  textUpTo,
} from '../../../../server/http/bodyRuleParts';
import { schema } from '../../../../server/http/bodySchema';
import { API_METHODS, API_STATUSES } from './apiRecords';

/** A request, body or response schema: JSON Schema as an object, or as the JSON text typed for it. */
const SCHEMA_FIELD = schema({ type: ['object', 'string', 'null'], maxLength: 1_000_000 });

/** A stored endpoint saved (`id` absent or null: a new one). */
export const API_SAVE = strict(
  {
    id: ID_OR_NULL,
    projectId: ID,
    name: textUpTo(80),
    method: { enum: API_METHODS },
    path: TEXT,
    status: { enum: API_STATUSES },
    group: TEXT,
    description: LONG_TEXT,
    envelope: { type: 'boolean' },
    public: { type: 'boolean' },
    query: SCHEMA_FIELD,
    body: SCHEMA_FIELD,
    response: SCHEMA_FIELD,
  },
  ['projectId'],
);

/** An OpenAPI document imported: the text as pasted, YAML or JSON. */
export const API_IMPORT = strict({ projectId: ID, text: LONG_TEXT }, ['projectId', 'text']);

/**
 * One call of a project's endpoint run from API management: its method, its path (a query string
 * allowed), the query parameters as an object and the body as JSON.
 */
export const API_RUN = strict(
  {
    projectId: ID,
    method: { enum: API_METHODS },
    path: textUpTo(2000),
    query: schema({ type: ['object', 'null'], maxProperties: 200 }),
    body: ANY,
  },
  ['projectId', 'method', 'path'],
);
