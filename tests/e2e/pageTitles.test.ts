import { describe, expect, it } from 'vitest';
import { useConsole } from './support/useConsole';

const SITE = '积木工作台';

// The document title of the screens outside the configured routes — sign-in, register, the social
// callback, 403 and 404 — is built like every other page's: page title, separator, site title.
describe('LY-14 the public and error screens carry a page title', () => {
  const ctx = useConsole();

  it('LY-14 signed out: 登录, 注册, 第三方登录, 无权访问 and 页面不存在 each name their screen', async () => {
    const page = await ctx.open('/login', { account: null });
    await page.getByRole('button', { name: '登录' }).first().waitFor();
    await expect.poll(() => page.title()).toBe(`登录 - ${SITE}`);
    for (const [path, title] of [
      ['/register', '注册'],
      ['/callback', '第三方登录'],
      ['/403', '无权访问'],
      ['/404', '页面不存在'],
    ]) {
      await page.goto(`${ctx.app.url}/#${path}`);
      await expect.poll(() => page.title(), { message: `the title of ${path}` }).toBe(`${title} - ${SITE}`);
    }
    expect(ctx.errors).toEqual([]);
  });

  it('LY-14 signed in: an address that names no page shows 404 under its title, in the reader’s language', async () => {
    const page = await ctx.open('/no/such/page');
    await page.locator('.jimu-result:visible').waitFor();
    await expect.poll(() => page.title()).toBe(`页面不存在 - ${SITE}`);
    await page.getByRole('button', { name: '语言: English' }).click();
    await expect.poll(() => page.title()).toBe('Page not found - Jimu Workbench');
    await page.goto(`${ctx.app.url}/#/403`);
    await expect.poll(() => page.title()).toBe('Access denied - Jimu Workbench');
    expect(ctx.errors).toEqual([]);
  });
});
