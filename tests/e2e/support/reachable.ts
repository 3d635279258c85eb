import type { Locator, Page } from 'playwright-core';

/**
 * Where a person can click the element: its centre, when that lies inside the window and a click
 * there lands on it (not on whatever covers or clips it); null when it cannot be reached.
 * Scrolling is allowed only where a person can scroll — containers with overflow auto or scroll,
 * and the window — never an overflow: hidden one, which Playwright's own scroll-into-view would
 * move and so hide a clipped control.
 */
export async function reachablePoint(target: Locator): Promise<{ x: number; y: number } | null> {
  if ((await target.count()) === 0) return null;
  return target.evaluate((element) => {
    const hit = () => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return null;
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) return null;
      const top = document.elementFromPoint(x, y);
      return top !== null && (top === element || element.contains(top)) ? { x, y } : null;
    };
    const first = hit();
    if (first) return first;
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      const box = parent.getBoundingClientRect();
      const own = element.getBoundingClientRect();
      if (/auto|scroll/.test(style.overflowY) && parent.scrollHeight > parent.clientHeight) {
        parent.scrollTop += own.top - box.top - box.height / 2 + own.height / 2;
      }
      if (/auto|scroll/.test(style.overflowX) && parent.scrollWidth > parent.clientWidth) {
        parent.scrollLeft += own.left - box.left - box.width / 2 + own.width / 2;
      }
    }
    const own = element.getBoundingClientRect();
    window.scrollBy(
      own.left + own.width / 2 - window.innerWidth / 2,
      own.top + own.height / 2 - window.innerHeight / 2,
    );
    return hit();
  });
}

/** Whether a person can reach the element (see reachablePoint). */
export async function isReachable(target: Locator): Promise<boolean> {
  return (await reachablePoint(target)) !== null;
}

/**
 * The controls a person could reach but cannot see: shown (not hidden, not inert, not clipped on
 * purpose into a "more" menu), yet outside the window with no scrolling container around them
 * that would bring them in. Each as `tag "name" at x,y`.
 *
 * @example expect(await controlsOutside(page)).toEqual([]);
 */
export async function controlsOutside(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      'button, a[href], input:not([type="hidden"]), select, textarea, [role="tab"], [role="button"], [tabindex="0"]';
    const out: string[] = [];
    const scrollsTo = (element: Element, axis: 'x' | 'y') => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        const overflow = axis === 'x' ? style.overflowX : style.overflowY;
        const more =
          axis === 'x' ? parent.scrollWidth > parent.clientWidth : parent.scrollHeight > parent.clientHeight;
        if (/auto|scroll/.test(overflow) && more) return true;
      }
      const root = document.scrollingElement;
      return root
        ? axis === 'x'
          ? root.scrollWidth > root.clientWidth
          : root.scrollHeight > root.clientHeight
        : false;
    };
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (element.closest('[inert], [aria-hidden="true"], [hidden], .jimu-fit-hidden')) continue;
      if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const offX = box.left < -1 || box.right > window.innerWidth + 1;
      const offY = box.top < -1 || box.bottom > window.innerHeight + 1;
      if ((offX && !scrollsTo(element, 'x')) || (offY && !scrollsTo(element, 'y'))) {
        const name = element.getAttribute('aria-label') ?? element.textContent ?? element.tagName;
        out.push(
          `${element.tagName.toLowerCase()} "${name.trim().slice(0, 24)}" at ${Math.round(box.left)},${Math.round(box.top)}`,
        );
      }
    }
    return out;
  });
}

/** The longest a page may take to lay itself out again after a change of width. */
const REFIT_MS = 2_000;

/**
 * {@link controlsOutside} once the page has had its chance to refit: some lay themselves out a few
 * frames after a change of width (React Flow fits a graph to its pane only once it has measured
 * the new pane, a render later). Measured again frame by frame while any control is outside, up to
 * two seconds; a page that never brings it in keeps it outside.
 *
 * @example await page.setViewportSize({ width: 390, height: 844 }); expect(await settledControlsOutside(page)).toEqual([]);
 */
export async function settledControlsOutside(page: Page): Promise<string[]> {
  const until = Date.now() + REFIT_MS;
  for (;;) {
    const outside = await controlsOutside(page);
    if (outside.length === 0 || Date.now() >= until) return outside;
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
  }
}
