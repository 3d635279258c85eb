import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { watchConsoleErrors } from './support/launchBrowser';
import { storedSession } from './support/storedSession';
import { useConsole } from './support/useConsole';

// A list's page, page size, search and sort live in the URL query,
// so F5 brings the same list back and a link to a filtered list opens it (the tabs half is in
// tabsSurvive.test.ts).
describe('#11.5 list state in the URL', () => {
  const ctx = useConsole();
  const TABLE = '/vab/table/comprehensiveTable';
  const rows = (page: Page) => page.locator('.jimu-crud tbody tr.jimu-table-row:visible');
  const ids = (page: Page) =>
    rows(page).evaluateAll((trs) => trs.map((tr) => Number(tr.querySelectorAll('td')[1]?.textContent)));
  const pager = (page: Page) => page.locator('.jimu-crud-table .jimu-pagination:visible');
  const idHeader = (page: Page) => page.locator('.jimu-table-thead:visible th', { hasText: '编号' });
  const searchField = (page: Page) => page.locator('[data-testid="crud-search"]:visible').getByLabel('标题');
  /** Titles holding "1" (ids 1, 10–19, 21, 31, 41), id descending, 10 a page: page 2 is 12, 11, 10, 1. */
  const PAGE_TWO = [12, 11, 10, 1];
  const expectPageTwo = async (page: Page) => {
    await expect.poll(() => ids(page)).toEqual(PAGE_TWO);
    expect(await pager(page).locator('[aria-current="page"]').textContent()).toBe('2');
    expect(await pager(page).textContent()).toContain('共 14 条');
    expect(await idHeader(page).getAttribute('aria-sort')).toBe('descending');
    await expect.poll(() => searchField(page).inputValue()).toBe('1');
  };

  it("#11.5 F5 keeps each list's page, search and sort (query in the URL)", async () => {
    const page = await ctx.open(TABLE);
    const { errors } = ctx;
    // The table's code loads cold here; on a loaded CI machine (a dev server rebuilding beside it)
    // that once took over the default 10 s. Speed is the cold bench's to measure, not this test's.
    await rows(page).first().waitFor({ timeout: 30_000 });
    await searchField(page).fill('1');
    await page.locator('[data-testid="crud-search"]:visible').getByRole('button', { name: '查询' }).click();
    await expect.poll(() => rows(page).count()).toBe(14);
    const sorter = idHeader(page).getByRole('button');
    await sorter.click();
    await expect.poll(() => idHeader(page).getAttribute('aria-sort')).toBe('ascending');
    await sorter.click();
    await expect.poll(() => ids(page).then((list) => list[0])).toBe(41);
    await pager(page).getByRole('combobox', { name: '每页条数' }).click();
    await page.getByRole('option', { name: '10 条/页' }).click();
    await expect.poll(() => rows(page).count()).toBe(10);
    await pager(page).getByRole('button', { name: '第 2 页' }).click();
    await expectPageTwo(page);
    const url = page.url();
    expect(new URL(url).hash).toMatch(/^#\/vab\/table\/comprehensiveTable\?/);

    // Another list keeps its own query while the table's tab is kept alive; coming back by the tab
    // shows the same page, search and sort.
    await page.evaluate(() => {
      window.location.hash = '#/user_center/userManagement?username=ad';
    });
    await expect
      .poll(() => page.locator('[data-testid="crud-search"]:visible').getByLabel('用户名').inputValue())
      .toBe('ad');
    await page.locator('[data-testid="tabs-bar"] [role="tab"]', { hasText: '综合表格' }).click();
    await expectPageTwo(page);
    expect(page.url()).toBe(url);

    await page.reload();
    await expectPageTwo(page);
    expect(page.url()).toBe(url);

    // The link alone, in a fresh page of the signed-in browser, opens the filtered list.
    const fresh = await page.context().newPage();
    await fresh.goto(url);
    await expectPageTwo(fresh);
    await fresh.close();
    expect(errors).toEqual([]);
  });

  it('#11.5 a link to the open list with another query never puts the old query in the address, not even for a moment', async () => {
    const page = await ctx.open(TABLE);
    const { errors } = ctx;
    await rows(page).first().waitFor({ timeout: 30_000 });
    // Every address the console writes from here on (history.replaceState / pushState).
    await page.evaluate(() => {
      const w = window as unknown as { __written: string[] };
      w.__written = [];
      for (const method of ['replaceState', 'pushState'] as const) {
        const original = history[method].bind(history);
        history[method] = (state: unknown, unused: string, url?: string | URL | null) => {
          w.__written.push(String(url ?? location.href));
          original(state, unused, url);
        };
      }
    });
    await page.evaluate((to) => {
      window.location.hash = to;
    }, `#${TABLE}?pageSize=10`);
    await expect.poll(() => rows(page).count()).toBe(10);
    await page.waitForTimeout(300);
    const written = await page.evaluate(() => (window as unknown as { __written: string[] }).__written);
    for (const url of written) expect(url).toContain('pageSize=10');
    expect(new URL(page.url()).hash).toBe(`#${TABLE}?pageSize=10`);
    expect(errors).toEqual([]);
  });

  it('#12.3 a deep link and F5 ask for the list once, with the query of the URL', async () => {
    const { errors } = ctx;
    // Signed in from the stored session, in a context of this test's own: the requests are
    // watched from before the deep link's first load.
    const context = await ctx.browser.newContext({ storageState: await storedSession(ctx.app, 'admin') });
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(10_000);
      watchConsoleErrors(page, errors);
      const lists: URL[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        // The page's list, not a search field's options read from the same collection.
        if (url.pathname === '/table/getList' && url.searchParams.has('pageNo')) lists.push(url);
      });
      // The rows are asked for while the console frame is still loading (listPrefetch.ts): the page
      // must take that answer, not ask again, and the request must carry the URL's page, size,
      // search and sort.
      await page.goto(`${ctx.app.url}/#${TABLE}?title=1&sort=id&order=desc&page=2&pageSize=10`);
      await expectPageTwo(page);
      await page.reload();
      await expectPageTwo(page);
      await page.waitForTimeout(300);
      expect(lists).toHaveLength(2);
      for (const url of lists)
        expect(Object.fromEntries(url.searchParams)).toMatchObject({
          pageNo: '2',
          pageSize: '10',
          title: '1',
        });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
