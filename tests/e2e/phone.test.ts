import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { isReachable, reachablePoint } from './support/reachable';
import { useConsole } from './support/useConsole';

const PHONE = { width: 390, height: 844 };

/** Every box of `items` lies inside the window, left and right edges included. */
async function outsideTheWindow(items: Locator): Promise<string[]> {
  return items.evaluateAll((elements) =>
    elements
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && (box.left < 0 || box.right > window.innerWidth + 0.5);
      })
      .map((el) => (el.textContent ?? '').trim()),
  );
}

// The phone (390×844) — header tools, dialogs and drawers, tables.
describe('#11.3 the phone at 390×844', () => {
  const ctx = useConsole();
  /** Opens `hashPath` at the phone's size, signed in as admin. */
  const open = (hashPath: string) => ctx.open(hashPath, { viewport: PHONE });

  it('#11.3 LY-05 every header tool is reachable: in the bar or in the one 更多工具 menu, and works from there', async () => {
    const page = await open('/');
    await page.getByTestId('dashboard').waitFor();
    const tools = page.getByRole('toolbar', { name: 'header tools' });
    const more = page.getByTestId('tool-more');
    const names: (string | RegExp)[] = [
      '搜索',
      /^消息( \d+)?$/,
      '全屏',
      '主题配置',
      '刷新',
      /^语言/,
      '清理缓存',
    ];
    await expect.poll(() => isReachable(more)).toBe(true);
    for (const name of names) {
      const inBar = tools.getByRole('button', { name, exact: typeof name === 'string' });
      if (await isReachable(inBar.first())) continue;
      await more.click();
      const entry = page.getByRole('menuitem', { name, exact: typeof name === 'string' });
      expect(await isReachable(entry), `${name} neither in the bar nor in 更多工具`).toBe(true);
      await page.keyboard.press('Escape');
    }
    // An entry presses the hidden tool: the theme drawer opens, fitting the window.
    const theme = tools.getByRole('button', { name: '主题配置', exact: true });
    if (!(await isReachable(theme))) {
      await more.click();
      await page.getByRole('menuitem', { name: '主题配置' }).click();
    } else {
      await theme.click();
    }
    const sheet = page.locator('.jimu-theme-drawer .semi-sidesheet-inner');
    await sheet.waitFor();
    await expect.poll(async () => (await sheet.boundingBox())?.x ?? -1).toBe(0);
    expect((await sheet.boundingBox())?.width).toBeLessThanOrEqual(PHONE.width);
    expect(ctx.errors).toEqual([]);
  });

  it('#11.3 the 新增 dialog and the comprehensive table drawer are full-width sheets with every label visible', async () => {
    const page = await open('/user_center/userManagement');
    await page.locator('.jimu-crud-toolbar:visible').getByRole('button', { name: '新增' }).click();
    const dialog = page.locator('.semi-modal');
    await dialog.getByText('用户名').first().waitFor();
    await expect.poll(async () => (await dialog.boundingBox())?.x).toBe(0);
    expect((await dialog.boundingBox())?.width).toBe(PHONE.width);
    expect(await outsideTheWindow(dialog.locator('label, button, input'))).toEqual([]);
    await page.keyboard.press('Escape');

    await page.goto(`${ctx.app.url}/#/vab/table/comprehensiveTable`);
    // The users view stays (hidden) behind: wait until the table's own toolbar is the one on show.
    const toolbar = page.locator('.jimu-crud-toolbar:visible', { hasText: '导出多级表头' });
    await toolbar.getByRole('button', { name: '新增' }).click();
    const drawer = page.locator('.jimu-crud-drawer .semi-sidesheet-inner');
    await drawer.locator('label').first().waitFor();
    await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
    expect((await drawer.boundingBox())?.width).toBe(PHONE.width);
    expect(await outsideTheWindow(drawer.locator('label, button, input'))).toEqual([]);
    expect(ctx.errors).toEqual([]);
  });

  it('#11.3 a list scrolls sideways to every column while its first data column stays in place', async () => {
    const page = await open('/user_center/userManagement');
    const view = page.locator('.jimu-view:visible');
    await view.locator('.jimu-table-row').first().waitFor();
    const headers = view.locator('.jimu-table-thead th');
    const titles = (await headers.allInnerTexts()).map((text) => text.trim()).filter(Boolean);
    expect(titles.length).toBeGreaterThan(4);
    const first = view.locator('.jimu-table-thead th:not(.jimu-table-cell-selection)').first();
    const firstX = (await first.boundingBox())?.x;
    for (const title of titles) {
      const header = headers.filter({ hasText: title }).first();
      expect(await reachablePoint(header), `column ${title} cannot be scrolled into view`).not.toBeNull();
    }
    // Scrolled to the far end, the first data column is where it was.
    expect(await view.locator('.jimu-table-body').evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    expect((await first.boundingBox())?.x).toBe(firstX);
    expect(await isReachable(first)).toBe(true);
  });
});
