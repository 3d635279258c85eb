import type { BodyOf } from '../../../../../server/http/bodySchema';
import { ApiError, messages, send } from '../../../../../server/http/envelope';
import { storedRules } from '../../../rules/server/workbenchRuleRoutes';
import type { WorkbenchCall } from '../../../server/workbenchContext';
import { columnModel } from '../columnModel';
import type { GEN_SYNC } from '../generatorBodies';
import { sourceTableInfo } from '../sourceTableInfo';
import { syncColumns } from '../syncColumns';
import { findTable, tablesOf } from './genTables';

/** A table imported from a source compared with the source as it is now; `apply` takes its columns. */
export async function syncTable({ ctx, body, res }: WorkbenchCall<BodyOf<typeof GEN_SYNC>>) {
  const table = findTable(ctx, body.genTableId);
  if (table.dataSourceId === undefined) throw new ApiError(400, '该表不是从数据源导入的，无法同步');
  const info = await sourceTableInfo(ctx, table.dataSourceId, table.tableName);
  const result = syncColumns(table.columns, columnModel(info, storedRules(ctx).rules));
  if (body.apply === true) {
    table.columns = result.columns;
    table.sample = info.sample;
    await ctx.store.flush();
  }
  send(res, 200, messages.success, result);
}

// The drift badge, computed on open: each table imported from a source compared with
// the source as it is now, without changing anything (a read).
export async function driftOf({ ctx, req, res }: WorkbenchCall) {
  const projectId = Number(req.query.projectId);
  const rules = storedRules(ctx).rules;
  const chosen = tablesOf(ctx).filter((t) => t.projectId === projectId && t.dataSourceId !== undefined);
  const entries = await Promise.all(
    chosen.map(async (table) => {
      try {
        const info = await sourceTableInfo(ctx, table.dataSourceId, table.tableName);
        const { changes } = syncColumns(table.columns, columnModel(info, rules));
        return [table.id, { kinds: [...new Set(changes.map((c) => c.change))], changes }];
      } catch (error) {
        return [table.id, { error: error instanceof Error ? error.message : String(error) }];
      }
    }),
  );
  send(res, 200, messages.success, Object.fromEntries(entries));
}
