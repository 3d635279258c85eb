import { useEffect, useState } from 'react';
import type { CellProps, CellRenderer } from './CellContext';
import { TextCell } from './TextCell';

/** A cell renderer whose code loads on first use; `preload()` fetches it ahead. */
export type LazyCellRenderer = CellRenderer & { preload(): Promise<CellRenderer> };

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
  let loaded: CellRenderer | undefined;
  let pending: Promise<CellRenderer> | undefined;
  const preload = () => {
    pending ??= load().then(
      (renderer) => {
        loaded = renderer;
        return renderer;
      },
      (error: unknown) => {
        pending = undefined; // the next cell that mounts tries again
        throw error;
      },
    );
    return pending;
  };
  function LazyCell(props: CellProps) {
    const [, setReady] = useState(false);
    useEffect(() => {
      if (loaded) return;
      let live = true;
      preload().then(
        () => live && setReady(true),
        (error: unknown) => console.error(error),
      );
      return () => {
        live = false;
      };
    }, []);
    const Cell = loaded ?? fallback;
    return <Cell {...props} />;
  }
  return Object.assign(LazyCell, { preload });
}
