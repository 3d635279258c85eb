import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { signIn } from './support/signIn';
import type { RunningConsole } from './support/startConsole';
import { useConsole } from './support/useConsole';

const KEYS = ['/other/workflow', '/other/echarts', '/other/print', '/other/cropper'];
const tabKeys = (page: Page) =>
  page.locator('[role="tab"]').evaluateAll((tabs) => tabs.map((t) => t.getAttribute('data-tab-key')));
const current = (page: Page) => page.locator('[role="tab"][aria-selected="true"]');

async function visit(page: Page, key: string) {
  await page.evaluate((to) => {
    window.location.hash = `#${to}`;
  }, key);
  await page.locator(`[role="tab"][aria-selected="true"][data-tab-key="${key}"]`).waitFor();
}

// The tabs bar's actions, styles and keyboard.
describe('tabs bar in Chromium', () => {
  const ctx = useConsole();
  let app: RunningConsole;
  let page: Page;
  let errors: string[];
  /** Takes `signedIn` (on its home tab) as the test's page and opens each of KEYS in a tab of its own. */
  const openTabs = async (signedIn: Page) => {
    page = signedIn;
    for (const key of KEYS) await visit(page, key);
  };
  // A test opens admin's console from the stored session; the one about logout signs in through
  // the form on its blank page.
  beforeEach(async () => {
    ({ app, page, errors } = ctx);
  });

  it('SE-08 close left, right, others and all from the context menu; the home tab stays', async () => {
    await openTabs(await ctx.open());
    expect(await tabKeys(page)).toEqual(['/index', ...KEYS]);
    expect(await page.locator('[data-tab-key="/index"] .jimu-tab-close').count()).toBe(0);
    await page.locator(`[data-tab-key="${KEYS[2]}"]`).click({ button: 'right' });
    await page.getByRole('menuitem', { name: '关闭右侧' }).click();
    expect(await tabKeys(page)).toEqual(['/index', ...KEYS.slice(0, 3)]);
    // The current tab went away: the console shows the tab acted on.
    await page.waitForURL(new RegExp(`#${KEYS[2]}$`));
    await page.locator(`[data-tab-key="${KEYS[1]}"]`).click({ button: 'right' });
    await page.getByRole('menuitem', { name: '关闭左侧' }).click();
    expect(await tabKeys(page)).toEqual(['/index', KEYS[1], KEYS[2]]);
    await page.getByTestId('tabs-more').click();
    expect(await page.getByRole('menuitem', { name: '关闭右侧' }).isDisabled()).toBe(true);
    await page.getByRole('menuitem', { name: '关闭其他' }).click();
    expect(await tabKeys(page)).toEqual(['/index', KEYS[2]]);
    await page.getByTestId('tabs-more').click();
    await page.getByRole('menuitem', { name: '关闭全部' }).click();
    expect(await tabKeys(page)).toEqual(['/index']);
    await page.waitForURL(/#\/index$/);
    expect(errors).toEqual([]);
  });

  it('SE-08 the close mark closes one tab; RT-07 a detail route opens one tab per parameter', async () => {
    await openTabs(await ctx.open());
    await page.locator(`[data-tab-key="${KEYS[0]}"] .jimu-tab-close`).click();
    expect(await tabKeys(page)).toEqual(['/index', ...KEYS.slice(1)]);
    await visit(page, '/vab/table/detail?id=1');
    await visit(page, '/vab/table/detail?id=2');
    await visit(page, '/other/dynamicSegment/test2?id=7');
    expect(await tabKeys(page)).toEqual(
      expect.arrayContaining([
        '/vab/table/detail?id=1',
        '/vab/table/detail?id=2',
        '/other/dynamicSegment/test2?id=7',
      ]),
    );
  });

  it('SE-08 keyboard: arrows move between tabs, Enter opens, Delete closes', async () => {
    await openTabs(await ctx.open());
    await current(page).focus();
    await page.keyboard.press('ArrowLeft');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-tab-key'))).toBe(KEYS[2]);
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.locator(`[role="tab"][aria-selected="true"][data-tab-key="${KEYS[0]}"]`).waitFor();
    await page.keyboard.press('Delete');
    await page.locator(`[role="tab"][aria-selected="true"][data-tab-key="${KEYS[3]}"]`).waitFor();
    expect(await tabKeys(page)).toEqual(['/index', ...KEYS.slice(1)]);
    expect(await page.locator('[role="tab"][tabindex="0"]').count()).toBe(1);
  });

  it('SE-08 tabsBarStyle card, smart and smooth and showTabsIcon restyle the bar', async () => {
    await openTabs(await ctx.open());
    for (const [style, icons] of [
      ['card', true],
      ['smart', false],
      ['smooth', true],
    ] as const) {
      await page.evaluate((v) => localStorage.setItem('jimu-theme', JSON.stringify(v)), {
        tabsBarStyle: style,
        showTabsIcon: icons,
      });
      await page.reload();
      await page.locator(`[data-testid="tabs-bar"].jimu-tabs--${style}`).waitFor();
      // The open tabs survive the reload; each draws its icon box with the tab, and its
      // lazy icon code fills it when it arrives.
      const open = await page.locator('[role="tab"]').count();
      expect(open).toBeGreaterThanOrEqual(1);
      expect(await page.locator('.jimu-tab-icon').count()).toBe(icons ? open : 0);
      if (icons) await expect.poll(() => page.locator('.jimu-tab-icon svg').count()).toBe(open);
    }
  });

  it('SE-02 SE-08 logout empties the tabs; the next account starts with its own', async () => {
    await signIn(page, app.url, 'admin');
    await openTabs(page);
    await page.getByTestId('user-menu').click();
    await page.getByText('退出登录').click();
    await page.waitForURL(/#\/login/);
    await signIn(page, app.url, 'editor');
    expect(await tabKeys(page)).toEqual(['/index']);
  });
});
