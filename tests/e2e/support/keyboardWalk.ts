import type { Page } from 'playwright-core';

/** What a walk with Tab through the page found about its primary actions. */
export interface KeyboardWalk {
  /** The primary actions (see {@link keyboardWalk}), each as `tag "name"`. */
  primary: string[];
  /** Those Tab never reached. */
  unreached: string[];
  /** Those Tab reached that showed no focus ring. */
  noRing: string[];
  /** How many times Tab was pressed. */
  presses: number;
}

/** The walk's record in the page: what took focus, and each primary action's look when it did. */
type WalkRecord = { seen: Element[]; rings: Map<Element, string> };
type WalkWindow = Window & { jimuWalk?: WalkRecord; jimuRing?: (element: Element) => string };

const PRIMARY = 'data-walk-primary';

/** Where the walk starts: the top of the document, or just before `root` (see keyboardWalk). */
export type WalkStart = 'top' | 'root';

/**
 * Presses Tab from the top of the document, as a person on a keyboard does, until focus has
 * reached each primary action of `root` (the view on show), has gone round the whole page (back
 * on a control it met before), or `limit` presses; then reports the primary actions it never reached and those that
 * showed no focus ring. The primary actions are the view's solid buttons (the call to act a
 * screen draws filled); a view without one is held to its first button or link. A ring shows
 * when the focused control's outline or box-shadow is drawn and differs from the same control
 * unfocused. Transitions are expected off (a ring read mid-transition is none yet). With `from`
 * 'root' the walk starts just before `root` instead: for a sweep whose first walk went through
 * what surrounds `root` (the console's frame, the same on every page) from the top.
 *
 * @example const { unreached, noRing } = await keyboardWalk(page, '.jimu-view:not([hidden])');
 */
export async function keyboardWalk(
  page: Page,
  root: string,
  { limit = 200, from = 'top' }: { limit?: number; from?: WalkStart } = {},
): Promise<KeyboardWalk> {
  const primary = await page.evaluate(
    ([selector, mark, start]) => {
      const win = window as WalkWindow;
      const view = document.querySelector(selector);
      for (const element of document.querySelectorAll(`[${mark}]`)) element.removeAttribute(mark);
      // What a person can act on: not disabled, not inside an inert preview or hidden content.
      const usable = (element: Element) =>
        !element.matches(':disabled, [aria-disabled="true"]') &&
        !element.closest('[inert], [aria-hidden="true"]') &&
        element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
      const controls = [...(view?.querySelectorAll('button, [role="button"], a[href]') ?? [])].filter(usable);
      const solid = controls.filter((c) => c.matches('.semi-button-solid, .jimu-btn-solid'));
      const chosen = solid.length > 0 ? solid : controls.slice(0, 1);
      chosen.forEach((element, i) => {
        element.setAttribute(mark, String(i));
      });
      if (!win.jimuWalk) {
        const record: WalkRecord = { seen: [], rings: new Map() };
        win.jimuRing = (element) => {
          const style = getComputedStyle(element);
          const outline =
            style.outlineStyle === 'none' || Number.parseFloat(style.outlineWidth) === 0
              ? 'none'
              : `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
          return `${outline} | ${style.boxShadow}`;
        };
        document.addEventListener('focusin', (event) => {
          const target = event.target as Element;
          record.seen.push(target);
          if (target.hasAttribute(mark)) record.rings.set(target, win.jimuRing?.(target) ?? '');
        });
        win.jimuWalk = record;
      }
      win.jimuWalk.seen = [];
      win.jimuWalk.rings.clear();
      // Focus starts at the top (or just before the view): a focusable mark there, gone once left.
      (document.activeElement as HTMLElement | null)?.blur();
      const origin = document.createElement('span');
      origin.tabIndex = -1;
      origin.addEventListener('blur', () => origin.remove(), { once: true });
      if (start === 'root' && view) view.prepend(origin);
      else document.body.prepend(origin);
      origin.focus();
      return chosen.map(
        (element) =>
          `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 24)}"`,
      );
    },
    [root, PRIMARY, from] as const,
  );
  let presses = 0;
  let done = primary.length === 0;
  while (!done && presses < limit) {
    for (let i = 0; i < 10; i++) await page.keyboard.press('Tab');
    presses += 10;
    done = await page.evaluate(
      ([selector, count]) => {
        const record = (window as WalkWindow).jimuWalk;
        if (!record || !document.querySelector(selector) || record.rings.size === count) return true;
        // Round the whole page: focus is back on a control it met before.
        return new Set(record.seen).size < record.seen.length;
      },
      [root, primary.length] as const,
    );
  }
  const { unreached, noRing } = await page.evaluate((mark) => {
    const win = window as WalkWindow;
    (document.activeElement as HTMLElement | null)?.blur();
    const out = { unreached: [] as number[], noRing: [] as number[] };
    for (const element of document.querySelectorAll(`[${mark}]`)) {
      const i = Number(element.getAttribute(mark));
      const focused = win.jimuWalk?.rings.get(element);
      if (focused === undefined) out.unreached.push(i);
      else if (focused === 'none | none' || focused === win.jimuRing?.(element)) out.noRing.push(i);
      element.removeAttribute(mark);
    }
    return out;
  }, PRIMARY);
  return {
    primary,
    unreached: unreached.map((i) => primary[i]),
    noRing: noRing.map((i) => primary[i]),
    presses,
  };
}
