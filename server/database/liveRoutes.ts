import { DELETE_BODY } from '../http/bodyRuleParts';
import { type BodyOf, schema } from '../http/bodySchema';
import { ApiError, messages, send } from '../http/envelope';
import { type RouteCall, type RouteTable, route } from '../http/route';
import type { ParamDomains } from '../http/routeTable';
import type { BoundTable } from './boundTable';
import { refusalOf } from './dbRefusal';
import type { LiveDatabase } from './liveDatabase';
import { listRows } from './liveList';
import { addLabels, referenceOptions } from './liveReferences';
import type { LiveSource } from './liveSource';
import { deleteRows, saveRow } from './liveWrites';

type Call<Body = undefined> = RouteCall<LiveDatabase, Body>;

/**
 * A create or an edit: an object, whose fields the bound page's edit form decides (its JSON Schema
 * is checked with ajv in the handler, where the binding is known, before any SQL).
 */
const EDIT_BODY = schema({ type: 'object', maxProperties: 500 });

/** `:liveResource` reaches only a resource bound to a table (any case, made canonical). */
export const liveDomains = (live: LiveDatabase): ParamDomains => ({ liveResource: () => live.resources() });

/** The resource a call names (its `:liveResource`, resolved to a bound one before the handler). */
const resourceOf = (call: Call<unknown>) => String(call.req.params.liveResource);

/**
 * Runs `use` on the bound table of the call's resource; a refusal of the database comes back as
 * the answer that locates it (refusalOf), anything else as itself (a 500 that names nothing inside).
 */
async function withBound<T>(
  call: Call<unknown>,
  use: (context: { bound: BoundTable; source: LiveSource }) => Promise<T>,
): Promise<T> {
  const context = await call.ctx.bound(resourceOf(call));
  try {
    return await use(context);
  } catch (error) {
    throw refusalOf(error, context.bound, context.source.name) ?? error;
  }
}

/** GET /<resource>/getList: filters, paging, sort and the total, with the foreign keys' labels. */
async function listLive(call: Call) {
  const resource = resourceOf(call);
  const page = await withBound(call, ({ bound, source }) =>
    listRows(source.db, bound, call.req.query, (db, rows) =>
      addLabels(db, bound, rows, (table) => call.ctx.shapeOf(resource, table)),
    ),
  );
  send(call.res, 200, messages.success, page);
}

/** POST /<resource>/doEdit: a create without `id`, an edit with it, in one transaction. */
async function editLive(call: Call<BodyOf<typeof EDIT_BODY>>) {
  const row = await withBound(call, ({ bound, source }) => saveRow(source.db, bound, call.body));
  send(call.res, 200, messages.saved, row);
}

/** POST /<resource>/doDelete: the rows of `ids`, all of them or none. */
async function deleteLive(call: Call<BodyOf<typeof DELETE_BODY>>) {
  const ids = await withBound(call, ({ bound, source }) => deleteRows(source.db, bound, call.body));
  send(call.res, 200, messages.deleted, { ids, total: ids.length });
}

/** GET /<resource>/options/<field>: a foreign key's choices, searched and paged on the server. */
async function optionsLive(call: Call) {
  const resource = resourceOf(call);
  const field = String(call.req.params.field);
  const options = await withBound(call, async ({ bound, source }) => {
    const reference = bound.references.get(field);
    if (!reference) throw new ApiError(404, `字段 ${field} 不是 ${resource} 的外键`);
    const shape = await call.ctx.shapeOf(resource, reference.foreignKey.refTable);
    return referenceOptions(source.db, reference, shape, call.req.query);
  });
  send(call.res, 200, messages.success, options);
}

/**
 * The envelope calls of every page bound to a table, answered with SQL on the table: the list
 * (filters, paging, sort, total), create and edit, delete (all or none) and a foreign key's
 * options. Mounted before the embedded store's envelope routes, so a bound resource is never read
 * from the JSON store; permissions.yaml decides access to them as to every route.
 *
 * @example
 * mountRoutes(app, LIVE_ROUTES, live);
 */
export const LIVE_ROUTES: RouteTable<LiveDatabase> = [
  route({ method: 'GET', path: '/:liveResource/getList', handler: listLive }),
  route({ method: 'POST', path: '/:liveResource/doEdit', body: EDIT_BODY, handler: editLive }),
  route({ method: 'POST', path: '/:liveResource/doDelete', body: DELETE_BODY, handler: deleteLive }),
  route({ method: 'GET', path: '/:liveResource/options/:field', handler: optionsLive }),
];
