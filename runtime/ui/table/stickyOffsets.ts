/** Where a fixed cell sticks: its `left` or `right` offset in pixels; nothing for a scrolling cell. */
export interface StickyOffset {
  left?: number;
  right?: number;
}

/**
 * The sticky offsets of columns: a `left` column sticks after the `leading` width (the selection
 * column) and the left columns before it, a `right` column before the right columns after it.
 *
 * @example stickyOffsets([{ width: 80, fixed: 'left' }, { width: 100 }, { width: 240, fixed: 'right' }], 48)
 * // [{ left: 48 }, {}, { right: 0 }]
 */
export function stickyOffsets(
  columns: readonly { width: number; fixed?: 'left' | 'right' }[],
  leading: number,
): StickyOffset[] {
  const offsets: StickyOffset[] = columns.map(() => ({}));
  let left = leading;
  columns.forEach((column, index) => {
    if (column.fixed !== 'left') return;
    offsets[index] = { left };
    left += column.width;
  });
  let right = 0;
  for (let index = columns.length - 1; index >= 0; index--) {
    if (columns[index].fixed !== 'right') continue;
    offsets[index] = { right };
    right += columns[index].width;
  }
  return offsets;
}
