import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser } from './support/launchBrowser';
import { type RunningConsole, startConsole } from './support/startConsole';
import { openSignedIn } from './support/useConsole';

const TABS = '/other/tabs';
// Ten other pages of the sample (not-built demo screens render without calls).
const OTHERS = [
  'workflow',
  'echarts',
  'print',
  'cropper',
  'timeline',
  'count',
  'dynamicMeta',
  'contextmenu',
  'loading',
  'player',
].map((name) => `/other/${name}`);

const tab = (page: Page, key: string) => page.locator(`[role="tab"][data-tab-key="${key}"]`);
const note = (page: Page) => page.locator(`[data-view-key="${TABS}"] [data-testid="tabs-showcase-note"]`);

/** In-app navigation (a hash change, as a menu click does), waiting for the tab to be current. */
async function visit(page: Page, key: string) {
  await page.evaluate((to) => {
    window.location.hash = `#${to}`;
  }, key);
  await tab(page, key).and(page.locator('[aria-selected="true"]')).waitFor();
}

/** Fills the demo page: a note, three counts and a scrolled list. */
async function fillTabsScreen(page: Page, text: string) {
  await note(page).fill(text);
  for (let i = 0; i < 3; i += 1) await page.getByTestId('tabs-showcase-count').click();
  await page.getByTestId('main-scroll').evaluate((el) => el.scrollTo(0, 1200));
}

function configWithNoKeepAliveTabs(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'jimu-nokeep-'));
  cpSync('config', dir, { recursive: true });
  const routes = path.join(dir, 'routes.yaml');
  const from = 'meta: { title: route.tabs, icon: sidebar }';
  const text = readFileSync(routes, 'utf8');
  if (!text.includes(from)) throw new Error('the tabs demo route changed: update this test');
  writeFileSync(routes, text.replace(from, 'meta: { title: route.tabs, icon: sidebar, noKeepAlive: true }'));
  return dir;
}

describe.each([
  { name: 'sample config', noKeepAlive: false },
  { name: 'tabs demo marked noKeepAlive', noKeepAlive: true },
])('tabs and keep-alive in Chromium ($name)', ({ noKeepAlive }) => {
  let app: RunningConsole;
  let browser: TestBrowser;
  let page: Page;
  let errors: string[];
  let configDir = 'config';

  beforeAll(async () => {
    if (noKeepAlive) configDir = configWithNoKeepAliveTabs();
    app = await startConsole(configDir);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    if (noKeepAlive) rmSync(configDir, { recursive: true, force: true });
  });
  // Each test in a new context (its own storage), signed in from the stored session on the home
  // page; the demo is its second tab, reached in the app.
  beforeEach(async () => {
    errors = [];
    page = await openSignedIn(browser, app, '/', { errors });
    await visit(page, TABS);
  });
  afterEach(async () => {
    await page?.context().close();
  });

  if (!noKeepAlive) {
    it('LY-06 RT-07 a page left for other tabs keeps its input, count and scroll position', async () => {
      await fillTabsScreen(page, 'kept across tabs');
      for (const key of OTHERS.slice(0, 3)) await visit(page, key);
      // Five switches through the tabs bar, as a person would, then back to the demo.
      for (const key of ['/index', OTHERS[0], OTHERS[2], OTHERS[1], '/index']) {
        await tab(page, key).click();
        await tab(page, key).and(page.locator('[aria-selected="true"]')).waitFor();
      }
      await tab(page, TABS).click();
      await expect.poll(() => note(page).inputValue()).toBe('kept across tabs');
      expect(await page.getByTestId('tabs-showcase-count').textContent()).toContain('3');
      // restored after the kept page shows again (a frame later on a busy machine)
      await expect.poll(() => page.getByTestId('main-scroll').evaluate((el) => el.scrollTop)).toBe(1200);
      // Hidden kept views are inert and out of sight; only one view shows.
      expect(await page.locator('.jimu-view:not([hidden])').count()).toBe(1);
      expect(await page.locator('.jimu-view[hidden][inert]').count()).toBeGreaterThan(2);
      const switches = await page.evaluate(() => performance.getEntriesByName('jimu:tab-switch').length);
      expect(switches).toBeGreaterThanOrEqual(6);
      expect(errors).toEqual([]);
    });

    it('LY-06 TH-02 kept pages keep their input and scroll position when the layout changes', async () => {
      await fillTabsScreen(page, 'kept across layouts');
      await visit(page, OTHERS[0]);
      const drawer = page.locator('.jimu-theme-drawer');
      // Layouts chosen in the theme drawer take effect at once (the drawer previews them).
      for (const [label, layout] of [
        ['横向', 'horizontal'],
        ['分栏', 'column'],
        ['综合', 'comprehensive'],
      ]) {
        if (!(await drawer.isVisible())) {
          await page.evaluate(() => window.dispatchEvent(new Event('theme')));
          await drawer.getByText('主题配置').waitFor();
        }
        await drawer.getByRole('combobox', { name: '布局' }).click();
        await page
          .getByRole('option')
          .filter({ hasText: new RegExp(`^${label}$`) })
          .click();
        await page.locator(`[data-layout="${layout}"]`).waitFor();
        await page.waitForFunction(() => !document.querySelector('.semi-select-option'));
      }
      await page.keyboard.press('Escape');
      await visit(page, TABS);
      await expect.poll(() => note(page).inputValue()).toBe('kept across layouts');
      expect(await page.getByTestId('tabs-showcase-count').textContent()).toContain('3');
      await expect.poll(() => page.getByTestId('main-scroll').evaluate((el) => el.scrollTop)).toBe(1200);
      // The other kept page is still mounted too, and the views sit in the new layout's main area.
      expect(await page.locator(`#jimu-main .jimu-view[data-view-key="${OTHERS[0]}"]`).count()).toBe(1);
      expect(errors).toEqual([]);
    });

    it('LY-06 K-03 after 10 more tabs the least recently used page is no longer kept', async () => {
      await fillTabsScreen(page, 'evicted soon');
      for (const key of OTHERS) await visit(page, key);
      expect(await page.locator('[role="tab"]').count()).toBe(12);
      expect(await page.locator(`[data-view-key="${TABS}"]`).count()).toBe(0);
      await tab(page, TABS).click();
      await expect.poll(() => note(page).inputValue()).toBe('');
    });

    it('LY-06 LY-08 a reload re-mounts only the current view; clicking the current menu item reloads', async () => {
      await fillTabsScreen(page, 'reload me');
      await visit(page, OTHERS[0]);
      await page.locator('[role="tab"][aria-selected="true"]').click({ button: 'right' });
      await page.getByRole('menuitem', { name: '重新加载' }).click();
      await tab(page, TABS).click();
      await expect.poll(() => note(page).inputValue()).toBe('reload me');
      await page.getByRole('navigation', { name: '菜单' }).getByRole('link', { name: '多标签页' }).click();
      await expect.poll(() => note(page).inputValue()).toBe('');
      await page.getByTestId('navigation-progress').waitFor({ state: 'detached' });
    });
  } else {
    it('LY-06 a route marked noKeepAlive starts fresh each time it shows', async () => {
      await fillTabsScreen(page, 'not kept');
      await visit(page, OTHERS[0]);
      expect(await page.locator(`[data-view-key="${TABS}"]`).count()).toBe(0);
      await tab(page, TABS).click();
      await expect.poll(() => note(page).inputValue()).toBe('');
      expect(errors).toEqual([]);
    });
  }
});
