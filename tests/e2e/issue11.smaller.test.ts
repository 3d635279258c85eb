import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { signIn } from './support/signIn';
import type { RunningConsole } from './support/startConsole';
import { useConsole } from './support/useConsole';

// Duplicate role names, notices, theme confirmations, why the
// login page shows, and a question before the cache is cleared.
describe('#11.10 the smaller ones', () => {
  const ctx = useConsole();
  let app: RunningConsole;
  let page: Page;
  // A test about the session (its end, signing out) signs in through the form on its blank page;
  // any other opens its page signed in from the stored session (ctx.open), a new page.
  beforeEach(() => {
    ({ app, page } = ctx);
  });

  const tools = () => page.getByRole('toolbar', { name: 'header tools' });
  const toasts = () => page.locator('.semi-toast-content-text').allInnerTexts();
  const modal = () => page.locator('.semi-modal-content');
  const api = (path: string, body: unknown) =>
    page.evaluate(
      async ([path, body]) => {
        const token = localStorage.getItem('admin-token');
        const response = await fetch(path as string, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(body),
        });
        return { status: response.status, body: await response.json() };
      },
      [path, body] as const,
    );

  it('#11.10 a duplicate role name is refused by the server and shown on the role field, in zh and en', async () => {
    page = await ctx.open('/user_center/roleManagement');
    const refused = await api('/roleManagement/doEdit', { role: ' editor ' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 409, msg: expect.stringContaining('role') });

    await page.getByRole('button', { name: '新增' }).click();
    await modal().locator('#root_role').fill('Editor');
    await modal().locator('#root_description').fill('第二个编辑');
    await modal().getByRole('button', { name: '保存' }).click();
    await expect.poll(() => modal().locator('#root_role__error').textContent()).toBe('角色已被使用');
    expect(await modal().locator('#root_description').inputValue()).toBe('第二个编辑');
    expect((await toasts()).join(' ')).not.toContain('已存在');
    await modal().getByRole('button', { name: '取消' }).click();

    await tools().getByRole('button', { name: '语言: English' }).click();
    await page.getByRole('button', { name: 'Add' }).click();
    await modal().locator('#root_role').fill('Admin');
    await modal().getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => modal().locator('#root_role__error').textContent()).toBe('Role is already taken');
  });

  it('#11.10 a notice opens to its text, and 清空消息 is kept by the server for that user only', async () => {
    page = await ctx.open();
    const bell = () => tools().getByRole('button', { name: /^消息( \d+)?$/ });
    // The count comes with the notices call, which may answer after the shell shows.
    await expect.poll(() => bell().getAttribute('aria-label')).toBe('消息 10');
    await bell().click();
    const popover = page.getByTestId('notice-popover');
    await popover.getByRole('button', { name: /系统将于周六凌晨 2 点维护/ }).click();
    await expect
      .poll(() => page.getByTestId('notice-detail').innerText())
      .toContain('系统将于周六凌晨 2 点维护');
    await popover.getByRole('button', { name: '返回消息列表' }).click();
    // Opened means read: the count drops, and the server remembers it.
    await expect.poll(() => bell().getAttribute('aria-label')).toBe('消息 9');
    await popover.getByRole('button', { name: '清空消息' }).click();
    await expect.poll(toasts).toContain('消息已清空');
    await page.reload();
    await page.locator('.jimu-shell-sider').waitFor();
    await bell().click();
    await popover.getByRole('tab', { name: '通知 (0)' }).waitFor();
    expect(await bell().getAttribute('aria-label')).toBe('消息');

    // Another user's messages are untouched.
    page = await ctx.open('/', { account: 'editor' });
    await expect.poll(() => bell().getAttribute('aria-label')).toBe('消息 10');
  });

  it('#11.10 the theme drawer confirms Save and Restore default with a message', async () => {
    page = await ctx.open();
    const sheet = page.locator('.jimu-theme-drawer .semi-sidesheet-inner');
    const open = async () => {
      await page.evaluate(() => window.dispatchEvent(new Event('theme')));
      await sheet.waitFor();
    };
    await open();
    await page.locator('.jimu-theme-drawer').getByRole('button', { name: '保存' }).click();
    await expect.poll(toasts).toContain('主题配置已保存');
    await open();
    await page.locator('.jimu-theme-drawer').getByRole('button', { name: '恢复默认' }).click();
    await expect.poll(toasts).toContain('已恢复默认主题配置');
  });

  it('#11.10 after a revoked or an expired session the login page says why, and not after a reload', async () => {
    await signIn(page, app.url, 'admin');
    // The token is retired on the server (signed out elsewhere) while the console still holds it.
    const retired = await page.evaluate(async () => {
      const token = localStorage.getItem('admin-token');
      const response = await fetch('/logout', { headers: { authorization: `Bearer ${token}` } });
      return response.status;
    });
    expect(retired).toBe(200);
    await page.goto(`${app.url}/#/user_center/userManagement`);
    await expect
      .poll(() => page.getByTestId('login-notice').textContent())
      .toBe('登录已失效（在别处退出或已被撤销），请重新登录。');
    // Another address while signed out shows the login screen again: it still says why.
    await page.goto(`${app.url}/#/home`);
    await expect
      .poll(() => page.getByTestId('login-notice').textContent())
      .toBe('登录已失效（在别处退出或已被撤销），请重新登录。');

    await signIn(page, app.url, 'admin');
    // The token expires and cannot be refreshed.
    await page.route('**/userManagement/getList**', (route) =>
      route.fulfill({
        status: 402,
        contentType: 'application/json',
        body: JSON.stringify({ code: 402, msg: '令牌已过期', data: null }),
      }),
    );
    await page.route('**/refreshToken**', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ code: 401, msg: '令牌无效', data: null }),
      }),
    );
    await page.goto(`${app.url}/#/user_center/userManagement`);
    await expect.poll(() => page.getByTestId('login-notice').textContent()).toBe('登录已过期，请重新登录。');
    // Signing out oneself is not explained as an expiry.
    await page.unroute('**/userManagement/getList**');
    await page.unroute('**/refreshToken**');
    await page.reload();
    await page.getByLabel('用户名').waitFor();
    expect(await page.getByTestId('login-notice').count()).toBe(0);
  });

  it('#11.10 清理缓存 asks before it signs out; cancelling keeps the session', async () => {
    await signIn(page, app.url, 'admin');
    await tools().getByRole('button', { name: '清理缓存' }).click();
    const question = page.locator('.semi-modal-content');
    await question.getByText('清理缓存并重新登录？').waitFor();
    await question.getByRole('button', { name: '取消' }).click();
    await question.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => localStorage.getItem('admin-token'))).not.toBeNull();
    await tools().getByRole('button', { name: '清理缓存' }).click();
    await Promise.all([
      page.waitForEvent('load'),
      page.locator('.semi-modal-content').getByRole('button', { name: '清理并退出' }).click(),
    ]);
    await page.waitForURL(/#\/login/);
    expect(await page.evaluate(() => localStorage.getItem('admin-token'))).toBeNull();
  });
});
