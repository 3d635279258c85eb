import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccessSubject, can, type RoutePermission } from '../../runtime/access/can';
import { seriousViolations } from './support/axe';
import { launchBrowser, type TestBrowser } from './support/launchBrowser';
import { screenRoutes } from './support/routeTable';
import { type RunningConsole, startConsole } from './support/startConsole';
import { openSignedIn } from './support/useConsole';

/** A demo route to visit, with the permission rules of the route and of every group above it. */
interface ShowcaseRoute {
  path: string;
  rules: (RoutePermission | undefined)[];
  /** Opened with its parameter filled in (FILLED), not bare. */
  filled: boolean;
}

/** What a per-parameter route is visited with (its parameter filled in), beside its bare form. */
const FILLED: Record<string, string[]> = {
  '/vab/table/detail': ['/vab/table/detail?id=3'],
  '/other/dynamicSegment/test1/:id': ['/other/dynamicSegment/test1/2'],
  '/other/dynamicSegment/test2': ['/other/dynamicSegment/test2?id=3'],
  '/other/iframe/view': [
    `/other/iframe/view?url=${encodeURIComponent('/mock-assets/iframe/api.html')}&title=API`,
  ],
};

/** The demo routes of the sample route table (/vab and /other), with their dynamic parts filled in. */
function demoRoutes(): ShowcaseRoute[] {
  return screenRoutes()
    .filter((route) => /^\/(vab|other)\//.test(route.path) && !route.shows.startsWith('page:'))
    .flatMap(({ path: full, rules }) => {
      const filled = (FILLED[full] ?? []).map((visit) => ({ path: visit, rules, filled: true }));
      // A bare per-parameter route shows its missing-parameter state; a pattern cannot be opened.
      const bare = !full.includes(':') && full !== '/other/iframe/view';
      return bare ? [{ path: full, rules, filled: false }, ...filled] : filled;
    });
}

type Account = 'admin' | 'editor' | 'test';
/** The demo accounts as the seed and config/permissions.yaml define them. */
const SUBJECTS: Record<Account, AccessSubject> = {
  admin: { roles: ['Admin'], permissions: [], admin: true },
  editor: { roles: ['Editor'], permissions: ['read:system', 'write:system'], admin: false },
  test: { roles: ['Test'], permissions: ['read:system'], admin: false },
};
/** Whether the route table lets `account` open `route` (every rule on the way down must pass). */
const permitted = (route: ShowcaseRoute, account: Account) =>
  route.rules.every((rule) => can(SUBJECTS[account], rule));

const ROUTES = demoRoutes();
/** The view on show for `route` (views are keyed by their path). */
const viewOf = (route: string) => `.jimu-view:not([hidden])[data-view-key^="${route.split('?')[0]}"]`;
/** What the view on show settled into. */
type Outcome = 'screen' | 'forbidden' | 'not built' | 'error' | 'nothing within 15 s';

// #17 done-when: the sweep visits every demo route as admin, editor and test. Admin sees every
// screen, none of them the "not built yet" page; editor and test see exactly the routes the route
// table's permissions give them as screens and the others as the 403 page. No account meets a
// console error or a serious or critical axe violation on a screen it opens. Admin's visits of the
// bare routes are the sweep over every page's (a11ySweep.test.ts), one visit each for both.
describe('#17 showcase sweep over the demo route table', () => {
  let app: RunningConsole;
  let browser: TestBrowser;

  beforeAll(async () => {
    app = await startConsole();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  async function visit(page: Page, route: string): Promise<Outcome> {
    await page.goto(`${app.url}/#${route}`);
    // The route's own view, or the 403 page it was sent to; a view left behind stays in the DOM.
    const own = page.locator(
      `${viewOf(route)} :is([data-testid^="showcase-"], [data-testid^="example-"], .jimu-result)`,
    );
    const forbidden = page
      .waitForURL(/#\/403$/, { timeout: 15_000 })
      .then(() => page.locator(`${viewOf('/403')} .jimu-result`).waitFor({ timeout: 15_000 }))
      .then(() => 'forbidden' as const);
    const shown = own
      .first()
      .waitFor({ timeout: 15_000 })
      .then(() => 'own' as const);
    const settled = await Promise.any([forbidden, shown]).catch(() => undefined);
    if (!settled) return 'nothing within 15 s';
    if (settled === 'forbidden') return 'forbidden';
    const result = page.locator(`${viewOf(route)} .jimu-result-title`);
    if ((await result.count()) === 0) return 'screen';
    const title = (await result.first().textContent()) ?? '';
    if (title.includes('尚未构建')) return 'not built';
    return 'error';
  }

  async function sweep(account: Account, routes = ROUTES) {
    // A new context (its own storage), signed in as `account` from its stored session.
    const errors: string[] = [];
    const page = await openSignedIn(browser, app, '/', { account, errors });
    const outcomes: Record<string, Outcome> = {};
    const violations: string[] = [];
    for (const { path: route } of routes) {
      outcomes[route] = await visit(page, route);
      if (outcomes[route] === 'screen') {
        // Measured once the screen's data is in: a loading Spin dims what it covers on purpose.
        await expect
          .poll(
            () =>
              page
                .locator(`${viewOf(route)} .semi-spin-spinning, ${viewOf(route)} [aria-busy="true"]`)
                .count(),
            {
              timeout: 15_000,
            },
          )
          .toBe(0);
        // A table whose rows are still on the way shows its empty state for a moment, dimmed by the
        // Spin that is about to start; a table that is empty for good stays so and is measured.
        await page
          .locator(`${viewOf(route)} .semi-table-empty`)
          .first()
          .waitFor({ state: 'detached', timeout: 5_000 })
          .catch(() => undefined);
        for (const v of await seriousViolations(page, { scope: viewOf(route) }))
          violations.push(`${route}: ${v}`);
      }
    }
    await page.context().close();
    return { outcomes, errors, violations };
  }

  it('#17.1 admin: every demo route opened with its parameter is its screen, with no console error and no serious axe violation', async () => {
    // The 36 rows of SHOWCASE.md, the tabs demo and the showcase gallery; per-parameter routes
    // both bare (their missing-parameter state) and with a parameter. As admin, the bare ones are
    // opened by the sweep over every page (a11ySweep.test.ts), which holds them to the same: their
    // own screen, no console error, no serious axe violation (WCAG A and AA), light and dark.
    expect(ROUTES.length).toBeGreaterThanOrEqual(40);
    const { outcomes, errors, violations } = await sweep(
      'admin',
      ROUTES.filter((route) => route.filled),
    );
    expect(Object.keys(outcomes)).toHaveLength(Object.values(FILLED).flat().length);
    const notScreens = Object.entries(outcomes).filter(([, outcome]) => outcome !== 'screen');
    expect(notScreens).toEqual([]);
    expect(errors).toEqual([]);
    expect(violations).toEqual([]);
    // The four demo routes opened with a parameter, their data waited for and each checked by axe.
  }, 120_000);

  it.each(['editor', 'test'] as const)(
    '#17.1 %s: each demo route the route table permits is its screen (no console error, no serious axe violation), each other one the 403 page',
    async (account) => {
      const { outcomes, errors, violations } = await sweep(account);
      const expected = Object.fromEntries(
        ROUTES.map((route) => [route.path, permitted(route, account) ? 'screen' : 'forbidden']),
      );
      expect(outcomes).toEqual(expected);
      // Neither account may see everything or nothing: the permission demo is open to every role
      // (it is where accounts are switched), /other is Admin only.
      expect(outcomes['/vab/permission']).toBe('screen');
      expect(outcomes['/other/workflow']).toBe('forbidden');
      expect(errors).toEqual([]);
      // The screens it may open draw their read-only variants (no edit buttons, placeholders).
      expect(violations).toEqual([]);
      // The same sweep as the account, which opens fewer screens (others are its 403 page): 18-21 s on a
      // loaded 2-core machine.
    },
    180_000,
  );
});
