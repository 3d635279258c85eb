import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AxeFinding, axeFindings, preloadAxe, WCAG_A_AA } from './support/axe';
import { consoleDelivered, semiInternal, traceFindDomNode } from './support/devWarnings';
import { keyboardWalk } from './support/keyboardWalk';
import { launchBrowser, type TestBrowser, watchConsoleErrors } from './support/launchBrowser';
import { settledControlsOutside } from './support/reachable';
import { screenRoutes } from './support/routeTable';
import { type RunningConsole, startConsole } from './support/startConsole';
import { openSignedIn } from './support/useConsole';

/**
 * Every screen of the route table, once (a pattern opened with the values the table gives it).
 * SWEEP_ONLY=<regular expression> narrows it to the addresses that match, for a hunt.
 */
const ROUTES = screenRoutes()
  .filter((route, i, all) => all.findIndex((r) => r.visit === route.visit) === i)
  .filter((route) => new RegExp(process.env.SWEEP_ONLY ?? '').test(route.visit));
const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
/** The view on show (kept-alive views of other tabs stay in the DOM, hidden). */
const VIEW = '.jimu-view:not([hidden])';
/** The view of `visit` on show (views are keyed by their address). */
const viewOf = (visit: string) => `${VIEW}:is([data-view-key="${visit}"], [data-view-key^="${visit}?"])`;

/**
 * The rules whose outcome a change of theme can change: it swaps Semi's colour variables and
 * nothing else, so at each width the first theme is checked by every rule and the second by these.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

type Check = `${'light' | 'dark'} ${1440 | 390}`;
/** What each page showed, kept in test-output/a11ySweep.json for reading a failure. */
const report: Record<string, Partial<Record<Check, AxeFinding[]>> & Record<string, unknown>> = {};

/** Two frames: what a change of theme or width re-renders is drawn. */
const frames = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

