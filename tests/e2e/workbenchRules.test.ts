import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useConsole } from './support/useConsole';

// The generation rule screen in Chromium against the real mock
// back end: rules are edited as a working copy the explain box runs, saved as a whole, refused
// saves keep the copy and mark the rule, and each role sees only what it may do.
describe('#14.5 §5.8.3 generation rules in Chromium', () => {
  const ctx = useConsole();
  const row = (page: Page, id: string) => page.locator(`tr[data-rule="${id}"]`);
  const explain = (page: Page) => page.getByTestId('wb-explain');
  /** Opens the rule screen signed in as `account` and waits for its rules. */
  const open = async (account: string) => {
    const page = await ctx.open('/workbench/project/gen_tpl/rule_config', { account });
    await row(page, 'status').waitFor();
    return page;
  };

  it('#14.5 §5.8.3 a *_status → select rule moved above *status → radio changes the explain result to select; saved, it survives F5', async () => {
    const page = await open('admin');
    await row(page, 'status').getByRole('button', { name: '复制' }).click();
    await row(page, 'status-2').getByRole('button', { name: '编辑' }).click();
    const sheet = page.locator('.semi-sidesheet');
    await sheet.getByLabel('字段名匹配（glob）').fill('*_status');
    await sheet.getByLabel('控件').fill('select');
    await sheet.getByRole('button', { name: '确定' }).click();
    await page.getByLabel('字段名').fill('order_status');
    await expect.poll(() => explain(page).innerText()).toMatch(/命中规则:\s*status\n/);
    await page.getByRole('button', { name: '上移 status-2' }).click();
    await expect.poll(() => explain(page).innerText()).toMatch(/命中规则:\s*status-2\n/);
    await expect.poll(() => explain(page).innerText()).toContain('"widget": "select"');
    await page.getByRole('button', { name: '保存规则' }).click();
    await page.getByText('版本 1').waitFor();
    await page.reload();
    await row(page, 'status-2').waitFor();
    const order = await page
      .locator('tr[data-rule]')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-rule')));
    expect(order.indexOf('status-2')).toBe(order.indexOf('status') - 1);
  });

  it('#14.5 §5.8.3 a refused save keeps the working copy and names the rule and field', async () => {
    const page = await open('admin');
    await row(page, 'email').getByRole('button', { name: '编辑' }).click();
    await page.locator('.semi-sidesheet').getByLabel('单元格').fill('not a cell');
    await page.locator('.semi-sidesheet').getByRole('button', { name: '确定' }).click();
    await page.getByRole('button', { name: '保存规则' }).click();
    await expect
      .poll(() => page.getByTestId('wb-rule-problems').innerText())
      .toMatch(/then\.cell：must be a name/);
    expect(await row(page, 'email').innerText()).toContain('not a cell');
    await page.getByText('未保存').waitFor();
  });

  it('#14.7 §5.8.3 the editor may change rules but not delete them or restore the built-in ones; the test user only explains', async () => {
    const editor = await open('editor');
    await row(editor, 'status').getByRole('button', { name: '编辑' }).waitFor();
    for (const name of ['删除', '恢复内置规则'])
      expect(await editor.getByRole('button', { name, exact: true }).count()).toBe(0);
    const page = await open('test');
    for (const name of ['保存规则', '新增规则', '编辑', '复制', '删除'])
      expect(await page.getByRole('button', { name, exact: true }).count()).toBe(0);
    await page.getByLabel('字段名').fill('order_status');
    await expect.poll(() => explain(page).innerText()).toContain('命中规则');
  });
});
