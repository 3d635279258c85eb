import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser } from './support/launchBrowser';
import { isReachable } from './support/reachable';
import { type RunningConsole, startConsole } from './support/startConsole';
import { openSignedIn } from './support/useConsole';

const tabTitles = (page: Page) =>
  page.locator('[data-testid="tabs-bar"] [role="tab"] .jimu-tab-title').allInnerTexts();
const activeTab = (page: Page) => page.locator('[data-testid="tabs-bar"] [role="tab"][aria-selected="true"]');
/** Navigates by the hash and waits until the tab of `to` is the selected one (not merely some tab). */
const go = async (page: Page, to: string) => {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, `#${to}`);
  // A tab's key is its path, or its full path for a route with a tab per record.
  await page.waitForFunction((path) => {
    const key = document
      .querySelector('[data-testid="tabs-bar"] [role="tab"][aria-selected="true"]')
      ?.getAttribute('data-tab-key');
    return key === path || key === path.split('?')[0];
  }, to);
};

// The sample console, whose table detail route is named `Detail` with no dynamicNewTab: the one
// detail-route rule gives it one tab per record.
describe('#11.5 tabs survive a reload and can always be reached', () => {
  let app: RunningConsole;
  let browser: TestBrowser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    app = await startConsole();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });
  // Each test in a new context (its own storage), signed in from the stored session on the home page.
  beforeEach(async () => {
    errors = [];
    page = await openSignedIn(browser, app, '/', { errors });
  });
  afterEach(async () => {
    await page?.context().close();
  });

  it('#11.5 SE-08 F5 on a deep page keeps the open tabs and the pinned 首页, also for a first deep link', async () => {
    await go(page, '/user_center/userManagement');
    await go(page, '/user_center/roleManagement');
    await go(page, '/vab/table/comprehensiveTable');
    const before = await tabTitles(page);
    expect(before).toEqual(['首页', '用户管理', '角色管理', '综合表格']);
    await page.reload();
    await expect.poll(() => tabTitles(page)).toEqual(before);
    expect(await activeTab(page).textContent()).toContain('综合表格');
    // A deep link in a fresh browser tab: the pinned 首页 is there as well.
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await expect.poll(() => tabTitles(page)).toEqual(['首页', '综合表格']);
    await page.close();
    expect(errors).toEqual([]);
  });

  it('#11.5 SE-08 with 17 tabs the current one is in view; wheel, ‹ › and the tab list reach the others', async () => {
    const paths = await page
      .locator('[data-testid="side-bar"] a.jimu-menu-item')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')?.slice(1) ?? ''));
    // Leaves of the open groups only show once their group opens: the known pages make up the rest.
    const known = [
      '/user_center/userManagement',
      '/user_center/roleManagement',
      '/user_center/departmentManagement',
      '/user_center/personalCenter',
      '/user_center/password',
      '/setting/menuManagement',
      '/setting/systemLog',
      '/vab/table/comprehensiveTable',
      '/other/tabs',
      '/other/notice',
      '/mall/goods',
      '/vab/icon/remixIcon',
      '/user_center/roleResManagement',
      '/user_center/roleMenuManagement',
      '/vab/table/inlineEditTable',
      '/error/404',
      '/error/403',
      '/other/timeline',
      '/other/count',
    ];
    const candidates = [...new Set([...paths.filter((p) => p.startsWith('/')), ...known])];
    const pages: string[] = [];
    for (const to of candidates) {
      if ((await tabTitles(page)).length >= 17) break;
      await go(page, to);
      pages.push(to);
    }
    expect((await tabTitles(page)).length).toBeGreaterThanOrEqual(17);
    expect(await isReachable(activeTab(page))).toBe(true);
    const list = page.locator('[data-testid="tabs-bar"] [role="tablist"]');
    const scrollLeft = () => list.evaluate((el) => el.scrollLeft);
    const end = await scrollLeft();
    expect(end).toBeGreaterThan(0);
    await page.getByTestId('tabs-left').click();
    await expect.poll(scrollLeft).toBeLessThan(end);
    const box = await list.boundingBox();
    await page.mouse.move((box?.x ?? 0) + 50, (box?.y ?? 0) + 20);
    const now = await scrollLeft();
    await page.mouse.wheel(0, 300);
    await expect.poll(scrollLeft).toBeGreaterThan(now);
    // The ⋯ menu lists every open tab; picking the first one brings it into view.
    await page.getByTestId('tabs-more').click();
    const entries = page.getByRole('menuitemradio');
    expect(await entries.count()).toBe((await tabTitles(page)).length);
    const second = await page
      .locator('[data-testid="tabs-bar"] [role="tab"]')
      .nth(1)
      .getAttribute('data-tab-key');
    await entries.nth(1).click();
    await expect.poll(async () => (await activeTab(page).getAttribute('data-tab-key')) ?? '').toBe(second);
    await expect.poll(() => isReachable(activeTab(page))).toBe(true);
    await page.close();
    expect(errors).toEqual([]);
  });

  it('#11.5 #11.11 RT-07 two detail tabs of a route named Detail (no dynamicNewTab) are two tabs with distinct titles', async () => {
    await go(page, '/vab/table/detail?id=1');
    await go(page, '/vab/table/detail?id=2');
    // The first detail tab is already selected when the second hash change lands: wait for the second tab.
    const detailTitles = async () => (await tabTitles(page)).filter((title) => title !== '首页');
    await expect.poll(detailTitles).toHaveLength(2);
    const details = await detailTitles();
    expect(new Set(details).size).toBe(2);
    expect(details.join(' ')).toMatch(/1/);
    expect(details.join(' ')).toMatch(/2/);
    // Each tab shows its own record's view.
    const keys = await page
      .locator('[data-testid="tabs-bar"] [role="tab"]')
      .evaluateAll((tabs) => tabs.map((tab) => tab.getAttribute('data-tab-key')));
    expect(keys).toEqual(['/index', '/vab/table/detail?id=1', '/vab/table/detail?id=2']);
    expect(await page.locator('.jimu-view[data-view-key="/vab/table/detail?id=2"]').count()).toBe(1);
    await page.close();
    expect(errors).toEqual([]);
  });
});
