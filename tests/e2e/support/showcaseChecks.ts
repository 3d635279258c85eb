import type { Page } from 'playwright-core';

/**
 * Opens a demo route by its hash and waits for the demo's root (`data-testid="showcase-<name>"`) in the
 * view on show (kept-alive views of other tabs stay in the DOM, hidden).
 */
export async function openShowcase(page: Page, baseUrl: string, path: string, name: string) {
  await page.goto(`${baseUrl}/#${path}`);
  const root = page.locator(`[data-testid="showcase-${name}"]:visible`);
  await root.waitFor();
  return root;
}

/** Switches the console's language as the header's control persists it, then reloads. */
export async function setLanguage(page: Page, language: 'zh' | 'en') {
  await page.evaluate((lang) => localStorage.setItem('jimu-language', lang), language);
  await page.reload();
  await page.locator('.jimu-shell-sider').waitFor();
}

/**
 * What inside `selector` (a demo's root) reaches past the right edge of the viewport without a
 * horizontal scroller of its own between it and the root: on a phone, what cannot be seen or
 * reached. Each as `tag "text…" right=px`.
 */
export async function pastTheEdge(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluate((root) => {
    const reachable = (element: Element) => {
      for (let at = element.parentElement; at && at !== root; at = at.parentElement) {
        if (/auto|scroll/.test(getComputedStyle(at).overflowX)) return true;
      }
      return false;
    };
    return [...root.querySelectorAll('*')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.right > window.innerWidth + 1 && !reachable(element);
      })
      .map(
        (e) =>
          `${e.tagName} "${(e.textContent ?? '').slice(0, 30)}" right=${Math.round(e.getBoundingClientRect().right)}`,
      );
  });
}
