import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { signIn, topMenuTitles } from './support/signIn';
import type { RunningConsole } from './support/startConsole';
import { useConsole } from './support/useConsole';

// Every header control, as admin, in real Chromium.
describe('header tools in Chromium', () => {
  const ctx = useConsole();
  let app: RunningConsole;
  let page: Page;
  let errors: string[];
  beforeEach(async () => {
    ({ app, page, errors } = ctx);
  });

  const tools = () => page.getByRole('toolbar', { name: 'header tools' });

  it('LY-05 the header shows every control, each icon button with an accessible name', async () => {
    page = await ctx.open('/');
    for (const name of ['搜索', '全屏', '主题配置', '刷新', '清理缓存', '错误日志']) {
      await tools().getByRole('button', { name, exact: true }).waitFor();
    }
    // the notice button's name carries its visible count (axe: label-content-name-mismatch)
    await tools()
      .getByRole('button', { name: /^消息( \d+)?$/ })
      .waitFor();
    await tools().getByRole('button', { name: '语言: English' }).waitFor();
    const unnamed = await tools()
      .locator('button')
      .evaluateAll((buttons) => buttons.filter((b) => !b.getAttribute('aria-label')?.trim()).length);
    expect(unnamed).toBe(0);
    expect(errors).toEqual([]);
  });

  it('LY-11 K-03 search suggestions come 500 ms after typing stops, in one call; a pick navigates', async () => {
    page = await ctx.open('/');
    const calls: number[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/search/getList')) calls.push(Date.now());
    });
    await tools().getByRole('button', { name: '搜索', exact: true }).click();
    const input = page.getByRole('dialog').getByPlaceholder('搜索页面');
    await input.waitFor();
    const typed = Date.now();
    await input.pressSequentially('用户', { delay: 100 });
    const stopped = Date.now();
    await page.getByRole('option', { name: '用户管理' }).waitFor();
    expect(calls).toHaveLength(1);
    expect(calls[0] - stopped).toBeGreaterThanOrEqual(450);
    expect(calls[0] - typed).toBeGreaterThanOrEqual(500);
    await page.getByRole('option', { name: '用户管理' }).click();
    await page.waitForURL(/#\/user_center\/userManagement$/);
    await input.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it('LY-10 ER-06 the notice popover is 300 px with notice and e-mail tabs; clearing toasts', async () => {
    page = await ctx.open('/');
    await tools()
      .getByRole('button', { name: /^消息( \d+)?$/ })
      .click();
    const popover = page.getByTestId('notice-popover');
    await popover.waitFor();
    // Semi scales the popover in: measure once the animation has settled
    await expect.poll(async () => (await popover.boundingBox())?.width).toBe(300);
    await popover.getByText('系统将于周六凌晨 2 点维护').waitFor();
    await popover.getByRole('tab', { name: /邮件/ }).click();
    await popover.getByText('周报已生成').waitFor();
    await popover.getByRole('button', { name: '清空消息' }).click();
    await page.getByText('消息已清空').waitFor();
    await popover.getByRole('tab', { name: '通知 (0)' }).waitFor();
    await popover.getByRole('tab', { name: '邮件 (0)' }).waitFor();
    await popover.getByRole('tabpanel').getByText('暂无消息').waitFor();
    expect(errors).toEqual([]);
  });

  it('LY-12 the language switch changes menu titles, breadcrumb and document title', async () => {
    page = await ctx.open('/user_center/userManagement');
    await page.waitForFunction(() => document.title === '用户管理 - 积木工作台');
    await tools().getByRole('button', { name: '语言: English' }).click();
    await page.waitForFunction(() => document.title === 'Users - Jimu Workbench');
    expect(await topMenuTitles(page)).toEqual(expect.arrayContaining(['Home', 'User centre']));
    await page.getByRole('navigation', { name: 'breadcrumb' }).getByText('Users').waitFor();
    await tools().getByRole('button', { name: 'Clear cache' }).waitFor();
    await tools().getByRole('button', { name: 'Language: 中文' }).click();
    await page.waitForFunction(() => document.title === '用户管理 - 积木工作台');
    expect(errors).toEqual([]);
  });

  it('LY-12 cache clear empties local storage and reloads', async () => {
    page = await ctx.open('/');
    await page.evaluate(() => localStorage.setItem('jimu-e2e-marker', 'x'));
    expect(await page.evaluate(() => localStorage.length)).toBeGreaterThan(1);
    // It signs out, so it asks first.
    await tools().getByRole('button', { name: '清理缓存' }).click();
    await Promise.all([
      page.waitForEvent('load'),
      page.locator('.semi-modal-content').getByRole('button', { name: '清理并退出' }).click(),
    ]);
    expect(await page.evaluate(() => localStorage.getItem('jimu-e2e-marker'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('admin-token'))).toBeNull();
    await page.waitForURL(/#\/login/);
  });

  it('LY-10 the full screen toggle enters and leaves full screen', async () => {
    page = await ctx.open('/');
    await tools().getByRole('button', { name: '全屏', exact: true }).click();
    await page.waitForFunction(() => document.fullscreenElement === document.documentElement);
    await tools().getByRole('button', { name: '退出全屏' }).click();
    await page.waitForFunction(() => document.fullscreenElement === null);
    await tools().getByRole('button', { name: '全屏', exact: true }).waitFor();
    expect(errors).toEqual([]);
  });

  it('ER-06 LY-10 a refused full screen shows the failure toast', async () => {
    page = await ctx.open('/');
    // A browser that refuses (policy, iframe without allowfullscreen): the request rejects.
    await page.evaluate(() => {
      Element.prototype.requestFullscreen = () => Promise.reject(new TypeError('Permissions check failed'));
    });
    await tools().getByRole('button', { name: '全屏', exact: true }).click();
    await page.getByText('全屏失败，浏览器不允许全屏').waitFor();
    expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();
    expect(errors).toEqual([]);
  });

  it('LY-05 the avatar menu opens the personal centre and logs out', async () => {
    // About signing out, which revokes the token on the server: a token of its own, from the form,
    // not the stored session the file's other tests open with.
    await signIn(page, app.url, 'admin');
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: '个人中心' }).click();
    await page.waitForURL(/personalCenter$/);
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.waitForURL(/#\/login/);
    expect(errors).toEqual([]);
  });

  it('LY-10 the footer shows the copyright, this year and the site title', async () => {
    page = await ctx.open('/');
    const year = new Date().getFullYear();
    await page.getByTestId('shell-footer').getByText(`版权所有 © ${year} 积木工作台`).waitFor();
  });
});
