import { type RefObject, useCallback, useEffect, useLayoutEffect, useState } from 'react';

export interface TabsScroll {
  /** The tabs are wider than the bar. */
  overflows: boolean;
  canLeft: boolean;
  canRight: boolean;
  /** Scrolls most of a bar's width left (-1) or right (1). */
  by(direction: -1 | 1): void;
}

const MARGIN = 8;

/**
 * Keeps the current tab in view and lets the person scroll the tabs bar: the
 * current tab scrolls into view whenever it or the number of tabs changes; a vertical wheel over
 * the bar scrolls it sideways; `by` backs the ‹ › buttons, shown only while the tabs overflow.
 *
 * @example const scroll = useTabsScroll(listRef, activeKey, tabs.length);
 */
export function useTabsScroll(list: RefObject<HTMLElement>, activeKey: string, count: number): TabsScroll {
  const [state, setState] = useState({ overflows: false, canLeft: false, canRight: false });
  const measure = useCallback(() => {
    const element = list.current;
    if (!element) return;
    const overflows = element.scrollWidth > element.clientWidth + 1;
    const canLeft = element.scrollLeft > 0;
    const canRight = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
    setState((old) =>
      old.overflows === overflows && old.canLeft === canLeft && old.canRight === canRight
        ? old
        : { overflows, canLeft, canRight },
    );
  }, [list]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new tab or a new current tab re-aims
  useLayoutEffect(() => {
    const element = list.current;
    const tab = element?.querySelector<HTMLElement>(`[data-tab-key="${CSS.escape(activeKey)}"]`);
    if (!element || !tab) return;
    const left = tab.offsetLeft - element.offsetLeft;
    const right = left + tab.offsetWidth;
    if (left < element.scrollLeft) element.scrollLeft = Math.max(0, left - MARGIN);
    else if (right > element.scrollLeft + element.clientWidth) {
      element.scrollLeft = right - element.clientWidth + MARGIN;
    }
    measure();
  }, [activeKey, count, list, measure]);

  useEffect(() => {
    const element = list.current;
    if (!element) return undefined;
    // Not passive: a wheel over an overflowing bar scrolls the tabs, not the page under it.
    const onWheel = (event: WheelEvent) => {
      if (element.scrollWidth <= element.clientWidth || Math.abs(event.deltaY) <= Math.abs(event.deltaX))
        return;
      element.scrollLeft += event.deltaY;
      event.preventDefault();
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    element.addEventListener('wheel', onWheel, { passive: false });
    element.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('wheel', onWheel);
      element.removeEventListener('scroll', measure);
    };
  }, [list, measure]);

  const by = useCallback(
    (direction: -1 | 1) => {
      const element = list.current;
      if (element) element.scrollBy({ left: direction * element.clientWidth * 0.8 });
    },
    [list],
  );
  return { ...state, by };
}
