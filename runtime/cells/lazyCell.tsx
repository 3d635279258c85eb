import { type LazyComponent, lazyComponent } from '../lib/lazyComponent';
import type { CellProps, CellRenderer } from './CellContext';
import { TextCell } from './TextCell';

/** A cell renderer whose code loads on first use; `preload()` fetches it ahead. */
export type LazyCellRenderer = LazyComponent<CellProps>;

/**
 * A cell whose renderer (and the Semi component it draws with) loads the first time a cell of its
 * kind is shown. Until then the cell shows `fallback` (the plain value by default), so a table's
 * first rows never wait for it and no Suspense boundary holds the table back; once loaded, every
 * later cell renders at once.
 *
 * @example
 * const RateCell = lazyCell(() => import('./RateCell').then((m) => m.RateCell));
 */
export function lazyCell(
  load: () => Promise<CellRenderer>,
  fallback: CellRenderer = TextCell,
): LazyCellRenderer {
  return lazyComponent(load, fallback);
}
