/** What the layout reads of a column. */
export interface ColumnSize {
  /** Pixels; without it the column shares the width the sized columns leave. */
  width?: number;
  /** The narrowest a column without a width gets (pixels); {@link DEFAULT_MIN_WIDTH} without it. */
  minWidth?: number;
  fixed?: 'left' | 'right';
  /** The width is the column's content's (the actions): it never grows to fill the box. */
  fit?: boolean;
}

/** The narrowest a column without a width or a minimum of its own gets. */
export const DEFAULT_MIN_WIDTH = 120;

export interface ColumnLayout {
  /** Each column's width in pixels, in the order of the columns. */
  widths: number[];
  /** The table's width: the leading column, then every column. */
  total: number;
}

/**
 * The pixel widths of a table's columns in `available` pixels, `leading` of them taken by the
 * selection column. A column with a width keeps it. The columns without one share what the sized
 * columns leave, each in proportion to its minimum, and never get less than that minimum: when the
 * minimums do not fit, the table is wider than `available` and scrolls sideways. A fixed column
 * without a width gets its minimum (fixed columns stack by their widths). When every column has a
 * width and room is left over, the scrolling columns with a width grow in proportion to it, so the
 * table still fills its box and the fixed ones and those as wide as their content stay as they are.
 *
 * @example layoutColumns([{ width: 80 }, { minWidth: 160 }, { minWidth: 160 }], 1000, 48)
 * // { widths: [80, 436, 436], total: 1000 }
 */
export function layoutColumns(columns: readonly ColumnSize[], available: number, leading = 0): ColumnLayout {
  const minimum = (column: ColumnSize) => Math.max(1, Math.round(column.minWidth ?? DEFAULT_MIN_WIDTH));
  const widths = columns.map((column) =>
    column.width !== undefined ? column.width : column.fixed ? minimum(column) : 0,
  );
  const sharing = columns.flatMap((column, index) =>
    column.width === undefined && !column.fixed ? [index] : [],
  );
  const sized = widths.reduce((sum, width) => sum + width, leading);
  const room = Math.floor(available) - sized;
  if (sharing.length > 0) {
    const minimums = sharing.map((index) => minimum(columns[index]));
    const weight = minimums.reduce((sum, width) => sum + width, 0);
    // Floors, with the pixels they leave given to the last sharing column: the table is exactly `available` wide.
    let given = 0;
    sharing.forEach((index, i) => {
      widths[index] = Math.max(minimums[i], Math.floor((room * minimums[i]) / weight));
      given += widths[index];
    });
    if (given < room) widths[sharing[sharing.length - 1]] += room - given;
  } else if (room > 0) {
    const growing = columns.flatMap((column, index) => (column.fixed || column.fit ? [] : [index]));
    const base = growing.reduce((sum, index) => sum + widths[index], 0);
    if (base > 0) {
      let given = 0;
      for (const index of growing) {
        const extra = Math.floor((room * widths[index]) / base);
        widths[index] += extra;
        given += extra;
      }
      widths[growing[growing.length - 1]] += room - given;
    }
  }
  return { widths, total: widths.reduce((sum, width) => sum + width, leading) };
}
