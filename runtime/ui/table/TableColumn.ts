import type { ReactNode } from 'react';

/** A sort direction; no sort is `undefined`. */
export type SortOrder = 'asc' | 'desc';

/**
 * One column of a DataTable. Its width is its own, its content's (`fit`) or a share of the room the
 * others leave (neither); the table lays the columns out in its box and scrolls sideways when they
 * do not fit, header and rows together.
 */
export interface TableColumn<Row> {
  /** Unique among the columns (two columns may share a field). */
  key: string;
  /** The field the column shows and sorts by. */
  dataIndex: string;
  title: ReactNode;
  /** Pixels. Without it (and without `fit`) the column shares the width the sized columns leave. */
  width?: number;
  /** The narrowest the column gets when it shares the width (pixels; 120 without it). */
  minWidth?: number;
  /** As wide as its widest content, measured in the page (the actions column: its buttons). */
  fit?: boolean;
  /** Stays in view while the table scrolls sideways. */
  fixed?: 'left' | 'right';
  /** Shows a sort button in the header. */
  sortable?: boolean;
  /** The current sort of this column (controlled by the page). */
  sortOrder?: SortOrder;
  /** The cell of one row; without it the field's value shows as text. */
  render?(row: Row, index: number): ReactNode;
}
