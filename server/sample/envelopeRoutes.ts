import type { Request, Response, Router } from 'express';
import { actorOf, authOf } from '../auth/authGate';
import { asyncHandler } from '../http/asyncHandler';
import { fieldRefusal, messages, send } from '../http/envelope';
import { type CollectionWriter, idsOf } from '../store/collectionWriter';
import type { DataStore } from '../store/dataStore';
import { joinNames } from '../store/joinNames';
import { assertNoSecretQuery, buildTree, filterRows, pageOf } from '../store/listQuery';
import type { AssertNotOwned } from '../store/ownedFields';
import { reachableRows } from '../store/reachableRows';
import type { RecordTypes } from '../store/recordTypes';
import { RESOURCES, type ResourceSpec } from '../store/resources';
import { mountNoticeRoutes } from './noticeRoutes';
import { assertWorkflowGraph } from './workflowGraph';

type Row = Record<string, unknown>;

/**
 * A copy of a record fit to send: without secret fields (password hashes) and, for the route
 * table, without the `id` json-server needs but the route format does not have.
 *
 * @example
 * publicRow(RESOURCES.userManagement, user); // user without password
 */
export function publicRow(spec: ResourceSpec, row: Row): Row {
  if (!spec.secret && !spec.unpaged) return row;
  const copy = { ...row };
  for (const field of spec.secret ?? []) delete copy[field];
  if (spec.unpaged) delete copy.id;
  return copy;
}

/**
 * The envelope calls of spec §7 for every resource of {@link RESOURCES}:
 * `GET /<resource>/getList` (filters, pageNo/pageSize, data {list, total}), `POST
 * /<resource>/doEdit` (create without id, update with one) and `POST /<resource>/doDelete` (ids,
 * one or many); `GET /org/getAll` answers the department tree. Writes answer once on disk.
 *
 * @example
 * mountEnvelopeRoutes(app, { store, types, writer, assertNotOwned });
 */
export function mountEnvelopeRoutes(
  app: Router,
  deps: { store: DataStore; types: RecordTypes; writer: CollectionWriter; assertNotOwned: AssertNotOwned },
): void {
  const { store, types, writer, assertNotOwned } = deps;
  mountNoticeRoutes(app, { store });

  const list = (spec: ResourceSpec, asked: Record<string, unknown>) => {
    assertNoSecretQuery(asked, spec.secret);
    const stored = (store.state[spec.collection] ?? []) as Row[];
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
  };

  // `:resource` is resolved before this runs (serverRoutes' PARAM_DOMAINS): it names a served
  // resource, in its canonical spelling.
  const specOf = (req: Request) => RESOURCES[req.params.resource];

  app.get('/:resource/getList', (req: Request, res: Response, next) => {
    const spec = specOf(req);
    if (!spec) return next();
    send(res, 200, messages.success, list(spec, req.query));
  });

  app.post(
    '/:resource/doEdit',
    asyncHandler(async (req, res, next) => {
      const spec = specOf(req);
      if (!spec) return next();
      if (spec.collection === 'workflows') assertWorkflowGraph(req.body, store.state.workflows as Row[]);
      assertNotOwned(spec.collection, req.body);
      const row = await writer.save(spec, req.body, actorOf(res));
      await store.flush();
      send(res, 200, messages.saved, publicRow(spec, row));
    }),
  );

  app.post(
    '/:resource/doDelete',
    asyncHandler(async (req, res, next) => {
      const spec = specOf(req);
      if (!spec) return next();
      const ids = idsOf(req.body);
      if (spec.collection === 'users' && ids.includes(String(authOf(res).user.id))) {
        throw fieldRefusal({ ids: '不能删除当前登录的用户' });
      }
      const removed = writer.remove(spec, ids);
      await store.flush();
      send(res, 200, messages.deleted, { ids: removed.map((row) => row.id), total: removed.length });
    }),
  );

  app.get('/org/getAll', (req: Request, res: Response) => {
    send(res, 200, messages.success, list(RESOURCES.departmentManagement, req.query));
  });
}
