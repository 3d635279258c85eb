import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type ConsoleContext, useConsole } from './support/useConsole';

const menuItem = (page: Page, title: string) =>
  page.locator('[data-testid="side-bar"] a.jimu-menu-item', { hasText: title });
/** Every request of the page to the console's origin fails, as with the network gone. */
const cutOff = (page: Page, url: string) => {
  const origin = new URL(url).origin;
  return page.route(
    (address) => address.origin === origin,
    (route) => route.abort('internetdisconnected'),
  );
};
const serverBack = (page: Page) => page.unrouteAll({ behavior: 'wait' });
/** Opens the user list signed in as admin and waits for its rows. */
const openUserList = async (ctx: ConsoleContext) => {
  const page = await ctx.open('/user_center/userManagement');
  await page.locator('.jimu-crud tbody tr.jimu-table-row').first().waitFor();
  return page;
};

// Recovery after an outage. The outage is every request of the page to the
// console's origin — its code chunks, page configs and API calls — dropped as by a lost network.
// The page is one no service worker controls yet (a first visit): a controlled page keeps its
// cached code offline (header.serviceWorker.test.ts), and the worker registers as soon as
// the page is idle, so whether this page's code came from the network would depend on timing.
describe('#11.6 recovery after an outage', () => {
  const ctx = useConsole('config', {}, { serviceWorkers: 'block' });
  const crumbs = (page: Page) => page.getByRole('navigation', { name: 'breadcrumb' });
  const activeTab = (page: Page) =>
    page.locator('[data-testid="tabs-bar"] [role="tab"][aria-selected="true"]');
  const failure = (page: Page) => page.locator('.jimu-result:visible');
  /** The failure view alone: its words name the network and the server, no other page shows. */
  const expectOutageView = async (page: Page, title: string, words: RegExp[]) => {
    await failure(page).waitFor();
    const text = (await failure(page).textContent()) ?? '';
    for (const word of words) expect(text).toMatch(word);
    expect(text).not.toMatch(/chunk|CORS|跨域/i);
    expect(await crumbs(page).locator('[aria-current="page"]').textContent()).toBe(title);
    expect(await activeTab(page).textContent()).toContain(title);
    expect(await page.locator('.jimu-crud:visible').count()).toBe(0);
  };

  it('#11.6 a page whose code cannot load shows the outage alone; 重试 loads it once the server is back, without F5', async () => {
    const page = await openUserList(ctx);
    await cutOff(page, ctx.app.url);
    // 项目管理's code (a plugin screen) was never loaded.
    await page.locator('[data-testid="side-bar"]').getByText('开发工作台').click();
    await menuItem(page, '项目管理').click();
    await expectOutageView(page, '项目管理', [/服务器/, /网络/]);
    await failure(page).getByRole('button', { name: '重试' }).click();
    await expectOutageView(page, '项目管理', [/服务器/, /网络/]);
    await serverBack(page);
    await failure(page).getByRole('button', { name: '重试' }).click();
    await expect.poll(() => failure(page).count()).toBe(0);
    await expect.poll(() => crumbs(page).locator('[aria-current="page"]').textContent()).toBe('项目管理');
    await page.locator('.wb-screen:visible').waitFor();
  });

  it('ER-05 a lazy page whose code cannot be fetched says its code did not load and offers to reload; the reload shows it', async () => {
    const page = await openUserList(ctx);
    // Only the code is refused (the API still answers): a code file gone after a new release, or
    // cut off on its way.
    await page.route(
      (address) =>
        address.origin === new URL(ctx.app.url).origin && /\/static\/.*\.js$/.test(address.pathname),
      (route) => route.abort('failed'),
    );
    await page.locator('[data-testid="side-bar"]').getByText('开发工作台').click();
    await menuItem(page, '项目管理').click();
    await failure(page).waitFor();
    expect(await failure(page).locator('h2').textContent()).toBe('此页面的代码没有加载成功');
    expect(await failure(page).textContent()).not.toMatch(/chunk/i);
    await serverBack(page);
    await failure(page).getByRole('button', { name: '重新加载' }).click();
    await page.locator('.wb-screen:visible').waitFor({ timeout: 20_000 });
    expect(await failure(page).count()).toBe(0);
  });

  it('#11.6 a config page whose config and data cannot load: English wording, and a menu click after recovery loads it', async () => {
    const page = await openUserList(ctx);
    await page.getByRole('button', { name: '语言: English' }).click();
    // The runtime's English words come in a chunk of their own: here before the network goes.
    await page.getByRole('button', { name: /^Language: / }).waitFor();
    await cutOff(page, ctx.app.url);
    await menuItem(page, 'Departments').click();
    await expectOutageView(page, 'Departments', [/server/i, /network/i]);
    await serverBack(page);
    await menuItem(page, 'Departments').click();
    await page.locator('.jimu-crud[data-page="departments"] tbody tr.jimu-table-row').first().waitFor();
    expect(await failure(page).count()).toBe(0);
  });
});

// The same outage on a page the service worker controls (a later visit): the page's code and
// config come from the worker's cache, so the page itself shows; its data cannot come, and the
// list says so where the rows would be, with a Retry that brings them once the server is back.
describe('#11.6 an outage on a page the service worker keeps', () => {
  const ctx = useConsole('config', {}, { serviceWorkers: 'allow' });

  it('#11.6 SE-10 offline, a cached page shows with its list failure; Retry loads the rows after recovery', async () => {
    const page = await openUserList(ctx);
    // The console registers its worker once the page is idle; wait until it controls the page.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    await cutOff(page, ctx.app.url);
    await menuItem(page, '部门管理').click();
    const list = page.locator('.jimu-crud[data-page="departments"]');
    const failure = list.getByRole('alert');
    await failure.waitFor();
    expect(await failure.textContent()).toMatch(/服务器/);
    expect(await page.locator('.jimu-result:visible').count()).toBe(0);
    await serverBack(page);
    await failure.getByRole('button', { name: '重试' }).click();
    await list.locator('tbody tr.jimu-table-row').first().waitFor();
    expect(await failure.count()).toBe(0);
  });
});
