import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import {
  type LaunchOptions,
  launchBrowser,
  type TestBrowser,
  type Viewport,
  watchConsoleErrors,
} from './launchBrowser';
import { type RunningConsole, type StartConsoleOptions, startConsole } from './startConsole';
import { storedSession } from './storedSession';

/** What a browser test file works with; `page` and `errors` are new for every test. */
export interface ConsoleContext {
  app: RunningConsole;
  browser: TestBrowser;
  /** This test's page: blank and signed out until the test opens one (`open`). */
  page: Page;
  /** Console errors and uncaught page errors of this test's pages (one list per test). */
  errors: string[];
  /**
   * Opens `hashPath` (e.g. '/table/list') in a new context, signed in as admin (or
   * `options.account`; null: signed out) from its stored session, waiting for the console frame
   * (openSignedIn). The page becomes `ctx.page`; its errors go to `ctx.errors`.
   */
  open(hashPath?: string, options?: Omit<OpenOptions, 'errors'>): Promise<Page>;
}

/** The console frame, shown at every width once a signed-in page has booted. */
export const SHELL = '.jimu-shell';

export interface OpenOptions {
  /** Whose stored session the page starts with ('admin' by default); null: signed out. */
  account?: string | null;
  viewport?: Viewport;
  /** Collects the page's console errors from its first moment (watchConsoleErrors). */
  errors?: string[];
  /** Runs on the new page before its first navigation (init scripts, routes, permissions). */
  prepare?: (page: Page) => Promise<void>;
}

/**
 * A page in a new context of `browser`, signed in from the stored session of `account` (an API
 * sign-in once per account and console), opened on `hashPath`; a signed-in page is returned once
 * it shows the console frame. For files that keep their own browser and console; `useConsole`
 * files call `ctx.open`. Closing the page's context (`page.context().close()`) ends it.
 *
 * @example const page = await openSignedIn(browser, app, '/workbench/board', { account: 'editor' });
 */
export async function openSignedIn(
  browser: TestBrowser,
  app: RunningConsole,
  hashPath = '/',
  { account = 'admin', viewport, errors, prepare }: OpenOptions = {},
): Promise<Page> {
  const storageState = account === null ? undefined : await storedSession(app, account);
  const context = await browser.newContext({ storageState, viewport });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  if (errors) watchConsoleErrors(page, errors);
  await prepare?.(page);
  await page.goto(`${app.url}/#${hashPath}`);
  if (account !== null) await page.locator(SHELL).waitFor();
  return page;
}

/**
 * Registers the hooks every browser test file needs: one built console with the real mock back end
 * and one connection to the run's Chromium per file; per test a new browser context (its own
 * storage), so no test sees another's session or settings.
 *
 * @example
 * const ctx = useConsole();
 * it('…', async () => { const page = await ctx.open('/table/list'); … });
 */
export function useConsole(
  configDir = 'config',
  options: StartConsoleOptions = {},
  browserOptions: LaunchOptions = {},
): ConsoleContext {
  const ctx = {} as ConsoleContext;
  let contexts: BrowserContext[] = [];
  const newPage = async (context: BrowserContext) => {
    contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    ctx.page = page;
    watchConsoleErrors(page, ctx.errors);
    return page;
  };
  ctx.open = async (hashPath = '/', options = {}) => {
    const page = await openSignedIn(ctx.browser, ctx.app, hashPath, { ...options, errors: ctx.errors });
    contexts.push(page.context());
    ctx.page = page;
    return page;
  };
  beforeAll(async () => {
    ctx.app = await startConsole(configDir, options);
    ctx.browser = await launchBrowser(undefined, browserOptions);
  });
  afterAll(async () => {
    await ctx.browser?.close();
    await ctx.app?.close();
  });
  beforeEach(async () => {
    ctx.errors = [];
    await newPage(await ctx.browser.newContext());
  });
  afterEach(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    contexts = [];
  });
  return ctx;
}
