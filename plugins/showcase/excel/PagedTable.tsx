import type { ColumnProps, RowSelection } from '@douyinfe/semi-ui/lib/es/table';
import { useState } from 'react';
import { Pagination } from '../../../runtime/ui/pagination';
import { Table } from '../../../runtime/ui/semi';
import type { ArticleRow } from './columns';

interface PagedTableProps {
  rows: ArticleRow[];
  columns: ColumnProps<ArticleRow>[];
  loading: boolean;
  pageSize?: number;
  bordered?: boolean;
  rowSelection?: RowSelection<ArticleRow>;
  testId?: string;
}

/**
 * A Semi Table over rows already loaded, paged on the client with the runtime's accessible pager
 * (Semi's own pagination list fails axe's list rule).
 */
export function PagedTable({
  rows,
  columns,
  loading,
  pageSize: initialSize = 10,
  bordered,
  rowSelection,
  testId,
}: PagedTableProps) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(initialSize);
  const start = (page - 1) * pageSize;
  return (
    <div data-testid={testId}>
      <Table<ArticleRow>
        rowKey="id"
        size="small"
        bordered={bordered}
        loading={loading}
        columns={columns}
        dataSource={rows.slice(start, start + pageSize)}
        pagination={false}
        rowSelection={rowSelection}
      />
      <Pagination
        page={page}
        pageSize={pageSize}
        total={rows.length}
        pageSizes={[5, 10, 20, 50]}
        onChange={(next, size) => {
          setPage(next);
          setPageSize(size);
        }}
      />
    </div>
  );
}
