/** Where a fixed cell sticks: its `left` or `right` offset in pixels; nothing for a scrolling cell. */
export interface StickyOffset {
  left?: number;
  right?: number;
  /** The fixed cell next to the scrolling ones: it casts the shadow over the columns scrolled under it. */
  edge?: boolean;
}

/**
 * The sticky offsets of columns: a `left` column sticks after the `leading` width (the selection
 * column) and the left columns before it, a `right` column before the right columns after it.
 * The last left column and the first right column are the `edge`s.
 *
 * @example stickyOffsets([{ width: 80, fixed: 'left' }, { width: 100 }, { width: 240, fixed: 'right' }], 48)
 * // [{ left: 48, edge: true }, {}, { right: 0, edge: true }]
 */
export function stickyOffsets(
  columns: readonly { width: number; fixed?: 'left' | 'right' }[],
  leading: number,
): StickyOffset[] {
  const offsets: StickyOffset[] = columns.map(() => ({}));
  let left = leading;
  let lastLeft = -1;
  columns.forEach((column, index) => {
    if (column.fixed !== 'left') return;
    offsets[index] = { left };
    left += column.width;
    lastLeft = index;
  });
  if (lastLeft >= 0) offsets[lastLeft].edge = true;
  let right = 0;
  let firstRight = -1;
  for (let index = columns.length - 1; index >= 0; index--) {
    if (columns[index].fixed !== 'right') continue;
    offsets[index] = { right };
    right += columns[index].width;
    firstRight = index;
  }
  if (firstRight >= 0) offsets[firstRight].edge = true;
  return offsets;
}
