import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser } from './support/launchBrowser';
import { type RunningConsole, startConsole } from './support/startConsole';
import { openSignedIn } from './support/useConsole';

const SHOTS = 'test-output/screenshots';
const menu = (page: Page) => page.getByRole('navigation', { name: '菜单' });

// The phone drawer and the menu's behaviour.
describe.each([
  { device: 'desktop', viewport: { width: 1440, height: 900 } },
  { device: 'phone', viewport: { width: 375, height: 812 } },
])('menu in Chromium ($device)', ({ device, viewport }) => {
  let app: RunningConsole;
  let browser: TestBrowser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    app = await startConsole();
    browser = await launchBrowser(viewport);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });
  // Each test opens its page in a new context (its own storage), signed in from the stored session.
  beforeEach(() => {
    errors = [];
  });
  afterEach(async () => {
    await page?.context().close();
  });

  if (device === 'phone') {
    it('LY-01 LY-02 a phone gets the vertical layout with a drawer; the overlay and navigation fold it', async () => {
      page = await openSignedIn(browser, app, '/', { errors });
      // A saved desktop layout that the phone must not use.
      await page.evaluate(() => localStorage.setItem('jimu-theme', JSON.stringify({ layout: 'column' })));
      await page.reload();
      await page.locator('.jimu-shell').waitFor();
      expect(await page.locator('.jimu-shell').getAttribute('data-layout')).toBe('vertical');
      const drawer = page.getByTestId('side-bar');
      expect(await drawer.isVisible()).toBe(false);
      await page.getByRole('button', { name: '展开菜单' }).click();
      await page.getByTestId('sider-overlay').waitFor();
      await expect.poll(() => drawer.isVisible()).toBe(true);
      await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
      await page.screenshot({ path: `${SHOTS}/layout-phone-drawer.png` });
      await page.getByTestId('sider-overlay').click({ position: { x: 360, y: 400 } });
      await expect.poll(() => drawer.isVisible()).toBe(false);
      await page.getByRole('button', { name: '展开菜单' }).click();
      await menu(page).getByRole('button', { name: '其他' }).click();
      await menu(page).getByRole('link', { name: '多标签页' }).click();
      await page.waitForURL(/#\/other\/tabs$/);
      await expect.poll(() => drawer.isVisible()).toBe(false);
      expect(await page.getByTestId('sider-overlay').count()).toBe(0);
      await page.screenshot({ path: `${SHOTS}/layout-phone.png` });
      expect(errors).toEqual([]);
    });
  } else {
    it('LY-08 the menu follows the route, honours activeMenu, shows badges and dots, and scrolls past 18', async () => {
      page = await openSignedIn(browser, app, '/vab/table/comprehensiveTable', { errors });
      const nav = menu(page);
      await nav.getByRole('link', { name: '综合表格' }).waitFor();
      expect(await nav.getByRole('link', { name: '综合表格' }).getAttribute('aria-current')).toBe('page');
      expect(await nav.getByRole('button', { name: '组件' }).getAttribute('aria-expanded')).toBe('true');
      // A hidden detail page highlights its list (meta.activeMenu).
      await page.evaluate(() => {
        window.location.hash = '#/vab/table/detail?id=3';
      });
      await page
        .locator('[role="tab"][aria-selected="true"][data-tab-key="/vab/table/detail?id=3"]')
        .waitFor();
      expect(await nav.getByRole('link', { name: '综合表格' }).getAttribute('aria-current')).toBe('page');
      // Several groups stay open (uniqueOpened false); 'Other' has 22 children and scrolls.
      await nav.getByRole('button', { name: '其他' }).click();
      expect(await nav.getByRole('button', { name: '组件' }).getAttribute('aria-expanded')).toBe('true');
      const other = page.locator('.jimu-menu-sub.is-scroll');
      expect(await other.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
      expect(await nav.getByRole('link', { name: /工作台.*New/ }).count()).toBe(1);
      expect(await nav.locator('.jimu-menu-dot').count()).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    });

    it('LY-08 an external link with target _blank opens a new window; Enter activates a menu item', async () => {
      page = await openSignedIn(browser, app, '/index', { errors });
      const nav = menu(page);
      await nav.getByRole('button', { name: '其他' }).click();
      // The sandbox has no internet: answer for github.com so the new window has a page.
      await page.context().route('https://github.com/**', (route) => route.fulfill({ body: 'GitHub' }));
      const link = nav.getByRole('link', { name: '外链' });
      expect(await link.getAttribute('target')).toBe('_blank');
      const [popup] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
      expect(popup.url()).toMatch(/github\.com/);
      await popup.close();
      expect(page.url()).toMatch(/#\/index$/);
      await nav.getByRole('link', { name: '多标签页' }).focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(/#\/other\/tabs$/);
    });
  }
});
