import type { Page } from 'playwright-core';

/**
 * Fills and sends the console's real login form (in Chinese, the consoles' default language), as
 * a person would. Resolves once the button is clicked; what the console does next is the caller's
 * to wait for.
 *
 * @example await submitLogin(page, 'http://127.0.0.1:10000', 'admin', 'jimu123456');
 */
export async function submitLogin(page: Page, baseUrl: string, username: string, password: string) {
  await page.goto(`${baseUrl}/#/login`);
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录' }).click();
}
