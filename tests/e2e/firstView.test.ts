import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useConsole } from './support/useConsole';

/**
 * Records, from the page's first script on, in which batch of DOM changes the console frame (its
 * side bar), a spinner inside the frame, and the 20th row of a list first appeared. One batch is
 * one task's changes: the frame and the rows in the same batch rendered and laid out together.
 */
const watchFirstView = (page: Page) =>
  page.addInitScript(() => {
    const seen: Record<string, number> = {};
    (window as unknown as { __firstView: Record<string, number> }).__firstView = seen;
    let batch = 0;
    new MutationObserver(() => {
      batch += 1;
      const mark = (name: string, found: boolean) => {
        if (found && seen[name] === undefined) seen[name] = batch;
      };
      mark('frame', document.querySelector('.jimu-shell-sider') !== null);
      mark('viewSpinner', document.querySelector('.jimu-spinner') !== null);
      mark('rows', document.querySelectorAll('.jimu-crud tbody tr.jimu-table-row').length >= 20);
    }).observe(document, { childList: true, subtree: true });
  });

const firstView = (page: Page) =>
  page.evaluate(() => (window as unknown as { __firstView: Record<string, number> }).__firstView);

// A deep link's first view renders whole — frame, page and rows in one go —
// instead of a frame with a spinner, then the page, then its rows (runtime/app/useFirstView.ts).
describe('#12.3 the first view of a page load renders whole', () => {
  const ctx = useConsole();
  const USERS = '/user_center/userManagement';

  it('#12.3 F5 on a list page: the frame and the first rows appear together, no spinner inside the frame', async () => {
    const page = await ctx.open(USERS);
    const { errors } = ctx;
    await page.locator('.jimu-crud tbody tr.jimu-table-row').first().waitFor({ timeout: 30_000 });
    await watchFirstView(page);
    await page.reload();
    await expect.poll(() => firstView(page).then((seen) => seen.rows), { timeout: 30_000 }).toBeDefined();
    const seen = await firstView(page);
    expect(seen.frame).toBe(seen.rows);
    expect(seen.viewSpinner).toBeUndefined();
    expect(errors).toEqual([]);
  });

  it('#12.3 a page whose code is slow does not hold the frame back: the frame shows, then the page', async () => {
    const page = await ctx.open(USERS);
    const { errors } = ctx;
    await page.locator('.jimu-crud tbody tr.jimu-table-row').first().waitFor({ timeout: 30_000 });
    await watchFirstView(page);
    // The service worker would answer from its cache: this visit goes to the network.
    await page.evaluate(async () => {
      for (const registration of await navigator.serviceWorker.getRegistrations())
        await registration.unregister();
    });
    // The list page's code is held until the frame shows, which the first view allows once it has
    // waited FIRST_VIEW_WAIT_MS for the page (runtime/app/useFirstView.ts). A frame that waited for
    // the page's code would not show: the code then goes on after 10 s and the frame comes with
    // the rows, which the assertions below refuse.
    await page.route(/\/CrudPage-[\w]+\.js$/, async (route) => {
      await page
        .locator('.jimu-shell-sider')
        .waitFor({ timeout: 10_000 })
        .catch(() => undefined);
      await route.continue();
    });
    await page.reload();
    await expect.poll(() => firstView(page).then((seen) => seen.rows), { timeout: 30_000 }).toBeDefined();
    const seen = await firstView(page);
    expect(seen.frame).toBeLessThan(seen.rows);
    expect(await page.locator('.jimu-crud tbody tr.jimu-table-row').count()).toBe(20);
    expect(errors).toEqual([]);
  });
});
