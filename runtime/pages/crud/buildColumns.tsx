import { type ReactNode, Suspense } from 'react';
import type { PageColumn } from '../../../schemas/types.gen';
import type { CellContext } from '../../cells/CellContext';
import { columnTitle } from '../../cells/columnTitle';
import { displayText } from '../../cells/displayText';
import { fieldValue } from '../../cells/fieldValue';
import { renderColumnCell } from '../../cells/renderCell';
import type { TableColumn } from '../../ui/table/TableColumn';
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

/** The narrowest a column without a width gets, by cell type (160 for text and plugin cells): such
 * columns share the width the sized ones leave, and the table scrolls sideways when these do not fit. */
const MIN_WIDTHS: Record<string, number> = {
  tag: 110,
  status: 110,
  image: 96,
  avatar: 80,
  switch: 90,
  rate: 160,
  progress: 170,
  percent: 170,
  datetime: 180,
  relativeTime: 140,
};

/** The narrowest a column without a width of its own gets: its cell type's minimum. */
export function columnMinWidth(column: PageColumn): number {
  const type = typeof column.cell === 'object' ? column.cell.type : (column.cell ?? 'text');
  return MIN_WIDTHS[type] ?? 160;
}

/**
 * Table columns from page columns: titles translated, values drawn by the cell registry,
 * sortable columns wired to the server sort (controlled `sortOrder`, no local sorting), the
 * actions column drawn by `renderActions`. A column with a `width` keeps it; the actions column
 * without one is as wide as its buttons; any other column without one shares the width left, no
 * narrower than its cell type's minimum. Keys are unique even when two columns share a field.
 *
 * @example const columns = buildColumns(visibleColumns(page.columns, row, subject), context);
 */
export function buildColumns(
  columns: readonly PageColumn[],
  context: ColumnBuildContext,
): TableColumn<CrudRow>[] {
  return columns.map((column, index) => {
    const actions = isActionsColumn(column);
    const built: TableColumn<CrudRow> = {
      key: `${column.field}#${index}`,
      dataIndex: column.field,
      title: columnTitle(column, context.t),
      width: column.width,
      minWidth: actions ? undefined : columnMinWidth(column),
      fit: actions && column.width === undefined,
      fixed: column.fixed,
      render: actions
        ? (row: CrudRow) => context.renderActions(row)
        : pluginCell(column)
          ? // A plugin's cell may load its code on first use: the row shows the plain value meanwhile
            // instead of the whole table waiting (and React's reveal throttle) behind a Suspense.
            (row: CrudRow) => (
              <Suspense fallback={displayText(fieldValue(row, column.field))}>
                {renderColumnCell(column, row, context.cellContext)}
              </Suspense>
            )
          : (row: CrudRow) => renderColumnCell(column, row, context.cellContext),
    };
    if (column.sortable && !actions) {
      built.sortable = true;
      built.sortOrder = context.sort?.field === column.field ? context.sort.order : undefined;
    }
    return built;
  });
}
