import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { seriousViolations } from './axe';
import { launchBrowser, type TestBrowser } from './launchBrowser';
import { type RunningConsole, startConsole } from './startConsole';
import { openSignedIn } from './useConsole';

/** One console, one browser and one signed-in page for a whole showcase test file. */
export interface ShowcaseSession {
  app: RunningConsole;
  browser: TestBrowser;
  page: Page;
  /** Console errors and uncaught page errors since the file began. */
  errors: string[];
}

/**
 * Starts the sample console and Chromium once for the file and opens its home page signed in as
 * `username` from the stored session (storedSession.ts, no login form); tests then walk the demos
 * on the same page (as a visitor would), which keeps a file well under a minute. `prepare` runs on
 * the page before its first navigation (init scripts; permissions go to `page.context()`, the
 * page's own context, not `browser.context`).
 *
 * @example const s = useShowcaseSession(); it('…', async () => { await openShowcase(s.page, s.app.url, …) });
 */
export function useShowcaseSession(
  username = 'admin',
  prepare?: (page: Page, browser: TestBrowser) => Promise<void>,
): ShowcaseSession {
  const session = {} as ShowcaseSession;
  beforeAll(async () => {
    session.app = await startConsole();
    session.browser = await launchBrowser();
    session.errors = [];
    session.page = await openSignedIn(session.browser, session.app, '/', {
      account: username,
      errors: session.errors,
      prepare: (page) => prepare?.(page, session.browser) ?? Promise.resolve(),
    });
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.app?.close();
  });
  return session;
}

/** The demo root of the view on show (kept-alive views of other tabs are in the DOM, hidden). */
export const shownShowcase = (name: string) => `[data-testid="showcase-${name}"]:not([hidden] *)`;

/**
 * The serious/critical axe violations of the demo on show, measured with the pointer parked in a
 * corner (a button still hovered after a click has its hover colours, not its resting ones).
 */
export async function showcaseAxe(page: Page, name: string): Promise<string[]> {
  await page.mouse.move(0, 0);
  return seriousViolations(page, { scope: shownShowcase(name) });
}
