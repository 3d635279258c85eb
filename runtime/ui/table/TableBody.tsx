import type { ReactNode } from 'react';
import type { FlatRow } from './flattenTree';

/** What both ways of drawing a table's body (all lines, or only those in view) take. */
export interface TableBodyProps<Row> {
  lines: readonly FlatRow<Row>[];
  renderLine(line: FlatRow<Row>, index: number): ReactNode;
  /** `<colgroup>` and `<thead>`: drawn inside the scrolling box, so the header sticks and scrolls sideways with the rows. */
  head: ReactNode;
  /** The table's width in pixels (the sum of the column widths). */
  width: number;
  /** Height of the scrolling box, header included. */
  height: number;
  rowHeight: number;
  columnCount: number;
  /** A line after the rows (the empty state). */
  extra?: ReactNode;
  /** Rows nest (aria-level, expand buttons): the table is a treegrid to assistive tech. */
  tree?: boolean;
}

/**
 * Every line in a scrolling box at most `height` high; with `limit`, only the first lines (what a
 * virtualized table shows while its windowing code loads: the first screen is all that is seen).
 *
 * @example <TableBody lines={lines} renderLine={draw} head={head} width={960} height={609} rowHeight={54} columnCount={6} />
 */
export function TableBody<Row>(props: TableBodyProps<Row> & { limit?: number }) {
  const shown = props.limit === undefined ? props.lines : props.lines.slice(0, props.limit);
  return (
    <div className="jimu-table-body" style={{ maxHeight: props.height }}>
      <table
        className="jimu-table-table"
        style={{ width: props.width }}
        role={props.tree ? 'treegrid' : undefined}
      >
        {props.head}
        <tbody>
          {shown.map((line, index) => props.renderLine(line, index))}
          {props.extra}
        </tbody>
      </table>
    </div>
  );
}
