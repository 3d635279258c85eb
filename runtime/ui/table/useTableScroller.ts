import { type Dispatch, type RefObject, type SetStateAction, useLayoutEffect, useRef, useState } from 'react';

/** The scrolling box of a table, as its columns are laid out and its fixed columns shaded. */
export interface TableScroller {
  /** The box's inner width in pixels (its vertical scrollbar left out); 0 until measured. */
  width: number;
  /** How far the rows scroll sideways, in pixels (0: everything fits). */
  range: number;
  /** Columns are out of view on the left (scrolled past) and on the right (still to come). */
  moreLeft: boolean;
  moreRight: boolean;
}

const NONE: TableScroller = { width: 0, range: 0, moreLeft: false, moreRight: false };

const same = (a: TableScroller, b: TableScroller) =>
  a.width === b.width && a.range === b.range && a.moreLeft === b.moreLeft && a.moreRight === b.moreRight;

/** The scrolling box of the table inside `root` (both ways of drawing the body give it this class). */
export const scrollerOf = (root: HTMLElement | null) =>
  root?.querySelector<HTMLElement>(':scope > .jimu-table-body') ?? null;

/**
 * Follows the table's scrolling box: its inner width (the columns are laid out in it), how far it
 * scrolls sideways and whether columns hide on either side. Read again when the box or the table
 * changes size and on every scroll. The box is looked up after every render: it is another element
 * when a table starts drawing only the rows in view, or when the code for that arrives.
 *
 * @example const { width, moreRight } = useTableScroller(wrapperRef);
 */
export function useTableScroller(root: RefObject<HTMLElement>): TableScroller {
  const [state, setState] = useState<TableScroller>(NONE);
  const watched = useRef<{ scroller: HTMLElement; stop(): void } | null>(null);
  useLayoutEffect(() => {
    const scroller = scrollerOf(root.current);
    if (watched.current?.scroller === scroller) return;
    watched.current?.stop();
    watched.current = scroller ? { scroller, stop: watch(scroller, setState) } : null;
  });
  useLayoutEffect(
    () => () => {
      watched.current?.stop();
      watched.current = null;
    },
    [],
  );
  return state;
}

/** Reads the box now, on every scroll and when it or its table changes size; answers how to stop. */
function watch(scroller: HTMLElement, setState: Dispatch<SetStateAction<TableScroller>>): () => void {
  const update = () => {
    const range = Math.max(0, scroller.scrollWidth - scroller.clientWidth);
    // The table may be laid out a fraction of a pixel wider than the box: that is no scrolling.
    const left = scroller.scrollLeft;
    const next = {
      width: scroller.clientWidth,
      range,
      moreLeft: range > 1 && left > 1,
      moreRight: range > 1 && left < range - 1,
    };
    setState((previous) => (same(previous, next) ? previous : next));
  };
  update();
  scroller.addEventListener('scroll', update, { passive: true });
  const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
  observer?.observe(scroller);
  const table = scroller.querySelector('table');
  if (table) observer?.observe(table);
  return () => {
    scroller.removeEventListener('scroll', update);
    observer?.disconnect();
  };
}
