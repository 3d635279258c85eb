import { type RefObject, useLayoutEffect, useState } from 'react';

/** Marks the content box of a cell in a column sized to its content (`data-fit` = the column's key). */
export const FIT_ATTRIBUTE = 'data-fit';

type Widths = Readonly<Record<string, number>>;

const same = (a: Widths, b: Widths) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
};

/** The widest content of each fit column inside `root`, with its cell's side padding. */
function measure(root: HTMLElement): Widths {
  const widths: Record<string, number> = {};
  for (const box of root.querySelectorAll<HTMLElement>(`[${FIT_ATTRIBUTE}]`)) {
    const key = box.getAttribute(FIT_ATTRIBUTE) as string;
    const content = box.getBoundingClientRect().width;
    if (content <= 0) continue;
    const cell = box.parentElement;
    const style = cell ? getComputedStyle(cell) : undefined;
    const padding = style ? Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight) : 0;
    widths[key] = Math.max(widths[key] ?? 0, Math.ceil(content + (padding || 0)));
  }
  return widths;
}

/**
 * The measured widths of the columns sized to their content (the actions column: as wide as its
 * buttons), by column key: the widest `[data-fit]` box of the column in the header and the rows
 * drawn, with the cell's padding. Measured after every render and whenever one of those boxes
 * changes size (a plugin action whose label arrives later); a column with nothing measured yet
 * is absent.
 *
 * @example const fit = useFitWidths(wrapperRef); // { 'id#12': 142 }
 */
export function useFitWidths(root: RefObject<HTMLElement>): Widths {
  const [widths, setWidths] = useState<Widths>({});
  // No dependency list: the rows drawn may change on any render (paging, a tree opening, scrolling).
  useLayoutEffect(() => {
    const element = root.current;
    if (!element) return;
    const update = () => {
      const next = measure(element);
      setWidths((previous) => (same(previous, next) ? previous : next));
    };
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    for (const box of element.querySelectorAll(`[${FIT_ATTRIBUTE}]`)) observer.observe(box);
    return () => observer.disconnect();
  });
  return widths;
}
