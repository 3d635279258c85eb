import Spin from '@douyinfe/semi-ui/lib/es/spin';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import type { ReactNode } from 'react';
import type { PageColumn } from '../../../schemas/types.gen';
import type { CellContext } from '../../cells/CellContext';
import { displayText } from '../../cells/displayText';
import { fieldValue } from '../../cells/fieldValue';
import { renderColumnCell } from '../../cells/renderCell';
import { Card } from '../../ui/card';
import { Pagination } from '../../ui/pagination/Pagination';
import type { CrudRow } from './useCrudList';

export interface CardGridProps {
  /** Visible columns; the first image column is the cover, the first text column the title. */
  columns: PageColumn[];
  rows: CrudRow[];
  rowKey: string;
  cellContext: CellContext;
  page: number;
  pageSize: number;
  total: number;
  onPageChange(page: number, pageSize?: number): void;
  renderActions?(row: CrudRow): ReactNode;
  /** A request is under way: the cards stay, a spinner lies over them. */
  loading: boolean;
  /** Shown instead of cards when there are none. */
  empty: ReactNode;
}

const cellType = (column: PageColumn) =>
  typeof column.cell === 'object' ? column.cell.type : (column.cell ?? 'text');

/**
 * Records as cards (crud `mode: cards`, the goods market): a cover image, a title, then every other
 * column as a labelled line drawn by its cell renderer, with paging below. Loaded apart from the
 * table (CrudPage imports it lazily), so only a cards page downloads Semi Card.
 *
 * @example <CardGrid columns={columns} rows={rows} rowKey="uuid" … />
 */
export function CardGrid(props: CardGridProps) {
  const { columns, rows, rowKey, cellContext } = props;
  const cover = columns.find((c) => cellType(c) === 'image');
  const title = columns.find((c) => c !== cover && cellType(c) === 'text');
  const rest = columns.filter((c) => c !== cover && c !== title && cellType(c) !== 'actions');
  const cell = (column: PageColumn, row: CrudRow) => renderColumnCell(column, row, cellContext);
  return (
    <div className="jimu-crud-cards-wrap">
      <Spin spinning={props.loading}>
        {rows.length === 0 ? props.empty : null}
        <div className="jimu-crud-cards" data-testid="crud-cards">
          {rows.map((row) => (
            <Card
              key={String(row[rowKey])}
              className="jimu-crud-card"
              shadows="hover"
              cover={cover ? <div className="jimu-crud-card-cover">{cell(cover, row)}</div> : undefined}
              footer={props.renderActions?.(row)}
            >
              {/* One line cut by CSS, the whole title on hover: Semi's measured ellipsis calls
                  React's deprecated findDOMNode. */}
              {title && (
                <h6 className="jimu-crud-card-title" title={displayText(fieldValue(row, title.field))}>
                  {cell(title, row)}
                </h6>
              )}
              {rest.map((column) => (
                <div key={column.field} className="jimu-crud-card-line" data-field={column.field}>
                  <Typography.Text type="tertiary" className="jimu-crud-card-label">
                    {cellContext.t(column.title)}
                  </Typography.Text>
                  <span className="jimu-crud-card-value">{cell(column, row)}</span>
                </div>
              ))}
            </Card>
          ))}
        </div>
      </Spin>
      <Pagination
        className="jimu-crud-pager"
        page={props.page}
        pageSize={props.pageSize}
        total={props.total}
        onChange={(page, size) =>
          size === props.pageSize ? props.onPageChange(page) : props.onPageChange(1, size)
        }
      />
    </div>
  );
}
