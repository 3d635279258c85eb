import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { type LaunchOptions, launchBrowser, type TestBrowser, watchConsoleErrors } from './launchBrowser';
import { type RunningConsole, type StartConsoleOptions, startConsole } from './startConsole';

/** What a browser test file works with; `page` and `errors` are new for every test. */
export interface ConsoleContext {
  app: RunningConsole;
  browser: TestBrowser;
  page: Page;
  /** Console errors and uncaught page errors of this test's page. */
  errors: string[];
}

/**
 * Registers the hooks every browser test file needs: one built console with the real mock back end
 * and one Chromium per file; per test a fresh, signed-out page showing the login form (the profile is
 * shared, so local storage is cleared before the test starts).
 *
 * @example
 * const ctx = useConsole();
 * it('…', async () => { await signIn(ctx.page, ctx.app.url, 'admin'); });
 */
export function useConsole(
  configDir = 'config',
  options: StartConsoleOptions = {},
  browserOptions: LaunchOptions = {},
): ConsoleContext {
  const ctx = {} as ConsoleContext;
  beforeAll(async () => {
    ctx.app = await startConsole(configDir, options);
    ctx.browser = await launchBrowser(undefined, browserOptions);
  });
  afterAll(async () => {
    await ctx.browser?.close();
    await ctx.app?.close();
  });
  beforeEach(async () => {
    await ctx.browser.context.clearCookies();
    ctx.page = await ctx.browser.context.newPage();
    ctx.page.setDefaultTimeout(10_000);
    // Storage is cleared from a same-origin address that is not the console: a console opened first
    // would boot with the last test's session and could still be redirecting when the test begins.
    await ctx.page.goto(`${ctx.app.url}/publicKey`);
    await ctx.page.evaluate(() => localStorage.clear());
    await ctx.page.goto(`${ctx.app.url}/#/login`);
    await ctx.page.getByLabel('用户名').waitFor();
    ctx.errors = watchConsoleErrors(ctx.page);
  });
  afterEach(async () => {
    await ctx.page?.close();
  });
  return ctx;
}
