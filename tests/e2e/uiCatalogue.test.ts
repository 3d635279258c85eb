import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { useShowcaseSession } from './support/showcaseSession';
import type { RunningConsole } from './support/startConsole';
import { openSignedIn } from './support/useConsole';

const ROOT = '[data-testid="example-catalogue"]:not([hidden] *)';

/** Where an element is, and whether it is a direct child of the body (rendered in a portal). */
const placeOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return {
      top: box.top,
      bottom: box.bottom,
      left: box.left,
      right: box.right,
      inBody: element.parentElement === document.body,
      side: (element as HTMLElement).dataset.placement ?? '',
      opacity: getComputedStyle(element).opacity,
    };
  });
const viewport = (page: Page) => page.evaluate(() => ({ width: innerWidth, height: innerHeight }));

// The hand-made UI parts live in runtime/ui, the example plugin's catalogue
// shows them, and popups open in a portal placed by @floating-ui/dom (flip, stay in the viewport).
describe('#12.8 the UI catalogue (example/catalogue) in Chromium', () => {
  const s = useShowcaseSession();
  let app: RunningConsole;
  let page: Page;
  let errors: string[];
  beforeAll(async () => {
    ({ app, page, errors } = s);
    await page.goto(`${app.url}/#/vab/uiCatalogue`);
    await page.locator(ROOT).waitFor();
  });
  const root = () => page.locator(ROOT);

  it('#12.8 a tooltip and a menu open in a portal under their trigger, inside the viewport; a pick is reported', async () => {
    const refresh = root().getByRole('button', { name: '刷新', exact: true }).first();
    await refresh.hover();
    const tip = page.getByRole('tooltip').filter({ hasText: '刷新' });
    await tip.waitFor();
    await expect.poll(async () => (await placeOf(tip)).opacity).toBe('1');
    const button = await placeOf(refresh);
    const tipAt = await placeOf(tip);
    expect(tipAt.inBody).toBe(true);
    expect(tipAt.top).toBeGreaterThanOrEqual(button.bottom);
    expect(tipAt.side).toBe('bottom');
    await page.mouse.move(0, 0);

    // The right menu's trigger is at the section's right edge: its menu is shifted to stay in view.
    const right = page.getByTestId('catalogue-menu-right');
    await right.click();
    const menu = page.getByRole('menu', { name: '右侧菜单' });
    await menu.waitFor();
    await expect.poll(async () => (await placeOf(menu)).opacity).toBe('1');
    const at = await placeOf(menu);
    expect(at.inBody).toBe(true);
    expect(at.right).toBeLessThanOrEqual((await viewport(page)).width);
    expect(at.top).toBeGreaterThanOrEqual((await placeOf(right)).bottom);
    // Focus is on the first entry; arrows move; Enter picks.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await menu.waitFor({ state: 'detached' });
    expect(await page.getByTestId('catalogue-picked').textContent()).toBe('选择了「右侧菜单」的「重命名」');
    expect(await right.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('#12.8 a menu at the bottom of the view flips above its trigger, and follows it when the view scrolls', async () => {
    const bottom = page.getByTestId('catalogue-menu-bottom');
    await bottom.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await bottom.click();
    const menu = page.getByRole('menu', { name: '底部菜单' });
    await menu.waitFor();
    await expect.poll(async () => (await placeOf(menu)).side).toMatch(/^top/);
    const trigger = await placeOf(bottom);
    const at = await placeOf(menu);
    expect(at.bottom).toBeLessThanOrEqual(trigger.top);
    expect(at.top).toBeGreaterThanOrEqual(0);
    // Scrolled up, the trigger moves down and the menu goes with it (autoUpdate), under it again when there is room.
    await page.mouse.move(trigger.left + 5, trigger.top - 200);
    await page.mouse.wheel(0, -300);
    await expect
      .poll(async () => {
        const now = await placeOf(bottom);
        const menuNow = await placeOf(menu);
        return Math.abs(menuNow.top - now.bottom) < 8 || Math.abs(menuNow.bottom - now.top) < 8;
      })
      .toBe(true);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await bottom.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('#12.8 the popover is a non-modal dialog: focus moves in, Tab past its last control closes it and goes on after the trigger', async () => {
    const trigger = page.getByTestId('catalogue-popover-trigger');
    await trigger.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: '弹出层' });
    await dialog.waitFor();
    expect((await placeOf(dialog)).inBody).toBe(true);
    expect(await dialog.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('关闭');
    await page.keyboard.press('Tab');
    await dialog.waitFor({ state: 'detached' });
    // The next control after the popover's trigger is the right menu's button.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'catalogue-menu-right',
    );
    // Shift+Tab from the panel returns to the trigger.
    await trigger.click();
    await dialog.waitFor();
    await page.keyboard.press('Shift+Tab');
    await dialog.waitFor({ state: 'detached' });
    expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('#12.8 the data table sorts, selects, shows loading and empty; the tree table is a treegrid that collapses', async () => {
    const table = page.getByTestId('catalogue-table');
    const names = () => table.locator('tbody tr td:nth-child(2)').allInnerTexts();
    expect((await names())[0]).toBe('IconButton');
    await table.getByRole('button', { name: /部件/ }).click();
    await expect.poll(async () => (await names())[0]).toBe('Badge');
    expect(await table.locator('th[aria-sort="ascending"]').count()).toBe(1);
    await table.locator('tbody').getByRole('checkbox').first().check();
    await expect.poll(() => page.getByTestId('catalogue-selected').textContent()).toBe('已选 1 行');
    await table.getByLabel('显示加载中').check();
    await table.getByRole('status', { name: '加载中' }).waitFor();
    expect((await names()).length).toBe(8);
    await table.getByLabel('显示加载中').uncheck();
    await table.getByLabel('显示无数据').check();
    await table.getByText('暂无数据').waitFor();
    await table.getByLabel('显示无数据').uncheck();

    const tree = page.getByTestId('catalogue-tree');
    const grid = tree.getByRole('treegrid');
    await grid.waitFor();
    expect(await grid.getByText('controls', { exact: true }).count()).toBe(1);
    await grid.getByRole('button', { name: /收起/ }).first().click();
    await expect.poll(() => grid.getByText('controls', { exact: true }).count()).toBe(0);
    expect(await grid.getByText('plugins', { exact: true }).count()).toBe(1);
  });

  it('#12.8 the pager pages, and its size list opens in a portal inside the viewport', async () => {
    const pager = page.getByTestId('catalogue-pager');
    await pager.locator('.jimu-pagination-item', { hasText: /^2$/ }).click();
    await expect.poll(() => page.getByTestId('catalogue-page').textContent()).toBe('第 2 页，每页 20 条');
    await pager.getByRole('combobox', { name: '每页条数' }).click();
    const list = page.getByRole('listbox', { name: '每页条数' });
    await list.waitFor();
    await expect.poll(async () => (await placeOf(list)).opacity).toBe('1');
    const at = await placeOf(list);
    expect(at.inBody).toBe(true);
    expect(at.top).toBeGreaterThanOrEqual(0);
    expect(at.bottom).toBeLessThanOrEqual((await viewport(page)).height);
    await list.getByRole('option', { name: '50 条/页' }).click();
    await expect.poll(() => page.getByTestId('catalogue-page').textContent()).toBe('第 1 页，每页 50 条');
    expect(await seriousViolations(page, { scope: ROOT })).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('#12.8 at 390 px in English and dark mode: nothing wider than the phone, every menu inside the screen', async () => {
    // A phone-sized context of its own, signed in from the stored session.
    const phoneErrors: string[] = [];
    const small = await openSignedIn(s.browser, app, '/vab/uiCatalogue', {
      viewport: { width: 390, height: 844 },
      errors: phoneErrors,
    });
    try {
      await small.evaluate(() => {
        localStorage.setItem('jimu-language', 'en');
        localStorage.setItem('jimu-dark-mode', 'true');
      });
      await small.reload();
      await small.locator(ROOT).waitFor();
      await expect.poll(() => small.evaluate(() => document.body.getAttribute('theme-mode'))).toBe('dark');
      expect(await small.locator(ROOT).getByRole('heading', { name: 'UI parts' }).count()).toBe(1);
      expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      for (const [testId, name] of [
        ['catalogue-menu-left', 'Left menu'],
        ['catalogue-menu-right', 'Right menu'],
        ['catalogue-menu-bottom', 'Bottom menu'],
      ]) {
        const trigger = small.getByTestId(testId);
        await trigger.evaluate((el) => el.scrollIntoView({ block: 'end' }));
        await trigger.click();
        const menu = small.getByRole('menu', { name });
        await menu.waitFor();
        await expect.poll(async () => (await placeOf(menu)).opacity).toBe('1');
        const at = await placeOf(menu);
        expect(at.left, name).toBeGreaterThanOrEqual(0);
        expect(at.right, name).toBeLessThanOrEqual(390);
        expect(at.top, name).toBeGreaterThanOrEqual(0);
        expect(at.bottom, name).toBeLessThanOrEqual(844);
        await small.keyboard.press('Escape');
        await menu.waitFor({ state: 'detached' });
      }
      // The table scrolls sideways inside its own box; the page does not.
      const scroller = small.getByTestId('catalogue-table').locator('.jimu-table-body');
      expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      expect(phoneErrors).toEqual([]);
    } finally {
      await small.context().close();
    }
  });
});
