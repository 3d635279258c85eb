import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchBrowser, type TestBrowser } from './support/launchBrowser';
import { openShowcase, pastTheEdge, setLanguage } from './support/showcaseChecks';
import { topMenuTitles } from './support/signIn';
import { type RunningConsole, startConsole } from './support/startConsole';
import { openSignedIn } from './support/useConsole';

// The showcase's permission and table detail screens, in Chromium.
describe('showcase: permission and table detail', () => {
  let app: RunningConsole;
  let browser: TestBrowser;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    app = await startConsole();
    browser = await launchBrowser();
    page = await openSignedIn(browser, app, '/', { errors });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const showcase = (name: string) => page.locator(`[data-testid="showcase-${name}"]:visible`);
  /** The detail demo in the view of `key` once it shows (kept-alive views of other ids stay in the DOM). */
  const detail = (key: string) =>
    page.locator(`.jimu-view[data-view-key="${key}"]:not([hidden]) [data-testid="showcase-tableDetail"]`);
  const shownRules = async () =>
    await showcase('permission')
      .getByTestId('showcase-permission-rule')
      .evaluateAll((buttons) => buttons.map((b) => Number(b.getAttribute('data-rule'))));
  const routePaths = () =>
    showcase('permission').getByTestId('showcase-permission-routes').locator('tbody').textContent();
  const switchTo = async (username: string) => {
    await showcase('permission')
      .getByTestId('showcase-permission-switch')
      .getByText(username, { exact: true })
      .click();
    await page.getByTestId('showcase-permission-confirm').click();
    await expect
      .poll(() => showcase('permission').getByTestId('showcase-permission-username').textContent(), {
        timeout: 15_000,
      })
      .toBe(username);
  };

  it('#17.1 permission 1, 4: as admin exactly buttons 1, 4, 7, 8, 9, 11; the route table lists /vab/permission and /other/workflow', async () => {
    await openShowcase(page, app.url, '/vab/permission', 'permission');
    await expect.poll(shownRules).toEqual([1, 4, 7, 8, 9, 11]);
    const paths = await routePaths();
    expect(paths).toContain('/vab/permission');
    expect(paths).toContain('/other/workflow');
    expect(await seriousViolations(page, { scope: '[data-testid="showcase-permission"]' })).toEqual([]);
  });

  it('#17.1 permission: the placeholder toggle shows denied rules as dashed boxes instead of removing them', async () => {
    await showcase('permission').getByTestId('showcase-permission-placeholders').click();
    await expect.poll(() => showcase('permission').locator('[data-denied]').count()).toBe(6);
    await showcase('permission').getByTestId('showcase-permission-placeholders').click();
    await expect.poll(() => showcase('permission').locator('[data-denied]').count()).toBe(0);
  });

  it('#17.1 permission 5 (API-05): expired token → 402, one refresh, the retry succeeds; the token changes and no login page', async () => {
    const calls: string[] = [];
    const log = (response: Response) => {
      const url = new URL(response.url());
      if (/^\/(expireToken|refreshToken)$/.test(url.pathname))
        calls.push(`${url.pathname} ${response.status()}`);
    };
    page.on('response', log);
    const before = await page.evaluate(() => localStorage.getItem('admin-token'));
    await showcase('permission').getByTestId('showcase-permission-expire').click();
    await expect
      .poll(() => calls, { timeout: 15_000 })
      .toEqual(['/expireToken 402', '/refreshToken 200', '/expireToken 200']);
    page.off('response', log);
    await expect
      .poll(() => showcase('permission').getByTestId('showcase-permission-new-token').textContent())
      .not.toBe('');
    const oldPrefix = await showcase('permission').getByTestId('showcase-permission-old-token').textContent();
    const newPrefix = await showcase('permission').getByTestId('showcase-permission-new-token').textContent();
    expect(oldPrefix).toBe(`${before?.slice(0, 16)}…`);
    expect(newPrefix).not.toBe(oldPrefix);
    expect(page.url()).toContain('#/vab/permission');
  });

  it('#17.1 permission 2, 4 (SE-02): switching to editor rebuilds the session — buttons 2, 3, 7, 8, 10, 12; no 表格 or 其他 menu', async () => {
    await switchTo('editor');
    await expect.poll(shownRules).toEqual([2, 3, 7, 8, 10, 12]);
    const menu = await topMenuTitles(page);
    expect(menu.some((title) => title.startsWith('其他'))).toBe(false);
    expect(await page.locator('.jimu-shell-sider').getByText('表格', { exact: true }).count()).toBe(0);
    const paths = await routePaths();
    expect(paths).toContain('/vab/permission');
    expect(paths).not.toContain('/other/workflow');
  });

  it('#17.1 permission 3, 4: switching to test — buttons 2, 4, 6, 7, 10; the role tag reads Test', async () => {
    await switchTo('test');
    await expect.poll(shownRules).toEqual([2, 4, 6, 7, 10]);
    expect(await showcase('permission').getByTestId('showcase-permission-roles').textContent()).toBe('Test');
    const paths = await routePaths();
    expect(paths).toContain('/vab/permission');
    expect(paths).not.toContain('/other/workflow');
  });

  it('#17.1 permission in English', async () => {
    await setLanguage(page, 'en');
    await openShowcase(page, app.url, '/vab/permission', 'permission');
    await expect
      .poll(() => showcase('permission').getByRole('heading', { name: 'Switch account' }).count())
      .toBe(1);
    await setLanguage(page, 'zh');
    await switchTo('admin');
  });

  it('#17.1 permission at 390 px in English: every rule button (the longest is {roles:[Admin],permissions:[delete:system]}) stays on the screen', async () => {
    await setLanguage(page, 'en');
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await openShowcase(page, app.url, '/vab/permission', 'permission');
      await expect.poll(shownRules).toEqual([1, 4, 7, 8, 9, 11]);
      expect(await pastTheEdge(page, '[data-testid="showcase-permission-buttons"]')).toEqual([]);
      await showcase('permission').getByTestId('showcase-permission-placeholders').click();
      expect(await pastTheEdge(page, '[data-testid="showcase-permission-buttons"]')).toEqual([]);
      await showcase('permission').getByTestId('showcase-permission-placeholders').click();
    } finally {
      await page.setViewportSize({ width: 1440, height: 900 });
      await setLanguage(page, 'zh');
    }
  });

  it('#17.1 tableDetail 1, 2: details of rows 3 and 5 open two tabs named after the rows; the menu keeps 综合表格', async () => {
    await page.goto(`${app.url}/#/vab/table/comprehensiveTable`);
    const rows = page.locator('.jimu-crud tbody tr.jimu-table-row:visible');
    await expect.poll(() => rows.count()).toBeGreaterThan(5);
    const titles: Record<number, string> = {};
    for (const id of [3, 5]) {
      const row = rows.nth(id - 1);
      titles[id] = (await row.locator('td').nth(2).textContent()) ?? '';
      await row.getByText('详情', { exact: true }).click();
      await expect.poll(() => page.url()).toContain(`#/vab/table/detail?id=${id}`);
      await expect
        .poll(() => detail(`/vab/table/detail?id=${id}`).locator('[data-field="title"]').textContent())
        .toContain(titles[id]);
      await page.goto(`${app.url}/#/vab/table/comprehensiveTable`);
      await expect.poll(() => rows.count()).toBeGreaterThan(5);
    }
    const tabTitles = await page.locator('[role="tab"]').allTextContents();
    expect(tabTitles).toContain(`${titles[3]} 详情`);
    expect(tabTitles).toContain(`${titles[5]} 详情`);
    await page.goto(`${app.url}/#/vab/table/detail?id=3`);
    await detail('/vab/table/detail?id=3').waitFor();
    await expect
      .poll(() => page.locator('.jimu-shell-sider .jimu-menu-item.is-selected').textContent())
      .toContain('综合表格');
    // Row 3 of GET /table/getList, as the server has it.
    const row3 = await page.evaluate(async () => {
      const response = await fetch('/table/getList?pageNo=1&pageSize=3', {
        headers: { Authorization: `Bearer ${localStorage.getItem('admin-token') ?? ''}` },
      });
      return (await response.json()).data.list[2];
    });
    const record = detail('/vab/table/detail?id=3');
    const labels: Record<string, string> = { published: '已发布', draft: '草稿', deleted: '已删除' };
    expect(await record.locator('[data-field="title"]').textContent()).toContain(row3.title);
    expect(await record.locator('[data-field="author"]').textContent()).toContain(row3.author);
    expect(await record.locator('[data-field="status"]').textContent()).toContain(labels[row3.status]);
    expect(await seriousViolations(page, { scope: '[data-testid="showcase-tableDetail"]' })).toEqual([]);
  });

  it('#17.1 tableDetail 3: id 999 shows the not-found state with retry; no id shows the missing-id state', async () => {
    await page.goto(`${app.url}/#/vab/table/detail?id=999`);
    await showcase('tableDetail').getByTestId('crud-retry').waitFor();
    await page.goto(`${app.url}/#/vab/table/detail`);
    await expect.poll(() => showcase('tableDetail').locator('.jimu-crud-empty').count()).toBe(1);
  });

  it('#17.1 tableDetail 4, 5: typed text survives a tab switch; 返回 closes the tab and opens the list', async () => {
    await page.goto(`${app.url}/#/vab/table/detail?id=5`);
    await detail('/vab/table/detail?id=5').getByTestId('showcase-tableDetail-keep').fill('still here');
    await page.goto(`${app.url}/#/vab/table/detail?id=3`);
    await detail('/vab/table/detail?id=3').waitFor();
    await page.goto(`${app.url}/#/vab/table/detail?id=5`);
    await expect
      .poll(() => detail('/vab/table/detail?id=5').getByTestId('showcase-tableDetail-keep').inputValue())
      .toBe('still here');
    const before = await page.locator('[role="tab"]').count();
    await detail('/vab/table/detail?id=5').getByTestId('showcase-tableDetail-back').click();
    await expect.poll(() => page.url()).toMatch(/#\/vab\/table\/comprehensiveTable$/);
    await expect.poll(() => page.locator('[role="tab"]').count()).toBe(before - 1);
    // Expected by design: the expired-token demo's 402 (then refreshed) and the id-999 lookup's 404.
    expect(errors.filter((e) => !/status of (402|404)|Not Found|不存在/.test(e))).toEqual([]);
  });
});
