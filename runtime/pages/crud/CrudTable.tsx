import { memo, type ReactNode, useEffect, useState } from 'react';
import { Pagination } from '../../ui/pagination/Pagination';
import { DataTable } from '../../ui/table/DataTable';
import type { RowKey } from '../../ui/table/flattenTree';
import type { TableColumn } from '../../ui/table/TableColumn';
import type { CrudRow, CrudSort } from './useCrudList';

export interface CrudTableProps {
  columns: TableColumn<CrudRow>[];
  rows: CrudRow[];
  rowKey: string;
  loading: boolean;
  /** Height of the scrolling box, header included. */
  height: number;
  page: number;
  pageSize: number;
  total: number;
  onPageChange(page: number, pageSize?: number): void;
  onSortChange(sort: CrudSort | undefined): void;
  /** Without it the table has no selection column. */
  selectedKeys?: RowKey[];
  onSelectionChange?(keys: RowKey[], rows: CrudRow[]): void;
  /** Rows with `children` show as an expandable tree. */
  tree?: boolean;
  /** Render only the rows in view (large client-side tables). */
  virtualized?: boolean;
  /** Height of a virtualized row in pixels (54 for text rows; taller when cells hold images). */
  rowHeight?: number;
  /** Client-side paging: the table pages `rows` itself instead of asking the server. */
  clientPaging?: boolean;
  empty: ReactNode;
}

const TEXT_ROW_HEIGHT = 54;

/**
 * The list of a crud page: DataTable and the pager. Memoised and fed only stable props, so
 * opening the edit dialog or typing in the search form does not re-render 500 rows; every change
 * of its own comes in as a prop (server paging, server sort, selection). With `clientPaging` it
 * pages `rows` itself — or, virtualized, scrolls through all of them without a pager.
 *
 * @example <CrudTable columns={columns} rows={rows} rowKey="id" … />
 */
export const CrudTable = memo(function CrudTable(props: CrudTableProps) {
  const { rows, clientPaging, virtualized } = props;
  const [local, setLocal] = useState({ page: 1, pageSize: props.pageSize });
  // New rows (a reload, a search) start the client-side pager again at page 1.
  // biome-ignore lint/correctness/useExhaustiveDependencies: rows is the trigger
  useEffect(() => setLocal((l) => (l.page === 1 ? l : { ...l, page: 1 })), [rows]);
  const paged = clientPaging && !virtualized;
  const shown = paged ? rows.slice((local.page - 1) * local.pageSize, local.page * local.pageSize) : rows;
  const onSort = (field: string, order: CrudSort['order'] | undefined) =>
    props.onSortChange(order ? { field, order } : undefined);
  return (
    <div className="jimu-crud-table">
      <DataTable
        columns={props.columns}
        rows={shown}
        rowKey={props.rowKey}
        loading={props.loading}
        height={props.height}
        onSort={onSort}
        selectedKeys={props.selectedKeys}
        onSelectionChange={props.onSelectionChange}
        tree={props.tree}
        virtualized={virtualized}
        rowHeight={props.rowHeight ?? TEXT_ROW_HEIGHT}
        empty={props.empty}
      />
      {paged ? (
        <Pagination
          page={local.page}
          pageSize={local.pageSize}
          total={rows.length}
          onChange={(page, pageSize) => setLocal({ page, pageSize })}
        />
      ) : (
        !clientPaging && (
          <Pagination
            page={props.page}
            pageSize={props.pageSize}
            total={props.total}
            onChange={(page, pageSize) =>
              pageSize === props.pageSize ? props.onPageChange(page) : props.onPageChange(1, pageSize)
            }
          />
        )
      )}
    </div>
  );
});
