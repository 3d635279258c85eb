import { ariaSort, nextSortOrder } from './nextSortOrder';
import type { PageSelection } from './selection';
import type { StickyOffset } from './stickyOffsets';
import type { SortOrder, TableColumn } from './TableColumn';
import { cellContent, cellPlacement } from './TableRow';

export interface TableHeadProps<Row> {
  columns: readonly TableColumn<Row>[];
  offsets: readonly StickyOffset[];
  /** The header checkbox's state; no selection column without it. */
  selection?: PageSelection;
  /** Where the selection cell sticks (see TableRow). */
  selectionOffset?: StickyOffset;
  onSelectPage(on: boolean): void;
  onSort(column: TableColumn<Row>, order: SortOrder | undefined): void;
  selectAllLabel: string;
}

/**
 * The sticky header row: the select-page checkbox (indeterminate when some rows are selected) and
 * the titles; a sortable title is a button that cycles ascending → descending → none, with
 * `aria-sort` on its header cell.
 *
 * @example <TableHead columns={columns} offsets={offsets} onSort={sort} onSelectPage={all} selectAllLabel="全选" />
 */
export function TableHead<Row>({
  columns,
  offsets,
  selection,
  selectionOffset,
  onSelectPage,
  onSort,
  selectAllLabel,
}: TableHeadProps<Row>) {
  return (
    <thead className="jimu-table-thead">
      <tr>
        {selection && (
          <th scope="col" {...cellPlacement(selectionOffset, ' jimu-table-cell-selection')}>
            <input
              type="checkbox"
              className="jimu-table-checkbox"
              aria-label={selectAllLabel}
              checked={selection === 'all'}
              ref={(input) => {
                if (input) input.indeterminate = selection === 'some';
              }}
              onChange={(event) => onSelectPage(event.target.checked)}
            />
          </th>
        )}
        {columns.map((column, i) => (
          <th
            key={column.key}
            scope="col"
            aria-sort={column.sortable ? ariaSort(column.sortOrder) : undefined}
            {...cellPlacement(offsets[i])}
          >
            {cellContent(
              column,
              column.sortable ? (
                <button
                  type="button"
                  className="jimu-table-sorter"
                  onClick={() => onSort(column, nextSortOrder(column.sortOrder))}
                >
                  {column.title}
                  <span
                    className="jimu-table-sort-icon"
                    data-order={column.sortOrder ?? 'none'}
                    aria-hidden
                  />
                </button>
              ) : (
                column.title
              ),
            )}
          </th>
        ))}
      </tr>
    </thead>
  );
}
