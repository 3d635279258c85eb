import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useConsole } from './support/useConsole';

// On a deep link or F5 the preloader in index.html sends the user info and the
// list page's first rows with the stored token before any of the console's code has loaded; the
// runtime takes those answers for the very requests it would send (runtime/data/earlyAnswers.ts).
describe('#12.3 the first calls of a deep link go out with the page, not after its code', () => {
  const ctx = useConsole();
  const USERS = '/user_center/userManagement';
  const rows = (page: Page) => page.locator('.jimu-crud tbody tr.jimu-table-row:visible');

  /** Every request of the page from now on, in the order the browser made them. */
  const record = (page: Page) => {
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    return {
      urls: () => requests.map((r) => r.url().replace(ctx.app.url, '')),
      count: (pattern: RegExp) => requests.filter((r) => pattern.test(r.url())).length,
    };
  };

  it('#12.3 F5 on a list page asks for the user and the first rows once each, before the page code', async () => {
    const page = await ctx.open(USERS);
    const { errors } = ctx;
    await rows(page).first().waitFor({ timeout: 30_000 });
    const seen = record(page);
    await page.reload();
    await expect.poll(() => rows(page).count(), { timeout: 30_000 }).toBe(20);
    const urls = seen.urls();
    expect(seen.count(/\/userInfo$/)).toBe(1);
    expect(seen.count(/\/userManagement\/getList/)).toBe(1);
    const list = urls.findIndex((url) => url === '/userManagement/getList?pageNo=1&pageSize=20');
    const pageCode = urls.findIndex((url) => /\/CrudPage-[\w]+\.js$/.test(url));
    expect(list).toBeGreaterThanOrEqual(0);
    expect(pageCode).toBeGreaterThan(list);
    expect(errors).toEqual([]);
  });

  it('#12.3 an address with a query gets its own list: only the user info goes out early', async () => {
    const page = await ctx.open(`${USERS}?username=ad`);
    const { errors } = ctx;
    await rows(page).first().waitFor({ timeout: 30_000 });
    const seen = record(page);
    await page.reload();
    await expect.poll(() => rows(page).count(), { timeout: 30_000 }).toBe(1);
    expect(seen.count(/\/userInfo$/)).toBe(1);
    expect(seen.urls().filter((url) => url.includes('/userManagement/getList'))).toEqual([
      '/userManagement/getList?username=ad&pageNo=1&pageSize=20',
    ]);
    expect(errors).toEqual([]);
  });

  it('#12.3 an early call the connection dropped is sent again by the page, and its rows show', async () => {
    const page = await ctx.open(USERS);
    const { errors } = ctx;
    await rows(page).first().waitFor({ timeout: 30_000 });
    let dropped = 0;
    await page.route('**/userManagement/getList**', (route) => {
      if (dropped++ === 0) return route.abort('connectionreset');
      return route.continue();
    });
    await page.reload();
    await expect.poll(() => rows(page).count(), { timeout: 30_000 }).toBe(20);
    expect(dropped).toBe(2);
    // Nobody is told of a failure the page recovered from by itself.
    expect(await page.locator('.semi-toast-content').count()).toBe(0);
    expect(errors.filter((e) => !/ERR_CONNECTION_RESET/.test(e))).toEqual([]);
  });

  it('#12.3 a stored token the server no longer knows ends on the login form, asked once', async () => {
    // This test's page starts blank: the token is put in from the signed-out login form.
    const { page } = ctx;
    await page.goto(`${ctx.app.url}/#/login`);
    await page.getByLabel('用户名').waitFor();
    await page.evaluate(() => localStorage.setItem('admin-token', 'not-a-session'));
    await page.goto(`${ctx.app.url}/#${USERS}`);
    const seen = record(page);
    await page.reload();
    await page.getByLabel('用户名').waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).hash).toMatch(/^#\/login/);
    expect(seen.count(/\/userInfo$/)).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('admin-token'))).toBeNull();
  });
});
