import { ApiError } from '../../../../server/http/envelope';
import type { TableInfo } from '../../dataSources/model/sourceTypes';
import { openSource } from '../../dataSources/server/openSource';
import { withTrackedRelations } from '../../dataSources/server/relations';
import { MOCK_SOURCE, trackedRelations } from '../../dataSources/server/workbenchSourceRoutes';
import type { WorkbenchContext } from '../../server/workbenchContext';

type Row = Record<string, unknown>;

/**
 * A table of a data source as the generator reads it: its columns, keys and up to 1000 sample
 * rows, with the relations adopted on the source's 关系 panel naming the display column a
 * foreign key's select shows. Source `0` is the mock collections. 404 for an unknown source, 502
 * when the source cannot be reached or read.
 *
 * @example
 * const info = await sourceTableInfo(ctx, 0, 'users');
 */
export async function sourceTableInfo(
  ctx: WorkbenchContext,
  sourceId: unknown,
  name: string,
): Promise<TableInfo> {
  const row =
    String(sourceId) === '0'
      ? MOCK_SOURCE
      : ctx.rows('dataSources').find((s) => String(s.id) === String(sourceId));
  if (!row) throw new ApiError(404, `数据源不存在: ${String(sourceId)}`);
  const config = { ...(row as Row), password: ctx.secrets.get(Number(row.id)) } as never;
  const driver = await openSource(config, ctx.sourceEnv()).catch((e: Error) => {
    throw new ApiError(502, e.message);
  });
  try {
    const info = await driver.table(name, 1000).catch((e: Error) => {
      throw new ApiError(502, e.message);
    });
    return withTrackedRelations(info, trackedRelations(ctx, sourceId));
  } finally {
    await driver.close();
  }
}
