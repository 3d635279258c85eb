import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, type TestBrowser, watchConsoleErrors } from './launchBrowser';
import { seriousAxeViolations } from './showcaseChecks';
import { signIn } from './signIn';
import { type RunningConsole, startConsole } from './startConsole';

/** One console, one browser and one signed-in page for a whole showcase test file. */
export interface ShowcaseSession {
  app: RunningConsole;
  browser: TestBrowser;
  page: Page;
  /** Console errors and uncaught page errors since the file began. */
  errors: string[];
}

/**
 * Starts the sample console and Chromium once for the file and signs `username` in; tests then
 * walk the demos on the same page (as a visitor would), which keeps a file well under a minute.
 * `prepare` runs on the page before sign-in (init scripts, permissions).
 *
 * @example const s = useShowcaseSession(); it('…', async () => { await openDemo(s.page, s.app.url, …) });
 */
export function useShowcaseSession(
  username = 'admin',
  prepare?: (page: Page, browser: TestBrowser) => Promise<void>,
): ShowcaseSession {
  const session = {} as ShowcaseSession;
  beforeAll(async () => {
    session.app = await startConsole();
    session.browser = await launchBrowser();
    session.page = await session.browser.context.newPage();
    session.page.setDefaultTimeout(10_000);
    session.errors = watchConsoleErrors(session.page);
    await prepare?.(session.page, session.browser);
    await signIn(session.page, session.app.url, username);
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.app?.close();
  });
  return session;
}

/** The demo root of the view on show (kept-alive views of other tabs are in the DOM, hidden). */
export const shownDemo = (name: string) => `[data-testid="demo-${name}"]:not([hidden] *)`;

/**
 * The serious/critical axe violations of the demo on show, measured with the pointer parked in a
 * corner (a button still hovered after a click has its hover colours, not its resting ones).
 */
export async function demoAxe(page: Page, name: string): Promise<string[]> {
  await page.mouse.move(0, 0);
  return seriousAxeViolations(page, shownDemo(name));
}