// Every page of the route table, as admin, opened once; in that one visit axe (WCAG 2 A and AA,
// serious and critical) finds nothing in the light theme and in dark mode at 1440 and at 390 px, and
// Tab from the top of the page reaches its primary actions, each with a visible focus ring. The
// visit also holds what the demo and workbench sweeps held — the page is its own screen (neither
// the not-built page nor an error page) and logs no console error — and, in zh, the screen sweep's
// rule: no control a person could reach lies outside the window, at either width. The console is
// the development build `jimu dev` serves, so each visit (a page load of its own) also holds the
// rule that a screen opens with no React or Semi warning.
describe('#30 every page: no serious accessibility fault, light and dark, 1440 and 390 px, by keyboard', () => {
  let app: RunningConsole;
  let browser: TestBrowser;
  let page: Page;
  const errors: string[] = [];
  /** Requests on their way, and answered: a page is measured once none is on its way for a while. */
  let inFlight = 0;
  let answered = 0;
  /** Whether a walk went from the top of the document through the console's frame into a view. */
  let frameWalked = false;

  beforeAll(async () => {
    // A development build unless one of the same content is kept: under a minute on an idle
    // 2-core machine, two and more beside another worker's Chromium.
    [app, browser] = await Promise.all([startConsole('config', { mode: 'development' }), launchBrowser()]);
    const watchRequests = async (opened: Page) => {
      const done = () => {
        inFlight--;
        answered++;
      };
      opened.on('request', () => inFlight++);
      opened.on('requestfinished', done);
      opened.on('requestfailed', done);
    };
    // Every page the sweep opens: its requests counted, axe loaded as it starts, and transitions off
    // (colours and rings are measured settled, not mid-transition).
    const settled = async (opened: Page) => {
      await opened.addInitScript(traceFindDomNode);
      watchConsoleErrors(opened, errors, { warnings: true });
      await watchRequests(opened);
      await preloadAxe(opened);
      await opened.addInitScript(() =>
        document.addEventListener('DOMContentLoaded', () => {
          const style = document.createElement('style');
          style.textContent =
            '*, *::before, *::after { transition: none !important; animation-duration: 0s !important; }';
          document.head.append(style);
        }),
      );
    };
    page = await openSignedIn(browser, app, '/', { viewport: WIDE, prepare: settled });
    // A workbench screen works on the project chosen last: the seed's first, as if chosen.
    const seed = JSON.parse(readFileSync('mock-db.json', 'utf8')) as { projects: { id: number }[] };
    await page.evaluate(
      (id) => localStorage.setItem('jimu-workbench-project', String(id)),
      seed.projects[0].id,
    );
    // Dark mode switched on and saved in the theme drawer, as a person does: every page opens dark
    // (Semi's dark palette loads as it starts); each check then sets what the drawer's switch sets,
    // the body's theme-mode.
    await page.evaluate(() => window.dispatchEvent(new Event('theme')));
    await page.getByRole('switch', { name: '暗黑模式' }).click();
    await page.getByRole('button', { name: '保存' }).click();
    await page.keyboard.press('Escape');
    await page.locator('.semi-sidesheet').waitFor({ state: 'hidden' });
    // The pointer rests in the corner: where the switch was, it would hover each page's controls.
    await page.mouse.move(0, 0);
    // Saving showed a toast: nothing logged on the way (Semi's list of toasts once warned here).
    await consoleDelivered(page);
    expect(errors).toEqual([]);
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  /** Waits until the view of `visit` shows and has settled: no request on its way, no spinner. */
  async function settle(visit: string) {
    await page.locator(viewOf(visit)).waitFor();
    // Twice in a row with no answer in between: a lazy part's code arrives, then asks for its data.
    let seen = -1;
    await expect
      .poll(
        async () => {
          const quiet =
            inFlight === 0 &&
            (await page.locator(`${VIEW} :is(.semi-spin-spinning, [aria-busy="true"])`).count()) === 0;
          const still = quiet && seen === answered;
          seen = quiet ? answered : -1;
          return still;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
  }

  it('#30 the sweep covers every screen of the route table', () => {
    expect(ROUTES.length).toBeGreaterThanOrEqual(process.env.SWEEP_ONLY ? 1 : 79);
  });

  it.each(ROUTES.map((route, i) => [route.visit, route.shows, i] as const))(
    '#30 %s (%s)',
    async (visit, shows, i) => {
      const started = Date.now();
      // Where the visit's time goes, by step, kept in the report.
      const phases: Record<string, number> = {};
      let lapped = started;
      const lap = (step: string) => {
        const now = Date.now();
        phases[step] = (phases[step] ?? 0) + now - lapped;
        lapped = now;
      };
      const errorsBefore = errors.length;
      // Every other page starts narrow, so each visit changes the width once.
      const widths = i % 2 === 0 ? [WIDE, PHONE] : [PHONE, WIDE];
      if (page.viewportSize()?.width !== widths[0].width) await page.setViewportSize(widths[0]);
      // Opened directly, as a link opens it: a new document, whose DOM is this page's alone.
      await page.goto('about:blank');
      await page.goto(`${app.url}/#${visit}`);
      await page.locator('body[theme-mode="dark"]').waitFor({ state: 'attached' });
      lap('open');
      await settle(visit);
      lap('settle');
      // The runtime's result page is a screen only where the route shows it (403, 404).
      const result = await page.locator(`${VIEW} .jimu-result-title`).allTextContents();
      const shown = await page.locator(VIEW).evaluate((view) => view.getBoundingClientRect().height > 0);
      const outcome = !shown
        ? 'blank'
        : result.length === 0 || shows.startsWith('core/')
          ? 'screen'
          : result.join(' ');
      const found: Partial<Record<Check, AxeFinding[]>> = {};
      const outside: string[] = [];
      let keyboard: Awaited<ReturnType<typeof keyboardWalk>> | undefined;
      // Whether what is on show has been drawn since the last change of width or theme.
      let drawn = true;
      let darkNow = true;
      for (const [n, width] of widths.entries()) {
        if (n > 0) {
          await page.setViewportSize(width);
          drawn = false;
        }
        // The page opens dark; each width is checked in both themes, one change at a time.
        for (const [t, dark] of (n === 0 ? [true, false] : [false, true]).entries()) {
          if (dark !== darkNow) {
            await page.evaluate((on) => {
              if (on) document.body.setAttribute('theme-mode', 'dark');
              else document.body.removeAttribute('theme-mode');
            }, dark);
            darkNow = dark;
            drawn = false;
          }
          if (!drawn) await frames(page);
          drawn = true;
          lap('frames');
          if (!dark)
            for (const control of await settledControlsOutside(page))
              outside.push(`${width.width}: ${control}`);
          lap('outside');
          // The console's frame around the view is the same on every page: walked from the top
          // until a walk went through it to a view's primary actions, from the view's start after.
          if (width === WIDE && !dark) {
            keyboard = await keyboardWalk(page, VIEW, { from: frameWalked ? 'root' : 'top' });
            frameWalked ||= keyboard.primary.length > 0;
          }
          lap('keyboard');
          // The shell around the view is the same on every page: checked whole on the first.
          found[`${dark ? 'dark' : 'light'} ${width.width as 1440 | 390}`] = await axeFindings(page, {
            ...(t === 0 ? { tags: WCAG_A_AA } : { rules: COLOUR_RULES }),
            scope: i === 0 ? undefined : VIEW,
          });
          lap('axe');
        }
      }
      await consoleDelivered(page);
      const heard = errors.slice(errorsBefore).filter((message) => !semiInternal(visit, message));
      lap('console');
      report[visit] = { ...found, keyboard, outside, outcome, heard, ms: Date.now() - started, phases };
      mkdirSync('test-output', { recursive: true });
      writeFileSync('test-output/a11ySweep.json', JSON.stringify(report, null, 1));
      expect(outcome).toBe('screen');
      expect(heard).toEqual([]);
      expect(outside).toEqual([]);
      const faults = Object.entries(found).flatMap(([check, findings]) =>
        findings.map(
          (f) => `${check} ${f.impact} ${f.id}: ${f.targets.map((t, n) => `${t} (${f.why[n]})`).join(', ')}`,
        ),
      );
      expect(faults).toEqual([]);
      expect({ unreached: keyboard?.unreached, noRing: keyboard?.noRing }).toEqual({
        unreached: [],
        noRing: [],
      });
    },
    60_000,
  );
});
