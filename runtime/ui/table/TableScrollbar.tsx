import { type CSSProperties, type RefObject, useEffect, useRef, useState } from 'react';
import { scrollerOf } from './useTableScroller';

export interface TableScrollbarProps {
  /** The table's wrapper, whose scrolling box this bar moves. */
  root: RefObject<HTMLElement>;
  /** How far the rows scroll sideways (pixels); no bar at 0. */
  range: number;
}

/** The bar's height in pixels (table.css). */
const BAR_PX = 12;

/** Where the bar is drawn (fixed to the window), or nothing when the box's own scrollbar shows. */
type Place = Pick<CSSProperties, 'left' | 'width' | 'top'> | null;

/** The part of the window `element` can be seen in: the window cut by every ancestor that clips. */
function visibleArea(element: HTMLElement) {
  let top = 0;
  let left = 0;
  let bottom = window.innerHeight;
  let right = window.innerWidth;
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    const style = getComputedStyle(parent);
    if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
    const rect = parent.getBoundingClientRect();
    top = Math.max(top, rect.top);
    left = Math.max(left, rect.left);
    bottom = Math.min(bottom, rect.bottom);
    right = Math.min(right, rect.right);
  }
  return { top, left, bottom, right };
}

/** The bar's place: along the bottom of what is seen of the box, while the box goes on below it. */
function placeOf(scroller: HTMLElement, height: number): Place {
  const box = scroller.getBoundingClientRect();
  const area = visibleArea(scroller);
  // The box's own scrollbar is in view, or too little of the box is to need a bar.
  if (box.bottom <= area.bottom || box.top + 2 * height >= area.bottom) return null;
  const left = Math.max(box.left, area.left);
  const right = Math.min(box.left + scroller.clientWidth, area.right);
  return right > left ? { left, width: right - left, top: area.bottom - height } : null;
}

/**
 * A second horizontal scrollbar for a table whose rows scroll sideways while the bottom of its
 * scrolling box (where that box's own scrollbar is) cannot be seen — below the window, or below
 * the end of a box around the table that clips it: fixed along the bottom of what is seen of the
 * table, it moves the rows as they move it. Absent whenever the box's own scrollbar is in view, so
 * there are never two. Left out of the accessibility tree: the rows themselves scroll by keyboard.
 *
 * @example <TableScrollbar root={wrapperRef} range={scroller.range} />
 */
export function TableScrollbar({ root, range }: TableScrollbarProps) {
  const bar = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<Place>(null);

  // Placed again, once a frame at most, whenever anything scrolls or changes size.
  useEffect(() => {
    const scroller = scrollerOf(root.current);
    if (range <= 0 || !scroller) {
      setPlace(null);
      return;
    }
    let pending = 0;
    const update = () => {
      pending = 0;
      const next = placeOf(scroller, BAR_PX);
      setPlace((previous) => (JSON.stringify(previous) === JSON.stringify(next) ? previous : next));
    };
    const schedule = () => {
      pending ||= requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule);
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(schedule);
    observer?.observe(scroller);
    return () => {
      cancelAnimationFrame(pending);
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      observer?.disconnect();
    };
  }, [root, range]);

  // Each follows the other: the rows when the bar moves, the bar when the rows move. Scroll events
  // do not bubble: the wrapper hears both in the capture phase, whichever box draws the rows.
  const shown = place !== null;
  useEffect(() => {
    const wrapper = root.current;
    const track = bar.current;
    if (!shown || !wrapper || !track) return;
    const follow = (event: Event) => {
      const scroller = scrollerOf(wrapper);
      if (!scroller) return;
      if (event.target === track && scroller.scrollLeft !== track.scrollLeft)
        scroller.scrollLeft = track.scrollLeft;
      else if (event.target === scroller && track.scrollLeft !== scroller.scrollLeft)
        track.scrollLeft = scroller.scrollLeft;
    };
    track.scrollLeft = scrollerOf(wrapper)?.scrollLeft ?? 0;
    wrapper.addEventListener('scroll', follow, { capture: true, passive: true });
    return () => wrapper.removeEventListener('scroll', follow, { capture: true });
  }, [root, shown]);

  return (
    <div ref={bar} className="jimu-table-scrollbar" hidden={!shown} style={place ?? undefined} aria-hidden>
      <div style={{ width: `calc(100% + ${range}px)` }} />
    </div>
  );
}
