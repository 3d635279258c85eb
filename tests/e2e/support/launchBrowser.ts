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

/** The shared Chromium's address, set by tests/setup/sharedBrowser.ts for the browser tests. */
export const SHARED_BROWSER_ENV = 'JIMU_TEST_BROWSER';

/**
 * A browser context (its own storage, cookies and service workers) in the Chromium the run shares
 * (tests/setup/sharedBrowser.ts): connecting takes milliseconds where starting a Chromium takes
 * seconds. Outside the test run's set-up it starts a Chromium of its own.
 */
export async function launchBrowser(
  viewport: Viewport = { width: 1440, height: 900 },
  options: LaunchOptions = {},
): Promise<TestBrowser> {
  const settings = { viewport, locale: 'zh-CN', serviceWorkers: options.serviceWorkers ?? 'block' } as const;
  const shared = process.env[SHARED_BROWSER_ENV];
  const browser: Browser = shared
    ? await chromium.connect(shared)
    : await chromium.launch({ executablePath: chromiumPath(), args: FLAGS });
  const context = await browser.newContext(settings);
  return {
    context,
    newContext: async ({ storageState, viewport } = {}) => {
      const opened = await browser.newContext({ ...settings, viewport: viewport ?? settings.viewport });
      if (storageState) await giveStoredSession(opened, storageState);
      return opened;
    },
    // Closing the connection (or the browser of its own) closes every context it opened.
    close: () => browser.close(),
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
