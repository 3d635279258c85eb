import { chromium } from 'playwright-core';
import { chromiumPath, FLAGS, SHARED_BROWSER_ENV } from '../e2e/support/launchBrowser';

/**
 * Vitest global setup of the browser tests: one Chromium for the whole run, which every test
 * file connects to and opens its own contexts in (tests/e2e/support/launchBrowser.ts), instead of
 * starting a Chromium per file. Closed when the run ends.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const server = await chromium.launchServer({ executablePath: chromiumPath(), args: FLAGS });
  process.env[SHARED_BROWSER_ENV] = server.wsEndpoint();
  return () => server.close();
}
