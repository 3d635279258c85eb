import type { ReactNode } from 'react';

/** A sort direction; no sort is `undefined`. */
export type SortOrder = 'asc' | 'desc';

/** One column of a DataTable. Every column has a width, so header and rows line up and scroll sideways together. */
export interface TableColumn<Row> {
  /** Unique among the columns (two columns may share a field). */
  key: string;
  /** The field the column shows and sorts by. */
  dataIndex: string;
  title: ReactNode;
  /** Pixels. */
  width: number;
  /** Stays in view while the table scrolls sideways. */
  fixed?: 'left' | 'right';
  /** Shows a sort button in the header. */
  sortable?: boolean;
  /** The current sort of this column (controlled by the page). */
  sortOrder?: SortOrder;
  /** The cell of one row; without it the field's value shows as text. */
  render?(row: Row, index: number): ReactNode;
}
