import type { DELETE_BODY } from '../../../../../server/http/bodyRuleParts';
import type { BodyOf } from '../../../../../server/http/bodySchema';
import { fieldRefusal, messages, send } from '../../../../../server/http/envelope';
import { idsOf } from '../../../../../server/store/collectionWriter';
import type { WorkbenchCall } from '../../../server/workbenchContext';
import type { GEN_TABLE_EDIT } from '../generatorBodies';
import { findTable, tablesOf } from './genTables';

/** The generated tables of a project (all when none is named), without their sample rows. */
export function listGenTables({ ctx, req, res }: WorkbenchCall) {
  const list = tablesOf(ctx)
    .filter((t) => req.query.projectId === undefined || String(t.projectId) === String(req.query.projectId))
    .map(({ sample: _sample, ...rest }) => rest);
  send(res, 200, messages.success, { list, total: list.length });
}

/** One generated table, whole. */
export function getGenTable({ ctx, req, res }: WorkbenchCall) {
  send(res, 200, messages.success, findTable(ctx, req.query.id));
}

/** The column screen's edits stored; the id, project and last generation are not taken. */
export async function editGenTable({ ctx, body, res }: WorkbenchCall<BodyOf<typeof GEN_TABLE_EDIT>>) {
  const table = findTable(ctx, body.id);
  if (body.pageName !== undefined && !/^[a-z][a-zA-Z0-9-]*$/.test(body.pageName))
    throw fieldRefusal({ pageName: '页面名须为小写字母开头的字母、数字或 -' });
  const { id: _id, projectId: _p, lastGenerated: _l, ...changes } = body;
  Object.assign(table, changes);
  await ctx.store.flush();
  send(res, 200, messages.saved, table);
}

/** Deletes generated tables (their files stay where an apply wrote them). */
export async function deleteGenTables({ ctx, body, res }: WorkbenchCall<BodyOf<typeof DELETE_BODY>>) {
  const ids = idsOf(body);
  const list = tablesOf(ctx);
  for (const id of ids) {
    const index = list.findIndex((t) => String(t.id) === id);
    if (index >= 0) list.splice(index, 1);
  }
  await ctx.store.flush();
  send(res, 200, messages.deleted);
}
