import type { Request } from 'express';
import { actorOf, authOf } from '../auth/authGate';
import { DELETE_BODY } from '../http/bodyRuleParts';
import type { BodyOf } from '../http/bodySchema';
import { fieldRefusal, messages, send } from '../http/envelope';
import { type RecordBody, type RouteCall, type RouteTable, route } from '../http/route';
import { idsOf } from '../store/collectionWriter';
import { joinNames } from '../store/joinNames';
import { assertNoSecretQuery, buildTree, filterRows, pageOf } from '../store/listQuery';
import { reachableRows } from '../store/reachableRows';
import { type ResourceSpec, SAMPLE_RESOURCES } from '../store/resources';
import { publicRow } from './publicRow';
import type { SampleContext } from './sampleContext';
import { assertWorkflowGraph } from './workflowGraph';

type Row = Record<string, unknown>;
type Call<Body = unknown> = RouteCall<SampleContext, Body>;

/** A page of a resource's records (a tree for a tree resource), as `getList` answers it. */
function listOf(ctx: SampleContext, spec: ResourceSpec, asked: Record<string, unknown>) {
  const { store, types } = ctx;
  assertNoSecretQuery(asked, spec.secret);
  const stored = store.state[spec.collection] ?? [];
  // "Which menus can this role reach" narrows the tree first; other filters apply within it.
  const scoped = reachableRows(spec, stored, asked);
  const rows = scoped?.rows ?? stored;
  const query = scoped?.query ?? asked;
  const matched = filterRows(spec.collection, rows, query, types);
  const show = (row: Row) => joinNames(spec, store.state, publicRow(spec, row));
  if (spec.tree) {
    const filtering = matched.length !== rows.length;
    const shown = matched.map(show);
    return {
      list: filtering ? shown : buildTree(shown, spec.tree.id, spec.tree.parent),
      total: matched.length,
    };
  }
  if (spec.unpaged) return { list: matched.map(show), total: matched.length };
  const page = pageOf(matched, query, spec.pageSize ?? 20);
  return { list: page.list.map(show), total: page.total };
}

// `:resource` is resolved before a route runs (serverRoutes' paramDomains): it names a resource
// this server serves, in its canonical spelling.
const specOf = (ctx: SampleContext, req: Request): ResourceSpec | undefined =>
  ctx.resources.get(req.params.resource);

function getList({ ctx, req, res, next }: Call) {
  const spec = specOf(ctx, req);
  if (!spec) return next();
  send(res, 200, messages.success, listOf(ctx, spec, req.query));
}

/** Creates (no id) or updates (with one) a record, with the checks every write makes. */
async function doEdit({ ctx, body, req, res, next }: Call<RecordBody>) {
  const spec = specOf(ctx, req);
  if (!spec) return next();
  if (spec.collection === 'workflows') assertWorkflowGraph(body, ctx.store.state.workflows);
  ctx.assertNotOwned(spec.collection, body);
  const row = await ctx.writer.save(spec, body, actorOf(res));
  await ctx.store.flush();
  send(res, 200, messages.saved, publicRow(spec, row));
}

/** Deletes records by id, never the caller's own account. */
async function doDelete({ ctx, body, req, res, next }: Call<BodyOf<typeof DELETE_BODY>>) {
  const spec = specOf(ctx, req);
  if (!spec) return next();
  const ids = idsOf(body);
  if (spec.collection === 'users' && ids.includes(String(authOf(res).user.id))) {
    throw fieldRefusal({ ids: '不能删除当前登录的用户' });
  }
  const removed = ctx.writer.remove(spec, ids);
  await ctx.store.flush();
  send(res, 200, messages.deleted, { ids: removed.map((row) => row.id), total: removed.length });
}

function departmentTree({ ctx, req, res }: Call) {
  send(res, 200, messages.success, listOf(ctx, SAMPLE_RESOURCES.departmentManagement, req.query));
}

/**
 * The envelope calls for every resource the server serves (`ctx.resources`):
 * `GET /<resource>/getList` (filters, pageNo/pageSize, data {list, total}), `POST
 * /<resource>/doEdit` (create without id, update with one) and `POST /<resource>/doDelete` (ids,
 * one or many); `GET /org/getAll` answers the department tree. Writes answer once on disk.
 *
 * @example
 * mountRoutes(app, ENVELOPE_ROUTES, sample);
 */
export const ENVELOPE_ROUTES: RouteTable<SampleContext> = [
  route({ method: 'GET', path: '/:resource/getList', handler: getList }),
  route({ method: 'POST', path: '/:resource/doEdit', body: 'record', handler: doEdit }),
  route({ method: 'POST', path: '/:resource/doDelete', body: DELETE_BODY, handler: doDelete }),
  route({ method: 'GET', path: '/org/getAll', handler: departmentTree }),
];
