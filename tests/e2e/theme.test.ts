import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { useConsole } from './support/useConsole';

// The theme drawer, as admin, in real Chromium.
describe('theme drawer in Chromium', () => {
  const ctx = useConsole();
  let page: Page;
  let errors: string[];
  let drawer: Locator;
  beforeEach(async () => {
    page = await ctx.open();
    ({ errors } = ctx);
    drawer = page.locator('.jimu-theme-drawer');
  });

  const openByEvent = async () => {
    await page.evaluate(() => window.dispatchEvent(new Event('theme')));
    await drawer.getByText('主题配置').waitFor();
  };
  const choose = async (label: string, option: string) => {
    await drawer.getByRole('combobox', { name: label }).click();
    // An option's accessible name also holds its tick icon's label: match the visible text.
    await page
      .getByRole('option')
      .filter({ hasText: new RegExp(`^${option}$`) })
      .click();
    // The list closes with an animation; a click on the select during it would not reopen it.
    await page.waitForFunction(() => !document.querySelector('.semi-select-option'));
  };
  const bodyClass = () => page.evaluate(() => document.body.className);
  const primary = () =>
    page.evaluate(() => getComputedStyle(document.body).getPropertyValue('--semi-color-primary').trim());

  it('TH-01 K-03 the theme event and the header button open a 280 px drawer on the right', async () => {
    await openByEvent();
    // Wait for the slide-in to end: the sheet rests against the right edge.
    await page.waitForFunction(() => {
      const sheet = document
        .querySelector('.jimu-theme-drawer .semi-sidesheet-inner')
        ?.getBoundingClientRect();
      return sheet !== undefined && Math.round(sheet.right) === window.innerWidth;
    });
    const box = await drawer.locator('.semi-sidesheet-inner').boundingBox();
    expect(box?.width).toBe(280);
    await page.keyboard.press('Escape');
    await drawer.locator('.semi-sidesheet-inner').waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: '主题配置', exact: true }).click();
    await drawer.locator('.semi-sidesheet-inner').waitFor();
    expect(errors).toEqual([]);
  });

  it('TH-10 TH-08 defaults: blue-white, no menu background; TH-02 all seven themes, red ones not built in', async () => {
    expect(await bodyClass()).toContain('vab-theme-blue-white');
    expect(await page.evaluate(() => document.documentElement.classList.contains('vab-background'))).toBe(
      false,
    );
    await openByEvent();
    await drawer.getByRole('combobox', { name: '主题' }).click();
    const options = await page.getByRole('option').allInnerTexts();
    expect(options).toEqual(['蓝黑', '蓝白', '绿黑', '绿白', '红黑 (非内置)', '红白 (非内置)', '海洋']);
  });

  it('TH-08 a change applies at once: body class, Semi primary colour, menu variables, html background', async () => {
    const blue = await primary();
    await openByEvent();
    await choose('主题', '绿黑');
    await page.waitForFunction(() => document.body.classList.contains('vab-theme-green-black'));
    expect(await bodyClass()).not.toContain('vab-theme-blue-white');
    expect(await primary()).not.toBe(blue);
    const menuBg = await page.evaluate(() =>
      getComputedStyle(document.body).getPropertyValue('--jimu-menu-bg').trim(),
    );
    expect(menuBg).toBe('#1f2633');
    await drawer.getByText('背景图', { exact: true }).click();
    await page.waitForFunction(() => document.documentElement.classList.contains('vab-background'));
    await drawer.getByText('无', { exact: true }).click();
    await page.waitForFunction(() => !document.documentElement.classList.contains('vab-background'));
  });

  it('TH-03 TH-05 background disabled for float and horizontal; column style only in column; fixed header off in common', async () => {
    await openByEvent();
    const fixedHeader = drawer.getByRole('switch', { name: '固定头部' });
    expect(await fixedHeader.isDisabled()).toBe(true);
    expect(await drawer.getByRole('combobox', { name: '分栏风格' }).count()).toBe(0);
    for (const layout of ['浮动', '横向']) {
      await choose('布局', layout);
      await page.waitForFunction(() =>
        document.querySelector('[data-layout="float"], [data-layout="horizontal"]'),
      );
      expect(await drawer.getByRole('radio', { name: '背景图' }).isDisabled()).toBe(true);
    }
    await choose('布局', '分栏');
    await drawer.getByRole('combobox', { name: '分栏风格' }).waitFor();
    expect(await drawer.getByRole('radio', { name: '背景图' }).isDisabled()).toBe(false);
    expect(await fixedHeader.isDisabled()).toBe(false);
  });

  it('TH-04 tab icon and tab style show only with tabs on', async () => {
    await openByEvent();
    await drawer.getByRole('combobox', { name: '标签风格' }).waitFor();
    await drawer.getByRole('switch', { name: '标签', exact: true }).click();
    await drawer.getByRole('combobox', { name: '标签风格' }).waitFor({ state: 'detached' });
    expect(await drawer.getByRole('switch', { name: '标签图标' }).count()).toBe(0);
    await drawer.getByRole('switch', { name: '标签', exact: true }).click();
    await drawer.getByRole('switch', { name: '标签图标' }).waitFor();
  });

  it('TH-06 LY-05 each header switch hides its control', async () => {
    await openByEvent();
    const tools = page.getByRole('toolbar', { name: 'header tools' });
    const pairs: [string, string | RegExp][] = [
      ['搜索', '搜索'],
      ['通知', /^消息( \d+)?$/],
      ['全屏', '全屏'],
      ['刷新', '刷新'],
      ['国际化', /^语言/],
    ];
    for (const [label, button] of pairs) {
      const control = tools.getByRole('button', { name: button, exact: typeof button === 'string' });
      await control.waitFor();
      await drawer.getByRole('switch', { name: label, exact: true }).click();
      await control.waitFor({ state: 'detached' });
    }
  });
});
