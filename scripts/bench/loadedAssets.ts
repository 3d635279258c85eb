import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

/** A script or stylesheet the page loaded, with when it arrived (ms since the page's time origin). */
export interface LoadedAsset {
  url: string;
  /** performance.now() at the end of its response. */
  at: number;
  /** gzip -9 bytes of its body. */
  gzip: number;
}

const ASSET = /\.(js|css)(\?|$)/;
const sizes = new Map<string, Promise<number>>();

/** gzip bytes of a file the console serves; fetched once per URL (the files are content-hashed). */
const gzipSize = (url: string): Promise<number> => {
  let size = sizes.get(url);
  if (!size) {
    size = fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
        return response.arrayBuffer();
      })
      .then((body) => gzipSync(Buffer.from(body), { level: 9 }).length);
    sizes.set(url, size);
  }
  return size;
};

/**
 * Every script and stylesheet the page has loaded so far, read from the page's resource timing:
 * unlike response events, it also lists what the service worker answered from its cache,
 * whose bodies the browser does not hand to the test. Sizes come from fetching each URL again.
 * Call `keepResourceTimings(page)` before the first navigation so no entry is dropped.
 *
 * @example const assets = await loadedAssets(page); sum(assets.map((a) => a.gzip));
 */
export async function loadedAssets(page: Page): Promise<LoadedAsset[]> {
  const entries = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => ({ url: entry.name, at: (entry as PerformanceResourceTiming).responseEnd })),
  );
  const first = new Map<string, number>();
  for (const { url, at } of entries) if (ASSET.test(url) && !first.has(url)) first.set(url, at);
  return Promise.all([...first].map(async ([url, at]) => ({ url, at, gzip: await gzipSize(url) })));
}

/** Makes room for every resource timing entry of a long session (the default buffer holds 250). */
export const keepResourceTimings = (page: Page): Promise<void> =>
  page.addInitScript(() => performance.setResourceTimingBufferSize(10_000)).then(() => undefined);

/** KB of a list of assets. */
export const totalKb = (assets: LoadedAsset[]): number => assets.reduce((sum, a) => sum + a.gzip, 0) / 1024;
