import type { CellRenderer } from './CellContext';
import { DatetimeCell } from './DatetimeCell';
import { LinkCell } from './LinkCell';
import { type LazyCellRenderer, lazyCell } from './lazyCell';
import { RelativeTimeCell } from './RelativeTimeCell';
import { TextCell } from './TextCell';

const nothing: CellRenderer = () => null;

// Cells drawn with Semi components load on first use (Image brings its previewer and Slider,
// Tag brings Avatar, then Rating, Progress, Switch): a table shows its first rows without them.
const lazyCells: Record<string, LazyCellRenderer> = {
  tag: lazyCell(() => import('./semiCells').then((m) => m.TagCell)),
  status: lazyCell(() => import('./semiCells').then((m) => m.StatusCell)),
  image: lazyCell(() => import('./semiCells').then((m) => m.ImageCell), nothing),
  avatar: lazyCell(() => import('./semiCells').then((m) => m.AvatarCell), nothing),
  switch: lazyCell(() => import('./semiCells').then((m) => m.SwitchCell)),
  rate: lazyCell(() => import('./semiCells').then((m) => m.RateCell)),
  progress: lazyCell(() => import('./semiCells').then((m) => m.ProgressCell)),
  percent: lazyCell(() => import('./semiCells').then((m) => m.PercentCell)),
};

/**
 * The default factory of the cell registry: every built-in renderer of `PageCellName` except
 * `actions`, whose buttons need the page's edit and delete handlers and so belong to the page.
 *
 * @example
 * const cells = builtinCells(); cells.tag; // TagCell, once loaded (lazyCell)
 */
export function builtinCells(): Record<string, CellRenderer> {
  return {
    text: TextCell,
    ...lazyCells,
    datetime: DatetimeCell,
    relativeTime: RelativeTimeCell,
    link: LinkCell,
  };
}

/**
 * Loads every lazily loaded built-in cell, so they render at once from then on (tests, and
 * anything that must draw without a first plain frame).
 *
 * @example await preloadBuiltinCells();
 */
export async function preloadBuiltinCells(): Promise<void> {
  await Promise.all(Object.values(lazyCells).map((cell) => cell.preload()));
}
