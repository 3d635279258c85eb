import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchBrowser, type TestBrowser } from './support/launchBrowser';
import { type RunningConsole, startConsole } from './support/startConsole';
import { openSignedIn } from './support/useConsole';

const SHOTS = 'test-output/screenshots';
type Layout = 'vertical' | 'horizontal' | 'comprehensive' | 'column' | 'float' | 'common';

/** The header tools are the header engineer's part; they get their own check below. */
const HEADER_TOOLS = '.jimu-header-tools';

/** Saves theme settings the way the theme drawer's Save does, then reloads on `path`. */
async function useSettings(page: Page, url: string, settings: Record<string, unknown>, path = '/other/tabs') {
  await page.evaluate((value) => localStorage.setItem('jimu-theme', JSON.stringify(value)), settings);
  await page.goto(`${url}/#${path}`);
  await page.reload();
  await page.locator('.jimu-shell').waitFor();
  await page.locator('[role="tab"][aria-selected="true"]').waitFor();
}

// Every layout in Chromium, as admin.
describe('shell layouts in Chromium', () => {
  let app: RunningConsole;
  let browser: TestBrowser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    app = await startConsole();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });
  // Each test in a new context (its own storage), signed in from the stored session.
  beforeEach(async () => {
    errors = [];
    page = await openSignedIn(browser, app, '/other/tabs', { errors });
  });
  afterEach(async () => {
    await page?.context().close();
  });

  const checks: Record<Layout, (page: Page) => Promise<void>> = {
    vertical: async (p) => {
      await p.locator('[data-testid="side-bar"] [data-testid="logo"]').waitFor();
      await p.locator('[data-testid="nav-bar"] .jimu-breadcrumb').waitFor();
      expect(await p.locator('[data-testid="top-header"]').count()).toBe(0);
    },
    horizontal: async (p) => {
      const menu = p.locator('[data-testid="top-header"] .jimu-menu--horizontal');
      expect(await p.locator('[data-testid="side-bar"]').count()).toBe(0);
      // At 1440 px 其他 does not fit: it waits under 更多, where a group opens inline.
      await menu.getByRole('button', { name: '更多' }).click();
      const flyout = p.getByTestId('menu-flyout');
      // The current page's group is open already; any other opens with a click.
      const other = flyout.getByRole('button', { name: '其他' });
      if ((await other.getAttribute('aria-expanded')) !== 'true') await other.click();
      await flyout.getByRole('link', { name: '多标签页' }).waitFor();
      await p.keyboard.press('Escape');
      expect(await p.getByTestId('menu-flyout').count()).toBe(0);
    },
    comprehensive: async (p) => {
      const first = p.locator('[data-testid="first-level-tabs"]');
      // At 1440 px 其他 does not fit: 更多 holds it and shows it chosen.
      await first.locator('.jimu-first-level-more.is-active').waitFor();
      await first.getByRole('button', { name: '更多' }).click();
      await p.getByRole('menuitem', { name: '其他' }).waitFor();
      await p.keyboard.press('Escape');
      // The side bar holds the chosen group's children only.
      await p.locator('[data-testid="side-bar"]').getByText('多标签页', { exact: true }).waitFor();
      expect(await p.locator('[data-testid="side-bar"]').getByText('用户中心', { exact: true }).count()).toBe(
        0,
      );
      // openFirstMenu: a group's tab opens its first child.
      const components = first.getByRole('button', { name: '组件' });
      if (await components.count()) await components.click();
      else {
        await first.getByRole('button', { name: '更多' }).click();
        await p.getByRole('menuitem', { name: '组件' }).click();
      }
      await p.waitForURL(/#\/vab\/icon\/remixIcon$/);
      await p.locator('[data-testid="side-bar"]').getByText('权限', { exact: false }).first().waitFor();
    },
    column: async (p) => {
      const column = p.locator('[data-testid="column-bar"]');
      expect(await column.getAttribute('class')).toContain('jimu-column--card');
      await column.getByRole('button', { name: '其他' }).waitFor();
      expect(await column.getByRole('button', { name: '其他' }).getAttribute('aria-pressed')).toBe('true');
      await p.locator('[data-testid="column-submenu"]').getByText('多标签页', { exact: true }).waitFor();
      await p.locator('[data-testid="nav-bar"]').waitFor();
    },
    float: async (p) => {
      await p.locator('[data-testid="side-bar"].jimu-sider--float [data-testid="logo"]').waitFor();
      await p.locator('[data-testid="nav-bar"]').waitFor();
    },
    common: async (p) => {
      await p.locator('[data-testid="top-header"] [data-testid="logo"]').waitFor();
      await p.locator('[data-testid="top-header"] .jimu-breadcrumb').waitFor();
      expect(await p.locator('[data-testid="side-bar"] [data-testid="logo"]').count()).toBe(0);
      await p.locator('[data-testid="shell-footer"]').waitFor();
    },
  };

  for (const layout of Object.keys(checks) as Layout[]) {
    it(`LY-01 LY-03 LY-04 LY-07 ${layout} layout: its structure, logo to /, breadcrumb '>', tabs, no serious axe violation`, async () => {
      await useSettings(page, app.url, { layout });
      expect(await page.locator('.jimu-shell').getAttribute('data-layout')).toBe(layout);
      await page.locator('[data-testid="tabs-bar"] [role="tablist"]').waitFor();
      expect(await page.locator('[data-testid="logo"]').first().getAttribute('href')).toBe('#/');
      await page.screenshot({ path: `${SHOTS}/layout-${layout}.png` });
      expect(await seriousViolations(page, { scope: { exclude: [[HEADER_TOOLS]] } })).toEqual([]);
      await checks[layout](page);
      const crumbs = page.locator('.jimu-breadcrumb');
      if ((await crumbs.count()) > 0) expect(await crumbs.first().textContent()).toMatch(/>/);
      expect(errors).toEqual([]);
    });
  }

  it('LY-05 the header tools have no serious axe violation either', async () => {
    await useSettings(page, app.url, { layout: 'common' });
    expect(await seriousViolations(page, { scope: HEADER_TOOLS })).toEqual([]);
  });

  it('LY-03 the layout switches live from the theme drawer; columnStyle restyles the column', async () => {
    await page.goto(`${app.url}/#/other/tabs`);
    await page.getByTestId('tool-theme').click();
    await page.getByTestId('theme-layout').click();
    await page.getByRole('option', { name: '分栏' }).click();
    await page.locator('[data-testid="column-bar"].jimu-column--card').waitFor();
    await page.getByTestId('theme-columnStyle').click();
    await page.getByRole('option', { name: /箭头/ }).click();
    await page.locator('[data-testid="column-bar"].jimu-column--arrow').waitFor();
    expect(errors).toEqual([]);
  });

  it('LY-03 fixed header stays put while the page scrolls; unfixed it scrolls away; the menu collapses', async () => {
    await useSettings(page, app.url, { layout: 'vertical', fixedHeader: true });
    const scroller = page.getByTestId('main-scroll');
    await scroller.evaluate((el) => el.scrollTo(0, 800));
    expect((await page.getByTestId('nav-bar').boundingBox())?.y).toBe(0);
    await useSettings(page, app.url, { layout: 'vertical', fixedHeader: false });
    await page.getByTestId('main-scroll').evaluate((el) => el.scrollTo(0, 800));
    expect((await page.getByTestId('nav-bar').boundingBox())?.y ?? 0).toBeLessThan(-100);
    const width = async () => (await page.getByTestId('side-bar').boundingBox())?.width ?? 0;
    expect(await width()).toBeGreaterThan(200);
    await page.locator('[data-testid="side-bar"] .jimu-fold-button').click();
    await expect.poll(width).toBeLessThan(80);
  });
});
