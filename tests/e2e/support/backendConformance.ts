import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type BackendName, type RunningBackend, startBackend } from '../../fixtures/backends/startBackend';
import { launchBrowser, type TestBrowser, watchConsoleErrors } from './launchBrowser';
import { signIn } from './signIn';
import { consoleSessionTarget, newSession, type SessionTarget } from './storedSession';

/** Console errors that are the browser's own report of a refused request, expected in these scenarios. */
const refusedRequest = /Failed to load resource/;

/**
 * The back-end conformance suite: the same scenarios against one back end, whose console differs
 * from the others only by its config folder (tests/fixtures/backends/<name>/config). Each back end
 * serves the same 30 articles and the same menu; its tokens expire a few seconds after they are
 * issued (the tests move the back end's clock past that) and are refreshed as its config says;
 * Editor may see add and edit, but its server refuses writes. The tests about sign-in and token
 * refresh sign in through the form; the others open their page signed in from an API sign-in
 * made with the login call of the back end's config (storedSession.ts).
 *
 * @example backendConformance('adminStyle'); // in tests/e2e/backends.adminStyle.test.ts
 */
export function backendConformance(name: BackendName): void {
  describe(`#13.5 the console against the ${name} back end`, () => {
    let backend: RunningBackend;
    let browser: TestBrowser;
    /** The console's login call and token storage, read from its config folder as the runtime reads them. */
    let session: SessionTarget;
    let context: BrowserContext | undefined;
    let page: Page;
    let errors: string[];
    beforeAll(async () => {
      backend = await startBackend(name);
      browser = await launchBrowser();
      session = await consoleSessionTarget(backend.url, path.join('tests/fixtures/backends', name, 'config'));
    });
    afterAll(async () => {
      await browser?.close();
      await backend?.close();
    });
    afterEach(async () => {
      await context?.close();
      context = undefined;
    });

    /**
     * This test's page, in a new context of its own (storage, cookies): signed in from a new API
     * sign-in of `account` — one per test, not kept: these back ends' tokens live 3 s and a
     * refresh retires the token it replaced — or, without one, signed out for a test that signs
     * in through the form. Its errors are watched from its first moment.
     */
    const newPage = async (account?: string) => {
      const storageState = account === undefined ? undefined : await newSession(session, account);
      context = await browser.newContext({ storageState });
      page = await context.newPage();
      page.setDefaultTimeout(10_000);
      errors = watchConsoleErrors(page);
    };
    const rows = () => page.locator('.jimu-crud tbody tr.jimu-table-row:visible');
    const column = (index: number) =>
      rows().evaluateAll((trs, i) => trs.map((tr) => tr.querySelectorAll('td')[i]?.textContent ?? ''), index);
    const ids = async () => (await column(1)).map(Number);
    const pager = () => page.locator('.jimu-crud-table .jimu-pagination');
    const dialog = () => page.locator('.semi-modal-content');
    /** The header's error-log button, named by how many entries the log holds. */
    const errorLogCount = (count: number) => page.getByRole('button', { name: `错误日志 (${count})` });
    const token = () => page.evaluate((key) => localStorage.getItem(key), session.tokenStorageKey);
    const openArticles = async () => {
      await page.goto(`${backend.url}/#/content/articles`);
      await rows().first().waitFor();
    };
    const search = async (text: string) => {
      const form = page.getByTestId('crud-search');
      await form.getByLabel('标题').fill(text);
      await form.getByRole('button', { name: '查询' }).click();
    };
    const unexpected = () => errors.filter((error) => !refusedRequest.test(error));

    it('signs in, reads the user’s roles and takes the menu from the server, leaving out a route with unknown keys', async () => {
      await newPage();
      await signIn(page, backend.url, 'admin');
      // Signed in, the console opens the server's / redirect (/content/articles): its group is open.
      const menu = page.locator('.jimu-shell-sider');
      await menu.getByText('文章').waitFor();
      await menu.getByText('审计').waitFor();
      expect(await menu.getByText('不该出现').count()).toBe(0);
      // The route with meta.roles is reported, not served to everyone.
      await errorLogCount(1).waitFor();
      // A tool whose call the back end lacks (app.yaml api: notices, search false) is not shown.
      const api = session.config?.api ?? {};
      await page.getByTestId('tool-theme').waitFor();
      if (api.notices === false) expect(await page.getByTestId('tool-notice').count()).toBe(0);
      if (api.search === false) expect(await page.getByTestId('tool-search').count()).toBe(0);
      await page.getByTestId('user-menu').click();
      await page.getByText('退出登录').click();
      await page.getByLabel('用户名').waitFor();

      await signIn(page, backend.url, 'editor');
      await page.locator('.jimu-shell-sider').getByText('文章').waitFor();
      expect(await page.locator('.jimu-shell-sider').getByText('审计').count()).toBe(0);
      expect(unexpected()).toEqual([]);
    });

    it('lists with the default sort, pages, searches and sorts by a column', async () => {
      await newPage('admin');
      await openArticles();
      expect(await ids()).toEqual(Array.from({ length: 10 }, (_, i) => 30 - i));
      expect(await pager().textContent()).toContain('共 30 条');
      await pager().getByRole('button', { name: '第 2 页' }).click();
      await expect.poll(ids).toEqual(Array.from({ length: 10 }, (_, i) => 20 - i));
      await search('Vue');
      await expect.poll(() => pager().textContent()).toContain('共 10 条');
      expect((await column(2)).every((title) => title.includes('Vue'))).toBe(true);
      const header = page.locator('.jimu-table-thead th', { hasText: '阅读量' });
      await header.getByRole('button').click();
      await expect.poll(() => header.getAttribute('aria-sort')).toBe('ascending');
      await expect
        .poll(async () => {
          const views = (await column(4)).map(Number);
          return views.every((value, i) => i === 0 || views[i - 1] <= value);
        })
        .toBe(true);
      expect(unexpected()).toEqual([]);
    });

    it('creates, edits, deletes one record and then several', async () => {
      await newPage('admin');
      await openArticles();
      await page.getByRole('button', { name: '添加' }).click();
      await dialog().locator('#root_title').fill('一致性测试文章');
      await dialog().locator('#root_author').fill('测试员');
      await dialog().getByRole('button', { name: '保存' }).click();
      await dialog().waitFor({ state: 'detached' });
      await search('一致性');
      await expect.poll(() => column(2)).toEqual(['一致性测试文章']);

      await rows().first().getByRole('button', { name: '编辑' }).click();
      await dialog().locator('#root_title').fill('一致性测试文章（改）');
      await dialog().getByRole('button', { name: '保存' }).click();
      await expect.poll(() => column(2)).toEqual(['一致性测试文章（改）']);

      await rows().first().getByRole('button', { name: '删除' }).click();
      await page.locator('.semi-popconfirm').getByRole('button', { name: '确定' }).click();
      await page.locator('.jimu-crud-empty').waitFor();

      await search('React');
      await expect.poll(() => pager().textContent()).toContain('共 20 条');
      const [first, second] = await ids();
      await rows().nth(0).getByRole('checkbox').check();
      await rows().nth(1).getByRole('checkbox').check();
      await page.getByRole('button', { name: '批量删除' }).click();
      await page.locator('.semi-popconfirm').getByRole('button', { name: '确定' }).click();
      await expect.poll(() => pager().textContent()).toContain('共 18 条');
      expect(await ids()).not.toContain(first);
      expect(await ids()).not.toContain(second);
      expect(unexpected()).toEqual([]);
    });

    /** The stored token, once the back end's clock has been moved one millisecond past its lifetime. */
    const expiredToken = async () => {
      const stored = (await token()) ?? '';
      backend.passTime(backend.tokenLifetimeMs + 1);
      return stored;
    };

    it('refreshes an expired token once and carries on, then signs out', async () => {
      await newPage();
      await signIn(page, backend.url, 'admin');
      await openArticles();
      const before = await expiredToken();
      const firstPage = await ids();
      await pager().getByRole('button', { name: '第 3 页' }).click();
      // The page's rows arrive once the refreshed token was sent again (earlier tests deleted some).
      await expect.poll(async () => Math.max(...(await ids()))).toBeLessThan(Math.min(...firstPage) - 9);
      const after = await token();
      expect(after).toBeTruthy();
      expect(after).not.toBe(before);
      await page.getByTestId('user-menu').click();
      await page.getByText('退出登录').click();
      await page.getByLabel('用户名').waitFor();
      expect(await token()).toBeNull();
      expect(unexpected()).toEqual([]);
    });

    it('F5 on the list once the stored token has expired: refreshed (the body token too), the rows show, no sign-in', async () => {
      await newPage();
      await signIn(page, backend.url, 'admin');
      await openArticles();
      const before = await expiredToken();
      await page.reload();
      await rows().first().waitFor();
      expect(page.url()).toContain('#/content/articles');
      expect(await token()).not.toBe(before);
      expect(unexpected()).toEqual([]);
    });

    it('shows a forbidden call as forbidden: the message, the error log and the 403 page', async () => {
      await newPage('editor');
      await openArticles();
      await page.getByRole('button', { name: '添加' }).click();
      await dialog().locator('#root_title').fill('编辑无权保存');
      await dialog().getByRole('button', { name: '保存' }).click();
      await page.getByText('抱歉，您无权访问此页面').waitFor();
      // The left-out server route, then the refused save.
      await errorLogCount(2).waitFor();
      expect(unexpected()).toEqual([]);
    });
  });
}
