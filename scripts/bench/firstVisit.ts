import type { Request } from 'playwright-core';
import { IDLE_MARK } from '../../runtime/lib/whenPageIdle';
import { launchBrowser } from '../../tests/e2e/support/launchBrowser';
import type { ColdTarget } from './coldLoad';
import { type WireBytes, type WireRequest, wireBytes } from './wireBytes';

/** What the first `windowMs` of a first visit put on the wire. */
export interface FirstVisit extends WireBytes {
  /** When the page went idle after its first view (ms since the navigation), if it did. */
  idleAt: number | undefined;
  requests: WireRequest[];
}

/**
 * A first visit as a new user makes it: a fresh profile (an empty HTTP cache, no service worker
 * yet, which this time may register and precache), the page's address opened directly and left
 * alone for `windowMs`. Every request of the page and of its service worker is recorded with its
 * bytes on the wire; an answer from the worker's cache counts nothing. The page's idle moment is
 * the mark boot sets when its idle-time work starts.
 *
 * @example const { firstViewKib, deferredKib } = await firstVisit(url, target, 10_000);
 */
export async function firstVisit(baseUrl: string, target: ColdTarget, windowMs: number): Promise<FirstVisit> {
  const browser = await launchBrowser(undefined, { serviceWorkers: 'allow' });
  try {
    const context = browser.context;
    const page = await context.newPage();
    if (target.token)
      await page.addInitScript(
        ([key, value]) => {
          if (!localStorage.getItem(key)) localStorage.setItem(key, value);
        },
        [target.token.key, target.token.value] as const,
      );
    const started = new Map<Request, number>();
    const pending: Promise<WireRequest>[] = [];
    context.on('request', (request) => started.set(request, Date.now()));
    context.on('requestfinished', (request) => {
      pending.push(
        (async () => {
          const response = await request.response();
          const fromWorkerCache = response?.fromServiceWorker() ?? false;
          const sizes = fromWorkerCache ? undefined : await request.sizes().catch(() => undefined);
          return {
            url: request.url(),
            type: request.resourceType(),
            start: started.get(request) ?? Date.now(),
            bytes: sizes ? sizes.responseBodySize + sizes.responseHeadersSize : 0,
            byServiceWorker: request.serviceWorker() !== null,
          };
        })(),
      );
    });
    await page.goto(`${baseUrl}/#${target.path}`, { waitUntil: 'commit' });
    await page.waitForTimeout(windowMs);
    const { origin, idle } = await page.evaluate(
      (mark) => ({ origin: performance.timeOrigin, idle: performance.getEntriesByName(mark)[0]?.startTime }),
      IDLE_MARK,
    );
    const requests = (await Promise.all(pending)).map((r) => ({ ...r, start: r.start - origin }));
    return { ...wireBytes(requests, { idleAt: idle, windowMs }), idleAt: idle, requests };
  } finally {
    await browser.close();
  }
}
