import Table from '@douyinfe/semi-ui/lib/es/table';
import type { ChangeInfo, ColumnProps } from '@douyinfe/semi-ui/lib/es/table/interface';
import { memo, type ReactNode } from 'react';
import type { CrudRow, CrudSort } from './useCrudList';

export interface CrudTableProps {
  columns: ColumnProps<CrudRow>[];
  rows: CrudRow[];
  rowKey: string;
  loading: boolean;
  /** Scroll height of the body (K-05). */
  height: number;
  page: number;
  pageSize: number;
  total: number;
  onPageChange(page: number, pageSize?: number): void;
  onSortChange(sort: CrudSort | undefined): void;
  /** Without it the table has no selection column. */
  selectedKeys?: (string | number)[];
  onSelectionChange?(keys: (string | number)[], rows: CrudRow[]): void;
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
 * The list of a crud page. Memoised and fed only stable props, so opening the edit dialog or
 * typing in the search form does not re-render 500 rows; every change of its own comes in as a
 * prop (server paging, server sort, selection).
 *
 * @example <CrudTable columns={columns} rows={rows} rowKey="id" … />
 */
export const CrudTable = memo(function CrudTable(props: CrudTableProps) {
  const { columns, rows, rowKey, loading, height, page, pageSize, total, tree, virtualized } = props;
  const onChange = ({ sorter }: ChangeInfo<CrudRow>) => {
    if (!sorter) return;
    const field = String(sorter.dataIndex ?? '');
    const order = sorter.sortOrder === 'ascend' ? 'asc' : sorter.sortOrder === 'descend' ? 'desc' : undefined;
    props.onSortChange(order && field ? { field, order } : undefined);
  };
  return (
    <Table<CrudRow>
      // A tree opens fully expanded once its first rows arrive (defaultExpandAllRows reads only the first render).
      key={tree ? `tree-${rows.length > 0}` : 'table'}
      className="jimu-crud-table"
      size="middle"
      columns={columns}
      dataSource={rows}
      rowKey={rowKey}
      loading={loading}
      empty={props.empty}
      onChange={onChange}
      // every column has a width (buildColumns), so header and body line up; 48 px for the checkbox
      scroll={{
        y: height,
        x: columns.reduce((sum, c) => sum + (Number(c.width) || 0), props.onSelectionChange ? 48 : 0),
      }}
      virtualized={virtualized ? { itemSize: props.rowHeight ?? TEXT_ROW_HEIGHT } : undefined}
      childrenRecordName={tree ? 'children' : '__noChildren'}
      defaultExpandAllRows={tree}
      rowSelection={
        props.onSelectionChange
          ? {
              selectedRowKeys: props.selectedKeys,
              onChange: (keys, selected) => props.onSelectionChange?.(keys ?? [], selected ?? []),
              fixed: true,
            }
          : undefined
      }
      pagination={
        props.clientPaging
          ? // A virtualized client-side table scrolls through every row instead of paging.
            !virtualized && { pageSize, showSizeChanger: true, showTotal: true }
          : {
              currentPage: page,
              pageSize,
              total,
              showSizeChanger: true,
              showTotal: true,
              pageSizeOpts: [10, 20, 50, 100],
              onPageChange: (next: number) => props.onPageChange(next),
              onPageSizeChange: (size: number) => props.onPageChange(1, size),
            }
      }
    />
  );
});
