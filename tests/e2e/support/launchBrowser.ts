import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { chromiumPath, FLAGS, HEADLESS_SHELL } from '../../../scripts/cli/chromium';
import { giveStoredSession } from './giveStoredSession';
import type { StorageState } from './storedSession';

// Where the Chromium is and how it starts is the CLI's (`jimu smoke` drives the same one).
export { chromiumPath, FLAGS, HEADLESS_SHELL };

export interface TestBrowser {
  /** The file's first context, for tests that share one across a file. */
  context: BrowserContext;
  /**
   * A new context with the file's settings (its own storage, cookies and service workers):
   * signed in when given a stored session (storedSession.ts, given by giveStoredSession.ts), at
   * another size when given a viewport.
   */
  newContext(options?: { storageState?: StorageState; viewport?: Viewport }): Promise<BrowserContext>;
  close(): Promise<void>;
}

export type Viewport = { width: number; height: number };

export interface LaunchOptions {
  /**
   * 'allow' lets the console's service worker in (the tests about it). By default it is kept out:
   * the worker registers once the page is idle and then downloads every file of the build (about
   * 300) into its cache, which in a new context per test would be the same download in the
   * background of every test; and a test that cuts or slows the network for the console's code
   * needs it out, since the worker answers code from its cache, which the test's routes never see.
   */
  serviceWorkers?: 'allow' | 'block';
}

/**
 * Set for the browser tests (vitest.config.ts): each worker process starts one Chromium, which
 * every test file it runs opens its contexts in.
 */
export const SHARED_BROWSER_ENV = 'JIMU_TEST_BROWSER';

/** The worker's Chromium, kept on the global object: a file's vi.resetModules() keeps it too. */
const WORKER_BROWSER = Symbol.for('jimu.test.workerBrowser');
type WithBrowser = typeof globalThis & { [WORKER_BROWSER]?: Promise<Browser> };

/** The worker's Chromium, started by its first caller (again if it went away). */
async function workerBrowser(): Promise<Browser> {
  const store = globalThis as WithBrowser;
  const running = await store[WORKER_BROWSER];
  if (running?.isConnected()) return running;
  // Ended with the worker process (playwright ends the browsers it launched as its process exits).
  store[WORKER_BROWSER] = chromium.launch({ executablePath: chromiumPath(), args: FLAGS });
  return store[WORKER_BROWSER];
}

/**
 * A browser context (its own storage, cookies and service workers) in the Chromium of the test
 * worker: starting a Chromium takes seconds, a context milliseconds. Launched in the worker
 * itself, playwright's driver talks to it over its own pipe; one Chromium for the run, reached
 * over a websocket from every worker, had the run's main process relay every protocol message of
 * both workers' pages. `close` closes the contexts this one opened. Outside the test run it starts
 * a Chromium of its own, closed by `close`.
 */
export async function launchBrowser(
  viewport: Viewport = { width: 1440, height: 900 },
  options: LaunchOptions = {},
): Promise<TestBrowser> {
  const settings = { viewport, locale: 'zh-CN', serviceWorkers: options.serviceWorkers ?? 'block' } as const;
  const shared = process.env[SHARED_BROWSER_ENV] !== undefined;
  const browser: Browser = shared
    ? await workerBrowser()
    : await chromium.launch({ executablePath: chromiumPath(), args: FLAGS });
  const opened: BrowserContext[] = [];
  const open = async (more: Parameters<Browser['newContext']>[0]) => {
    const created = await browser.newContext({ ...settings, ...more });
    opened.push(created);
    return created;
  };
  const context = await open({});
  return {
    context,
    newContext: async ({ storageState, viewport } = {}) => {
      const created = await open({ viewport: viewport ?? settings.viewport });
      if (storageState) await giveStoredSession(created, storageState);
      return created;
    },
    close: shared
      ? async () => {
          await Promise.all(opened.map((created) => created.close().catch(() => undefined)));
        }
      : () => browser.close(),
  };
}

/**
 * Collects console errors and uncaught page errors into `errors` (a new list by default), so a
 * test can assert there were none. With `warnings`, console warnings too (prefixed `warning: `):
 * React and Semi warn of deprecated APIs, missing keys and the like in a development build.
 */
export function watchConsoleErrors(
  page: Page,
  errors: string[] = [],
  { warnings = false }: { warnings?: boolean } = {},
): string[] {
  page.on('console', (message) => {
    if (message.type() === 'warning' && warnings) {
      // Playwright's own notice when a context keeps service workers out (LaunchOptions), not the page's.
      if (message.text() === 'Service Worker registration blocked by Playwright') return;
      errors.push(`warning: ${message.text()}`);
      return;
    }
    if (message.type() !== 'error') return;
    // Chromium's "Failed to load resource" names no address; the location does.
    const { url } = message.location();
    // An API answer opened as a page (the tests clear storage on /publicKey) makes Chromium ask
    // for /favicon.ico at its own moment; the console's pages declare their icon and never do.
    if (/\/favicon\.ico$/.test(url)) return;
    errors.push(
      /^Failed to load resource/.test(message.text()) && url ? `${message.text()} ${url}` : message.text(),
    );
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}
