import { unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { downloadBytes } from './support/downloads';
import { useConsole } from './support/useConsole';

// Every screen declared in config works in Chromium
// against the mock back end as each of the three accounts — or is refused when its group
// needs a role the account lacks.
const SCREENS = [
  '/index',
  '/user_center/personalCenter',
  '/user_center/password',
  '/user_center/userManagement',
  '/user_center/roleManagement',
  '/user_center/roleResManagement',
  '/user_center/roleMenuManagement',
  '/user_center/departmentManagement',
  '/setting/menuManagement',
  '/setting/systemLog',
  '/systemLog/index',
  '/vab/table/comprehensiveTable',
  '/other/notice',
  '/mall/goods',
];
const ADMIN_ONLY = ['/setting/', '/other/', '/mall/'];
const refused: Record<string, (path: string) => boolean> = {
  admin: () => false,
  editor: (path) => ADMIN_ONLY.some((p) => path.startsWith(p)) || path.startsWith('/vab/table/'),
  test: (path) => ADMIN_ONLY.some((p) => path.startsWith(p)),
};
/** Something a working config page shows once its data arrived. */
const LOADED =
  '.jimu-crud-table .jimu-table-row, .jimu-crud-card, .jimu-dashboard-card .jimu-dashboard-value, .jimu-config-page form input, .jimu-crud-empty';

/** Kept-alive pages stay in the DOM, hidden: only what the visible view shows counts. */
const visible = (selectors: string) =>
  selectors
    .split(', ')
    .map((selector) => `${selector}:visible`)
    .join(', ');

async function visit(page: Page, url: string, path: string): Promise<string> {
  await page.goto(`${url}/#${path}`);
  let outcome: 'shown' | 'refused' | 'pending' = 'pending';
  await expect
    .poll(
      async () => {
        if (page.url().endsWith('#/403')) outcome = 'refused';
        else if (
          (await page.locator(`.jimu-view[data-view-key="${path}"]`).locator(visible(LOADED)).count()) > 0
        )
          outcome = 'shown';
        return outcome;
      },
      { timeout: 20_000 },
    )
    .not.toBe('pending')
    .catch(async (error: Error) => {
      // Say what the person would see instead, so a failure in CI can be read.
      const shown = await page
        .locator('.jimu-view:not([hidden])')
        .first()
        .innerText()
        .catch(() => '(no view)');
      throw new Error(`${path} showed neither its data nor 403; the page shows: ${shown.slice(0, 300)}`, {
        cause: error,
      });
    });
  expect(await page.locator('.jimu-crud-failed:visible').count(), `${path} shows a load error`).toBe(0);
  expect(await page.getByText('此页面尚未构建').count(), `${path} is not built`).toBe(0);
  return outcome;
}

describe('every config screen in Chromium, as each account', () => {
  const ctx = useConsole();

  for (const account of ['admin', 'editor', 'test'] as const) {
    it(`PM-04 PM-03 ${account}: each screen shows its data, or 403 where the role is missing`, async () => {
      const page = await ctx.open('/', { account });
      const { app, errors } = ctx;
      for (const path of SCREENS) {
        const outcome = await visit(page, app.url, path);
        expect(`${path}: ${outcome}`).toBe(`${path}: ${refused[account](path) ? 'refused' : 'shown'}`);
      }
      await visit(page, app.url, '/user_center/userManagement');
      const toolbar = page.locator('.jimu-crud-toolbar:visible');
      const row = page.locator('.jimu-crud tbody tr.jimu-table-row:visible').first();
      // What the account may not do is absent, not disabled (polled: the row's cells settle a frame later)
      const buttons = async () => ({
        add: await toolbar.getByRole('button', { name: '新增' }).count(),
        edit: await row.getByRole('button', { name: '编辑' }).count(),
        delete: await row.getByRole('button', { name: '删除' }).count(),
      });
      await expect.poll(buttons, { timeout: 5_000 }).toEqual({
        add: account === 'test' ? 0 : 1,
        edit: account === 'test' ? 0 : 1,
        delete: account === 'admin' ? 1 : 0,
      });
      expect(errors).toEqual([]);
    });
  }

  it('exports every row of the comprehensive table as .xlsx and as CSV', async () => {
    const page = await ctx.open('/vab/table/comprehensiveTable');
    await visit(page, ctx.app.url, '/vab/table/comprehensiveTable');
    const toolbar = page.locator('.jimu-crud-toolbar:visible');

    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      toolbar.getByRole('button', { name: /导出$/ }).click(),
    ]);
    expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
    const files = unzipSync(new Uint8Array(await downloadBytes(xlsx)));
    const sheet = Buffer.from(files['xl/worksheets/sheet1.xml'] ?? new Uint8Array()).toString('utf8');
    const strings = Buffer.from(files['xl/sharedStrings.xml'] ?? new Uint8Array()).toString('utf8');
    expect(`${sheet}${strings}`).toContain('标题');
    expect((sheet.match(/<row /g) ?? []).length).toBe(51); // header + all 50 rows, not just the page

    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      toolbar.getByRole('button', { name: /导出 CSV$/ }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    const text = (await downloadBytes(csv)).toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff); // BOM: Excel reads it as UTF-8
    const lines = text.slice(1).trim().split(/\r?\n/);
    expect(lines[0]).toContain('标题');
    expect(lines).toHaveLength(51);
  });
});
