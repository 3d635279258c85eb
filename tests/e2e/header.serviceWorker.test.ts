import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPrecompressedSibling } from '../../scripts/build/precompressed';
import { launchBrowser, type TestBrowser } from './support/launchBrowser';
import { type RunningConsole, startConsole } from './support/startConsole';

/** Every file of the build's static folder (not the .br/.gz copies), as the worker's precache names it. */
const staticFiles = (outDir: string) =>
  (
    readdirSync(path.join(outDir, 'static'), {
      recursive: true,
      withFileTypes: true,
    }) as import('node:fs').Dirent[]
  )
    .filter((entry) => entry.isFile() && !isPrecompressedSibling(entry.name))
    .map((entry) => path.relative(outDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));

// The build's sw.js in real Chromium.
describe('service worker in Chromium', () => {
  let app: RunningConsole;
  let browser: TestBrowser;
  let page: Page;

  beforeAll(async () => {
    app = await startConsole();
    browser = await launchBrowser(undefined, { serviceWorkers: 'allow' });
    page = await browser.context.newPage();
    page.setDefaultTimeout(10_000);
    await page.goto(`${app.url}/#/login`);
    await page.getByLabel('用户名').waitFor();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('SE-10 sw.js registers, precaches index.html and every hashed asset, and takes control', async () => {
    const controlled = await page.evaluate(async () => {
      await navigator.serviceWorker.register('./sw.js');
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
      }
      return navigator.serviceWorker.controller?.scriptURL;
    });
    expect(controlled).toBe(`${app.url}/sw.js`);
    const cached = await page.evaluate(async () => {
      const names = await caches.keys();
      const cache = await caches.open(names[0]);
      return { names, urls: (await cache.keys()).map((request) => new URL(request.url).pathname) };
    });
    expect(cached.names).toHaveLength(1);
    expect(cached.names[0]).toMatch(/^jimu-[0-9a-f]{16}$/);
    const expected = ['/index.html', ...staticFiles(app.outDir).map((file) => `/${file}`)];
    expect(cached.urls.sort()).toEqual(expected.sort());
  });

  it('SE-10 static assets come from the cache, API calls from the network, and the console opens offline', async () => {
    const fromWorker: string[] = [];
    const fromNetwork: string[] = [];
    page.on('response', (response) =>
      (response.fromServiceWorker() ? fromWorker : fromNetwork).push(new URL(response.url()).pathname),
    );
    await page.reload();
    await page.getByLabel('用户名').waitFor();
    expect(fromWorker.filter((url) => url.startsWith('/static/')).length).toBeGreaterThan(0);
    expect(fromNetwork.filter((url) => url.startsWith('/static/'))).toEqual([]);

    const api = await page.evaluate(async () => (await fetch('/publicKey')).status);
    expect(api).toBe(200);
    const cachedApi = await page.evaluate(async () => {
      const cache = await caches.open((await caches.keys())[0]);
      return (await cache.keys()).filter((request) => !/\/(static\/|index\.html$)/.test(request.url)).length;
    });
    expect(cachedApi).toBe(0);

    // An API answer opened in the tab before going offline does not become the console's offline copy.
    await page.goto(`${app.url}/publicKey`);
    await browser.context.setOffline(true);
    try {
      await page.goto(`${app.url}/#/login`);
      await page.getByLabel('用户名').waitFor();
    } finally {
      await browser.context.setOffline(false);
    }
  });
});
