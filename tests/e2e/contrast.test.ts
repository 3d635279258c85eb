import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchBrowser, type TestBrowser } from './support/launchBrowser';
import { type RunningConsole, startConsole } from './support/startConsole';
import { openSignedIn } from './support/useConsole';

const LAYOUTS = ['vertical', 'horizontal', 'comprehensive', 'column', 'float', 'common'] as const;
const THEMES = ['blue-black', 'blue-white', 'green-black', 'green-white', 'red-black', 'red-white', 'ocean'];
/** The menu picture is off in the float and horizontal layouts. */
const PICTURE_LAYOUTS = new Set(['vertical', 'comprehensive', 'column', 'common']);

/**
 * The menu's text against the menu's colour, where axe cannot tell (a picture or gradient behind
 * it): every menu entry and header text reaches 4.5:1 against the solid colour the theme lays
 * under its picture (--jimu-menu-bg), its selection colour included.
 */
async function lowMenuContrast(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const rgb = (css: string) => (css.match(/[\d.]+/g) ?? []).map(Number);
    const lum = ([r, g, b]: number[]) => {
      const f = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    const over = (top: number[], under: number[]) => {
      const a = top[3] ?? 1;
      return [0, 1, 2].map((i) => top[i] * a + under[i] * (1 - a));
    };
    const probe = document.createElement('div');
    probe.style.background = 'var(--jimu-menu-bg)';
    document.body.append(probe);
    const menuBg = rgb(getComputedStyle(probe).backgroundColor);
    probe.remove();
    const low: string[] = [];
    const entries = document.querySelectorAll<HTMLElement>(
      '.jimu-shell-sider .jimu-menu-item, .jimu-column-icons .jimu-column-item, .jimu-column-sub .jimu-menu-item, .jimu-top-header .jimu-first-level-item, .jimu-top-header .jimu-menu-item, .jimu-top-header .jimu-logo, .jimu-sider-logo .jimu-logo',
    );
    for (const entry of entries) {
      if (!entry.getClientRects().length) continue;
      const style = getComputedStyle(entry);
      const own = rgb(style.backgroundColor);
      const under = own.length === 4 && own[3] === 0 ? menuBg : over(own, menuBg);
      const text = over(rgb(style.color), under);
      const [a, b] = [lum(text), lum(under)].sort((x, y) => y - x);
      const ratio = (a + 0.05) / (b + 0.05);
      if (ratio < 4.5) low.push(`${(entry.textContent ?? '').trim().slice(0, 12)} ${ratio.toFixed(2)}`);
    }
    return low;
  });
}

// Every layout × theme × menu picture × light/dark reads (WCAG AA).
describe('#11.8 contrast in every layout, theme, menu picture and dark mode', () => {
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

  for (const dark of [false, true]) {
    it(`#11.8 ${dark ? 'dark' : 'light'}: axe finds no serious violation, color-contrast included, in any layout × theme × menu picture`, async () => {
      const found: string[] = [];
      for (const layout of LAYOUTS) {
        await page.evaluate(
          ([value, night]) => {
            localStorage.setItem('jimu-theme', JSON.stringify({ layout: value }));
            localStorage.setItem('jimu-dark-mode', String(night));
          },
          [layout, dark] as const,
        );
        await page.goto(`${app.url}/#/index`);
        await page.reload();
        await page.locator(`.jimu-shell[data-layout="${layout}"]`).waitFor();
        await page.getByTestId('dashboard-value').first().waitFor();
        // Colours are measured settled: a theme switch would otherwise be read mid-transition.
        await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
        if (dark)
          await expect.poll(() => page.evaluate(() => document.body.getAttribute('theme-mode'))).toBe('dark');
        for (const violation of await seriousViolations(page)) found.push(`${layout}: ${violation}`);
        for (const theme of THEMES) {
          for (const picture of PICTURE_LAYOUTS.has(layout) ? [false, true] : [false]) {
            // What the settings machine does on a theme change (applyThemeToDocument): classes only.
            await page.evaluate(
              ([name, on]) => {
                const { body } = document;
                body.classList.remove(...[...body.classList].filter((c) => c.startsWith('vab-theme-')));
                body.classList.add(`vab-theme-${name}`);
                document.documentElement.classList.toggle('vab-background', on as boolean);
              },
              [theme, picture] as const,
            );
            const where = `${layout} ${theme}${picture ? ' +picture' : ''}`;
            for (const violation of await seriousViolations(page, { rules: ['color-contrast'] })) {
              found.push(`${where}: ${violation}`);
            }
            for (const low of await lowMenuContrast(page)) found.push(`${where}: menu ${low}`);
          }
        }
      }
      expect(found).toEqual([]);
      expect(errors).toEqual([]);
      // Six layouts, each loaded afresh and checked by axe, then re-checked for colour contrast in 7 themes
      // (twice where the layout has a menu picture): 76 axe runs, 17-22 s on a loaded 2-core machine.
    }, 120_000);
  }

  // The home screen has no solid buttons, tags or table; the list pages have them all.
  for (const dark of [false, true]) {
    it(`#11.8 ${dark ? 'dark' : 'light'}: list pages (solid buttons, tags, table, pager) read in every theme`, async () => {
      const found: string[] = [];
      await page.evaluate((night) => {
        localStorage.setItem('jimu-theme', JSON.stringify({ layout: 'vertical' }));
        localStorage.setItem('jimu-dark-mode', String(night));
      }, dark);
      for (const route of ['/user_center/userManagement', '/vab/table/comprehensiveTable']) {
        await page.goto(`${app.url}/#${route}`);
        await page.reload();
        await page.locator('.jimu-crud[data-status="ready"]').waitFor();
        await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
        for (const theme of THEMES) {
          await page.evaluate((name) => {
            const { body } = document;
            body.classList.remove(...[...body.classList].filter((c) => c.startsWith('vab-theme-')));
            body.classList.add(`vab-theme-${name}`);
          }, theme);
          for (const violation of await seriousViolations(page, { rules: ['color-contrast'] }))
            found.push(`${route} ${theme}: ${violation}`);
        }
      }
      expect(found).toEqual([]);
      // Two list pages, each loaded afresh with its rows, then axe's colour-contrast rule in 7 themes: 14 axe
      // runs, 9-10 s on a loaded 2-core machine.
    }, 120_000);
  }
});
