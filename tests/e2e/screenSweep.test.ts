import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser } from './support/launchBrowser';
import { settledControlsOutside } from './support/reachable';
import { type RunningConsole, startConsole } from './support/startConsole';
import { openSignedIn } from './support/useConsole';

/** Every screen the sample config declares that admin may open (the list of screens.test.ts). */
const SCREENS = [
  '/index',
  '/user_center/personalCenter',
  '/user_center/password',
  '/user_center/userManagement',
  '/user_center/roleManagement',
  '/user_center/roleResManagement',
  '/user_center/roleMenuManagement',
  '/user_center/departmentManagement',
  '/setting/menuManagement',
  '/setting/systemLog',
  '/systemLog/index',
  '/vab/table/comprehensiveTable',
  '/other/notice',
  '/mall/goods',
];
const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];
const LOADED =
  '.jimu-crud-table .jimu-table-row, .jimu-crud-card, .jimu-dashboard-card .jimu-dashboard-value, .jimu-config-page form input, .jimu-crud-empty';

// A screen sweep opens every screen at 1440×900 and at 390×844 in en (English labels run longest)
// and finds no reachable control outside the viewport (one browser, one page, resized). In zh, the
// console's language, the sweep over every page of the route table holds the same at both widths
// (a11ySweep.test.ts).
describe('#11 screen sweep: no reachable control outside the window', () => {
  let app: RunningConsole;
  let browser: TestBrowser;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    app = await startConsole();
    browser = await launchBrowser();
    page = await openSignedIn(browser, app, '/', { errors });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  for (const viewport of VIEWPORTS) {
    for (const language of ['en'] as const) {
      it(`#11.2 #11.3 ${viewport.width}×${viewport.height} ${language}: every screen keeps its controls inside the window`, async () => {
        await page.setViewportSize(viewport);
        await page.evaluate((lng) => localStorage.setItem('jimu-language', lng), language);
        await page.reload();
        await page.locator('.jimu-shell').waitFor();
        const found: string[] = [];
        for (const path of SCREENS) {
          await page.evaluate((to) => {
            window.location.hash = to;
          }, `#${path}`);
          const view = page.locator(`.jimu-view[data-view-key="${path}"]`);
          await view
            .locator(
              LOADED.split(', ')
                .map((s) => `${s}:visible`)
                .join(', '),
            )
            .first()
            .waitFor({ timeout: 20_000 })
            .catch(async (error: Error) => {
              // Say what the person would see instead, so a failure in CI can be read.
              const shown = await view.innerText().catch(() => '(no view)');
              throw new Error(`${path} never showed its content; the view shows: ${shown.slice(0, 300)}`, {
                cause: error,
              });
            });
          for (const control of await settledControlsOutside(page)) found.push(`${path}: ${control}`);
        }
        expect(found).toEqual([]);
        expect(errors).toEqual([]);
        // 14 screens opened one after another, each waited for until its content shows (up to 20 s) and every
        // control on it measured: 8-10 s on a loaded 2-core machine.
      }, 90_000);
    }
  }
});
