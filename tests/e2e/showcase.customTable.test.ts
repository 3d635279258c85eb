import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { keyboardSensorListening } from './support/dndKeyboard';
import { openShowcase } from './support/showcaseChecks';
import { showcaseAxe, shownShowcase, useShowcaseSession } from './support/showcaseSession';

// The showcase's custom table screen, as admin in Chromium.
describe('showcase: customTable', () => {
  const s = useShowcaseSession();
  let page: Page;
  beforeAll(() => {
    page = s.page;
  });
  const showcase = () => page.locator(shownShowcase('customTable'));
  const headers = () =>
    showcase()
      .locator('thead th')
      .evaluateAll((cells) => cells.map((cell) => cell.textContent?.trim() ?? '').filter(Boolean));
  const settings = () => page.getByTestId('showcase-customTable-settings');
  /** What dnd-kit's live region last said to a screen reader. */
  const announced = () => page.locator('[id^="DndLiveRegion"]').first().textContent();
  const openSettings = async () => {
    if (!(await settings().isVisible())) await showcase().getByTestId('showcase-customTable-columns').click();
    await settings().waitFor();
  };
  const setting = (name: string) =>
    settings().getByTestId('showcase-customTable-setting').filter({ hasText: name });
  const firstRowHeight = () =>
    showcase()
      .locator('tbody tr')
      .first()
      .evaluate((row) => row.getBoundingClientRect().height);

  it('#17.1 customTable 1: untick 作者 → no 作者 header; still hidden after a reload', async () => {
    await page.evaluate(() => localStorage.removeItem('jimu-demo-customTable'));
    await openShowcase(page, s.app.url, '/vab/table/customTable', 'customTable');
    await expect.poll(() => showcase().locator('tbody tr').count()).toBe(10);
    expect(await headers()).toEqual(['标题', '状态', '作者', '评级', '点击量', '时间', '操作']);
    await openSettings();
    expect(await setting('标题').locator('input[type="checkbox"]').isDisabled()).toBe(true);
    await setting('作者').locator('.semi-checkbox').click();
    await expect.poll(headers).not.toContain('作者');
    await page.reload();
    await showcase().waitFor();
    await expect.poll(() => showcase().locator('tbody tr').count()).toBe(10);
    await expect.poll(headers).toEqual(['标题', '状态', '评级', '点击量', '时间', '操作']);
  });

  it('#17.1 customTable 2: 点击量 dragged above 评级 reorders the header; the keyboard (Space, ↑, Space) does the same', async () => {
    await openSettings();
    await settings().getByTestId('showcase-customTable-reset').click();
    await expect.poll(headers).toEqual(['标题', '状态', '作者', '评级', '点击量', '时间', '操作']);
    const handle = (name: string) => setting(name).getByTestId('showcase-customTable-handle');
    const from = await handle('点击量').boundingBox();
    const to = await handle('评级').boundingBox();
    if (!from || !to) throw new Error('no handles');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y - 6, { steps: 4 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 4, { steps: 6 });
    await page.mouse.up();
    const moved = ['标题', '状态', '作者', '点击量', '评级', '时间', '操作'];
    await expect.poll(headers).toEqual(moved);

    await settings().getByTestId('showcase-customTable-reset').click();
    await expect.poll(headers).toEqual(['标题', '状态', '作者', '评级', '点击量', '时间', '操作']);
    await handle('点击量').focus();
    await page.keyboard.press('Space');
    await expect.poll(() => handle('点击量').getAttribute('aria-pressed')).toBe('true');
    // The screen-reader live region says what was picked up.
    await expect.poll(announced).toContain('点击量');
    await keyboardSensorListening(page);
    await page.keyboard.press('ArrowUp');
    // Dropped only once the move is announced: a loaded machine can take a while to get there.
    await expect.poll(announced).toBe('「点击量」移到第 4 位。');
    await expect.poll(() => setting('评级').evaluate((row) => row.style.transform)).toMatch(/translate/);
    await page.keyboard.press('Space');
    await expect.poll(announced).toBe('「点击量」从第 5 位放到第 4 位。');
    await expect.poll(headers).toEqual(moved);
    expect(await showcaseAxe(page, 'customTable')).toEqual([]);
  });

  it('#17.1 customTable 3: 表格全屏 makes the card the viewport; Esc restores it', async () => {
    await page.keyboard.press('Escape');
    const card = showcase().getByTestId('showcase-customTable-card');
    const before = await card.boundingBox();
    await showcase().getByTestId('showcase-customTable-fullscreen').click();
    const viewport = await page.evaluate(() => ({ width: innerWidth, height: innerHeight }));
    await expect
      .poll(async () => {
        const box = await card.boundingBox();
        return box && [box.x, box.y, Math.round(box.width), Math.round(box.height)];
      })
      .toEqual([0, 0, viewport.width, viewport.height]);
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await card.boundingBox())?.width).toBe(before?.width);
  });

  it('#17.1 customTable 4: density small gives lower rows than default', async () => {
    const normal = await firstRowHeight();
    await showcase().getByTestId('showcase-customTable-density').selectOption('small');
    await expect.poll(firstRowHeight).toBeLessThan(normal);
    expect(await showcaseAxe(page, 'customTable')).toEqual([]);
  });

  it('#17.1 customTable: Back with 列设置 open leaves no popover over the page Back shows', async () => {
    await page.goto(`${s.app.url}/#/vab/permission`);
    await page.locator(shownShowcase('permission')).waitFor();
    await openShowcase(page, s.app.url, '/vab/table/customTable', 'customTable');
    await openSettings();
    await page.goBack();
    await page.waitForURL(/#\/vab\/permission$/);
    await settings().waitFor({ state: 'hidden' });
    await page.goForward();
    await showcase().waitFor();
    await openSettings();
    await page.keyboard.press('Escape');
  });

  it('#17.1 customTable: no console errors', () => {
    expect(s.errors).toEqual([]);
  });
});
