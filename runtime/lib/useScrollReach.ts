import { type RefObject, useEffect } from 'react';

/** What a keyboard stops on. */
const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled):not([type="hidden"]), select:not(:disabled), textarea:not(:disabled), iframe, [contenteditable="true"], [tabindex]:not([tabindex="-1"])';
/** Marks the tabindex this hook gave, so it takes back only its own. */
const GIVEN = 'data-scroll-reach';

/** A box that scrolls but holds nothing to focus takes focus itself, so its arrow keys scroll it. */
function reach(box: HTMLElement) {
  const given = box.hasAttribute(GIVEN);
  const scrolls = box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1;
  const style = scrolls ? getComputedStyle(box) : undefined;
  const scroller = style !== undefined && /auto|scroll/.test(`${style.overflowX} ${style.overflowY}`);
  if (scroller && !box.querySelector(FOCUSABLE)) {
    if (!given && !box.hasAttribute('tabindex')) {
      box.tabIndex = 0;
      box.setAttribute(GIVEN, '');
    }
  } else if (given) {
    box.removeAttribute('tabindex');
    box.removeAttribute(GIVEN);
  }
}

/**
 * Keeps the scrolling boxes in `root` (the boxes matching `selector`, or `root` itself) within a
 * keyboard's reach: one that scrolls with nothing in it to focus — an empty table on a phone, a
 * page of text — gets `tabindex="0"`, and loses it once it holds a control or stops scrolling.
 * Checked again, once a frame at most, as the content changes and as the window resizes.
 *
 * @example useScrollReach(scroller); // the page's own scroll box
 * @example useScrollReach(host, '.semi-table-body');
 */
export function useScrollReach(root: RefObject<HTMLElement | null>, selector?: string): void {
  useEffect(() => {
    const element = root.current;
    if (!element) return undefined;
    let frame = 0;
    const check = () => {
      frame = 0;
      const boxes = selector ? element.querySelectorAll<HTMLElement>(selector) : [element];
      for (const box of boxes) reach(box);
    };
    const later = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    const changes = new MutationObserver(later);
    changes.observe(element, { childList: true, subtree: true });
    window.addEventListener('resize', later);
    check();
    return () => {
      cancelAnimationFrame(frame);
      changes.disconnect();
      window.removeEventListener('resize', later);
    };
  }, [root, selector]);
}
