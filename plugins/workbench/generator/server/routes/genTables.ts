import { ApiError } from '../../../../../server/http/envelope';
import type { WorkbenchContext } from '../../../server/workbenchContext';
import type { GenTable } from '../genTypes';

/** The generated tables (`genTables`). */
export const tablesOf = (ctx: WorkbenchContext): GenTable[] => ctx.rows('genTables');

/**
 * The generated table with this id, or a 404.
 *
 * @example
 * findTable(ctx, body.genTableId).columns;
 */
export function findTable(ctx: WorkbenchContext, id: unknown): GenTable {
  const table = tablesOf(ctx).find((t) => String(t.id) === String(id));
  if (!table) throw new ApiError(404, `生成表不存在: ${String(id)}`);
  return table;
}
