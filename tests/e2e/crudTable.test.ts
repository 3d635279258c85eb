import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useConsole } from './support/useConsole';

// The crud list table (runtime/ui/table) in real Chromium: server sort from the header,
// paging, selection with the header checkbox, tree expand/collapse, by mouse and by keyboard.
describe('the crud list table in Chromium', () => {
  const ctx = useConsole();
  const TABLE = '/vab/table/comprehensiveTable';
  const rows = (page: Page) => page.locator('.jimu-crud tbody tr.jimu-table-row:visible');
  /** The id column (after the checkbox) of every visible row. */
  const ids = (page: Page) =>
    rows(page).evaluateAll((trs) => trs.map((tr) => Number(tr.querySelectorAll('td')[1]?.textContent)));
  /** Opens `path` signed in as admin and waits for the table's first row. */
  const open = async (path: string) => {
    const page = await ctx.open(path);
    // The first test loads the table's code cold: under a full suite on 2 cores that once took
    // over the default 10 s (speed is the cold bench's to measure, not this test's).
    await rows(page).first().waitFor({ timeout: 30_000 });
    return page;
  };

  it('K-02 sorts by a header button (asc → desc → none), pages and changes the page size', async () => {
    const page = await open(TABLE);
    const { errors } = ctx;
    expect(await ids(page)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const header = page.locator('.jimu-table-thead th', { hasText: '编号' });
    const sorter = header.getByRole('button');
    await sorter.click();
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('ascending');
    await sorter.click();
    await expect.poll(() => ids(page).then((list) => list.slice(0, 3))).toEqual([50, 49, 48]);
    expect(await header.getAttribute('aria-sort')).toBe('descending');
    // Keyboard: the sort button takes focus and Enter, and the third step drops the sort.
    await sorter.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('none');
    await expect.poll(() => ids(page).then((list) => list[0])).toBe(1);

    const pager = page.locator('.jimu-crud-table .jimu-pagination');
    expect(await pager.textContent()).toContain('共 50 条');
    await pager.getByRole('button', { name: '第 2 页' }).click();
    await expect.poll(() => ids(page).then((list) => list[0])).toBe(21);
    expect(await pager.locator('[aria-current="page"]').textContent()).toBe('2');
    await pager.getByRole('combobox', { name: '每页条数' }).click();
    // The list opens in a portal (runtime/ui): it is the listbox the combobox names, not inside the pager.
    await page.getByRole('listbox', { name: '每页条数' }).getByRole('option', { name: '50 条/页' }).click();
    await expect.poll(() => rows(page).count()).toBe(50);
    expect(await pager.locator('[aria-current="page"]').textContent()).toBe('1');
    expect(errors).toEqual([]);
  });

  it('selects rows one by one and the whole page by the header checkbox', async () => {
    const page = await open(TABLE);
    const { errors } = ctx;
    const toolbar = page.locator('.jimu-crud-toolbar:visible');
    await rows(page).nth(0).getByRole('checkbox').check();
    await rows(page).nth(2).getByRole('checkbox').check();
    await toolbar.getByText('已选 2 条').waitFor();
    const all = page.locator('.jimu-table-thead').getByRole('checkbox');
    expect(await all.evaluate((box) => (box as HTMLInputElement).indeterminate)).toBe(true);
    await all.check();
    await toolbar.getByText('已选 20 条').waitFor();
    expect(await page.locator('.jimu-crud tr.jimu-table-row-selected:visible').count()).toBe(20);
    await all.uncheck();
    await expect.poll(() => toolbar.getByText(/已选/).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('opens the department tree fully and collapses and expands a branch', async () => {
    const page = await open('/user_center/departmentManagement');
    const { errors } = ctx;
    const before = await rows(page).count();
    const branch = page.locator('.jimu-crud .jimu-table-expand[aria-expanded="true"]:visible').first();
    await branch.click();
    await expect.poll(() => rows(page).count()).toBeLessThan(before);
    const closed = page.locator('.jimu-crud .jimu-table-expand[aria-expanded="false"]:visible').first();
    await closed.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => rows(page).count()).toBe(before);
    expect(errors).toEqual([]);
  });
});
