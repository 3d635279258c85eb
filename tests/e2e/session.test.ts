import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { signIn, topMenuTitles } from './support/signIn';
import type { RunningConsole } from './support/startConsole';
import { useConsole } from './support/useConsole';

// The three accounts in real Chromium against the real mock server.
describe('session and role-filtered routing in Chromium', () => {
  const ctx = useConsole();
  let app: RunningConsole;
  let page: Page;
  let errors: string[];
  // A test about the session (signing in, staying signed in, signing out) uses the form on its
  // blank page; one about what a signed-in account sees opens signed in from the stored session.
  beforeEach(async () => {
    ({ app, page, errors } = ctx);
  });

  it('PM-01 PM-04 SE-05 admin sees every group, including the Admin-only ones', async () => {
    page = await ctx.open();
    const menu = await topMenuTitles(page);
    expect(menu).toEqual(expect.arrayContaining(['首页', '用户中心', '系统设置', '组件', '其他', '商城']));
    expect(page.url()).toMatch(/#\/index$/);
    expect(await page.title()).toBe('首页 - 积木工作台');
    expect(errors).toEqual([]);
  });

  it('PM-02 PM-04 editor loses the Admin-only groups and the table group (mode except)', async () => {
    page = await ctx.open('/', { account: 'editor' });
    const menu = await topMenuTitles(page);
    expect(menu).toEqual(expect.arrayContaining(['首页', '用户中心', '组件']));
    for (const hidden of ['系统设置', '其他', '商城']) expect(menu).not.toContain(hidden);
    await page.locator('.jimu-shell-sider').getByText('组件', { exact: true }).click();
    await page.locator('.jimu-shell-sider').getByText('角色权限', { exact: true }).waitFor();
    expect(await page.locator('.jimu-shell-sider').getByText('表格', { exact: true }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('PM-04 a typed URL of a route the user may not see shows 403, never the page', async () => {
    page = await ctx.open('/', { account: 'test' });
    expect(await topMenuTitles(page)).not.toContain('商城');
    await page.goto(`${app.url}/#/mall/goods`);
    await page.waitForURL(/#\/403$/);
    await page.getByText('抱歉，您无权访问此页面').waitFor();
    await page.goto(`${app.url}/#/no/such/page`);
    await page.waitForURL(/#\/404$/);
    await page.getByText('抱歉，您访问的页面不存在').waitFor();
  });

  it('SE-03 reload keeps the session and the page', async () => {
    await signIn(page, app.url, 'editor');
    await page.goto(`${app.url}/#/user_center/userManagement`);
    await page.reload();
    await page.locator('.jimu-shell-sider').waitFor();
    expect(page.url()).toMatch(/#\/user_center\/userManagement$/);
    expect(await page.getByTestId('user-menu').innerText()).toContain('editor');
    expect(errors).toEqual([]);
  });

  it('SE-01 SE-02 RT-08 logout clears the session and returns to login with the current path', async () => {
    await signIn(page, app.url, 'admin');
    await page.goto(`${app.url}/#/user_center/userManagement`);
    await page.locator('.jimu-shell-sider').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('admin-token'))).toMatch(/^admin-token-/);
    await page.getByTestId('user-menu').click();
    await page.getByText('退出登录').click();
    await page.waitForURL(/#\/login\?redirect=%2Fuser_center%2FuserManagement$/);
    expect(await page.evaluate(() => localStorage.getItem('admin-token'))).toBeNull();
    // A protected URL now sends the visitor back to login
    await page.goto(`${app.url}/#/index`);
    await page.waitForURL(/#\/login\?redirect=%2Findex$/);
    // signing in again goes back where the redirect says
    await page.getByLabel('用户名').fill('editor');
    await page.getByLabel('密码').fill('jimu123456');
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL(/#\/index$/);
    expect(await page.getByTestId('user-menu').innerText()).toContain('editor');
  });

  it('ER-04 VA-04 a wrong password shows the server message; an empty form shows inline errors', async () => {
    await page.goto(`${app.url}/#/login`);
    await page.getByRole('button', { name: '登录' }).click();
    await page.getByText('用户名不能为空').waitFor();
    await page.getByText('密码不能少于6位').waitFor();
    await page.getByLabel('用户名').fill('admin');
    await page.getByLabel('密码').fill('wrong-password');
    await page.getByRole('button', { name: '登录' }).click();
    await page.getByText('帐户或密码不正确').waitFor();
    expect(page.url()).toMatch(/#\/login$/);
  });

  it('LY-14 switching the language changes the menu and the document title', async () => {
    page = await ctx.open();
    await page.getByRole('button', { name: '语言' }).click();
    await page.waitForFunction(() => document.title === 'Home - Jimu Workbench');
    expect(await topMenuTitles(page)).toEqual(expect.arrayContaining(['Home', 'User centre']));
    await page.reload();
    await page.locator('.jimu-shell-sider').waitFor();
    expect(await page.title()).toBe('Home - Jimu Workbench');
  });

  it('SE-01 SE-02 the three demo accounts each sign in and out', async () => {
    for (const account of ['admin', 'editor', 'test']) {
      await signIn(page, app.url, account);
      expect(await page.getByTestId('user-menu').innerText()).toContain(account);
      expect(await page.evaluate(() => localStorage.getItem('admin-token'))).toMatch(
        new RegExp(`^${account}-token-`),
      );
      await page.getByTestId('user-menu').click();
      await page.getByText('退出登录').click();
      await page.waitForURL(/#\/login/);
      expect(await page.evaluate(() => localStorage.getItem('admin-token'))).toBeNull();
    }
    expect(errors).toEqual([]);
  });
});
