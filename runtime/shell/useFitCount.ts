import { type RefObject, useLayoutEffect, useState } from 'react';

/** Marks the entries a row measures, and its "more" control. */
export const FIT_ITEM = 'data-fit-item';
export const FIT_MORE = 'data-fit-more';

/**
 * How many of the row's entries fit on one line, the rest going into a "more" control.
 * Every entry stays rendered, the overflowed ones out of the flow and
 * invisible (`.jimu-fit-hidden`), so their widths are known without a second render; the row's
 * width, language and icon loads are followed by a ResizeObserver.
 */
function measure(row: HTMLElement): number {
  const entries = [...row.querySelectorAll<HTMLElement>(`:scope > [${FIT_ITEM}]`)];
  const more = row.querySelector<HTMLElement>(`:scope > [${FIT_MORE}]`);
  const style = getComputedStyle(row);
  const gap = Number.parseFloat(style.columnGap) || 0;
  // What always shows beside the entries (the header's avatar menu) takes its room first.
  const fixed = [...row.children].filter(
    (child): child is HTMLElement =>
      child instanceof HTMLElement &&
      !child.hasAttribute(FIT_ITEM) &&
      !child.hasAttribute(FIT_MORE) &&
      getComputedStyle(child).position !== 'absolute' &&
      getComputedStyle(child).position !== 'fixed',
  );
  const room =
    row.clientWidth -
    (Number.parseFloat(style.paddingLeft) || 0) -
    (Number.parseFloat(style.paddingRight) || 0) -
    fixed.reduce((sum, child) => sum + child.getBoundingClientRect().width + gap, 0);
  const widths = entries.map((entry) => entry.getBoundingClientRect().width);
  const all = widths.reduce((sum, width) => sum + width, 0) + gap * Math.max(0, widths.length - 1);
  if (all <= room + 0.5) return widths.length;
  let used = more ? more.getBoundingClientRect().width : 0;
  let fit = 0;
  while (fit < widths.length && used + widths[fit] + gap <= room + 0.5) {
    used += widths[fit] + gap;
    fit += 1;
  }
  return fit;
}

/**
 * @example
 * const fit = useFitCount(list, items.length); // `enabled` false: everything shows, nothing is measured
 * items.map((item, i) => <li data-fit-item className={i >= fit ? 'jimu-fit-hidden' : ''}>…</li>)
 */
export function useFitCount(row: RefObject<HTMLElement>, count: number, enabled = true): number {
  const [fit, setFit] = useState(count);
  useLayoutEffect(() => {
    const element = row.current;
    if (!element || count === 0 || !enabled) return undefined;
    const update = () => setFit(measure(element));
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    for (const child of element.querySelectorAll(`:scope > [${FIT_ITEM}], :scope > [${FIT_MORE}]`)) {
      observer.observe(child);
    }
    return () => observer.disconnect();
  }, [row, count, enabled]);
  return enabled ? Math.min(fit, count) : count;
}
