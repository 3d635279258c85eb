import type { ColumnProps } from '@douyinfe/semi-ui/lib/es/table/interface';
import type { ReactNode } from 'react';
import type { PageColumn } from '../../../schemas/types.gen';
import { type CellContext, columnTitle, renderColumnCell } from '../../cells';
import type { CrudRow, CrudSort } from './useCrudList';
import { isActionsColumn } from './visibleColumns';

export interface ColumnBuildContext {
  t: (key: string) => string;
  cellContext: CellContext;
  sort?: CrudSort;
  /** The actions cell of a row (edit, delete, links, plugin actions). */
  renderActions(row: CrudRow): ReactNode;
}

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
        : (_: unknown, row: CrudRow) => renderColumnCell(column, row, context.cellContext),
    };
    if (column.sortable && !actions) {
      built.sorter = true;
      built.sortOrder = semiOrder(column, context.sort);
    }
    return built;
  });
}
