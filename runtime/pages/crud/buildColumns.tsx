import type { ColumnProps } from '@douyinfe/semi-ui/lib/es/table/interface';
import { type ReactNode, Suspense } from 'react';
import type { PageColumn } from '../../../schemas/types.gen';
import { type CellContext, columnTitle, displayText, fieldValue, renderColumnCell } from '../../cells';
import type { CrudRow, CrudSort } from './useCrudList';
import { isActionsColumn } from './visibleColumns';

export interface ColumnBuildContext {
  t: (key: string) => string;
  cellContext: CellContext;
  sort?: CrudSort;
  /** The actions cell of a row (edit, delete, links, plugin actions). */
  renderActions(row: CrudRow): ReactNode;
}

const pluginCell = (column: PageColumn) =>
  (typeof column.cell === 'object' ? column.cell.type : (column.cell ?? 'text')).includes('/');

const semiOrder = (column: PageColumn, sort?: CrudSort) =>
  sort?.field === column.field ? (sort.order === 'asc' ? 'ascend' : 'descend') : false;

/**
 * Semi Table columns from page columns: titles translated, values drawn by the cell registry,
 * sortable columns wired to the server sort (controlled `sortOrder`, no local sorting), the
 * actions column drawn by `renderActions`. Keys are unique even when two columns share a field.
 *
 * @example const columns = buildColumns(visibleColumns(page.columns, row, subject), context);
 */
export function buildColumns(
  columns: readonly PageColumn[],
  context: ColumnBuildContext,
): ColumnProps<CrudRow>[] {
  return columns.map((column, index) => {
    const actions = isActionsColumn(column);
    const built: ColumnProps<CrudRow> = {
      key: `${column.field}#${index}`,
      dataIndex: column.field,
      title: columnTitle(column, context.t),
      width: column.width,
      fixed: column.fixed,
      render: actions
        ? (_: unknown, row: CrudRow) => context.renderActions(row)
        : pluginCell(column)
          ? // A plugin's cell may load its code on first use: the row shows the plain value meanwhile
            // instead of the whole table waiting (and React's reveal throttle) behind a Suspense.
            (_: unknown, row: CrudRow) => (
              <Suspense fallback={displayText(fieldValue(row, column.field))}>
                {renderColumnCell(column, row, context.cellContext)}
              </Suspense>
            )
          : (_: unknown, row: CrudRow) => renderColumnCell(column, row, context.cellContext),
    };
    if (column.sortable && !actions) {
      built.sorter = true;
      built.sortOrder = semiOrder(column, context.sort);
    }
    return built;
  });
}
