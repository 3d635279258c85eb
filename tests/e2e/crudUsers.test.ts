import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RunningConsole } from './support/startConsole';
import { useConsole } from './support/useConsole';

// The users screen built from
// config/pages/users.yaml, against the real mock server.
describe('user management from config in Chromium', () => {
  const ctx = useConsole();
  let app: RunningConsole;
  let page: Page;
  let errors: string[];
  beforeEach(async () => {
    ({ app, page, errors } = ctx);
  });

  const rows = () => page.locator('.jimu-crud tbody tr.jimu-table-row');
  /** Opens the users screen signed in as `account` and waits for its first row. */
  const openUsers = async (account = 'admin') => {
    page = await ctx.open('/user_center/userManagement', { account });
    await rows().first().waitFor();
  };
  const search = async (text: string) => {
    const form = page.getByTestId('crud-search');
    await form.getByLabel('用户名').fill(text);
    await form.getByRole('button', { name: '查询' }).click();
  };
  const dialog = () => page.locator('.semi-modal-content');
  // The edit form's fields are root_<field>; the search bar's are search_<field> (idPrefix), so an
  // id is unique on the page and a label points at its own input.
  const field = (name: string) => dialog().locator(`#root_${name}`);
  /** Calls the API with the signed-in user's stored token, as a script in the page could. */
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

  it('K-02 K-05 admin creates a user, finds it by search, edits it and deletes it', async () => {
    await openUsers();
    expect(await rows().count()).toBe(20);
    // One search row, so the table (header and rows) scrolls at window height − 291.
    const maxHeight = await page
      .locator('.jimu-crud .jimu-table-body')
      .evaluate((el) => Number.parseFloat(getComputedStyle(el).maxHeight));
    expect(maxHeight).toBe(900 - 291);

    await page.getByRole('button', { name: '新增' }).click();
    await field('username').fill('e2e-user');
    await field('password').fill('secret123');
    await field('email').fill('e2e-user@jimu.dev');
    await dialog().locator('.semi-checkbox', { hasText: '测试' }).click();
    await dialog().getByRole('button', { name: '保存' }).click();
    await page.locator('.semi-modal-content form').waitFor({ state: 'detached' });

    await search('e2e-u');
    await expect.poll(() => rows().allInnerTexts()).toEqual([expect.stringContaining('e2e-user')]);

    await rows().first().getByRole('button', { name: '编辑' }).click();
    // createOnly: no password field to fill when editing.
    expect(await dialog().locator('label[for="root_password"]').count()).toBe(0);
    expect(await field('password').isVisible()).toBe(false);
    await field('email').fill('changed@jimu.dev');
    await dialog().getByRole('button', { name: '保存' }).click();
    await expect.poll(() => rows().first().innerText()).toContain('changed@jimu.dev');

    await rows().first().getByRole('button', { name: '删除' }).click();
    await page.locator('.semi-popconfirm').getByRole('button', { name: '确定' }).click();
    await page.locator('.jimu-crud-empty').waitFor();
    expect(await rows().count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('PM-03 the test account sees no add, edit or delete, and a forced write gets 403', async () => {
    await openUsers('test');
    expect(await page.getByRole('button', { name: '新增' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: '编辑' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /删除/ }).count()).toBe(0);
    const forced = await api('/userManagement/doEdit', { id: 2, email: 'hacked@jimu.dev' });
    expect(forced.status).toBe(403);
    expect(forced.body.code).toBe(403);
  });

  it('a stored <img onerror> in a user name renders as text and runs nothing', async () => {
    page = await ctx.open('/');
    const name = '<img src=x onerror="window.__xss=true">';
    await page.evaluate(() => {
      (window as unknown as { __xss: boolean }).__xss = false;
    });
    const created = await api('/userManagement/doEdit', {
      username: name,
      password: 'secret123',
      email: 'xss@jimu.dev',
      roles: ['Test'],
    });
    expect(created.status).toBe(200);
    await page.goto(`${app.url}/#/user_center/userManagement?username=${encodeURIComponent('<img')}`);
    await page.getByText(name, { exact: true }).waitFor();
    expect(await page.locator('.jimu-crud img[src="x"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __xss: boolean }).__xss)).toBe(false);
  });
});
