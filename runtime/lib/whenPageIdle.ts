/** The performance mark boot sets when the page went idle and its idle-time work starts (benches wait for it). */
export const IDLE_MARK = 'jimu:idle';

/** What whenPageIdle reads of the window (a test hands in its own). */
export type IdleWindow = Pick<Window, 'addEventListener' | 'setTimeout' | 'clearTimeout'> & {
  document: Pick<Document, 'readyState'>;
  PerformanceObserver?: typeof PerformanceObserver;
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
};

/**
 * Resolves once the page has loaded and its first screen is done with the network: the load
 * event, then `quietMs` without a new resource (a script, an image, an API answer), then an idle
 * moment of the main thread. Work that would compete with the first screen (the service worker's
 * precache) waits for it.
 *
 * @example void whenPageIdle().then(() => registerServiceWorker());
 */
export function whenPageIdle(win: IdleWindow = window, quietMs = 1000): Promise<void> {
  return new Promise((resolve) => {
    const afterLoad = () => {
      let timer: number | undefined;
      const observer = win.PerformanceObserver ? new win.PerformanceObserver(() => wait()) : undefined;
      const done = () => {
        observer?.disconnect();
        if (win.requestIdleCallback) win.requestIdleCallback(() => resolve(), { timeout: 2000 });
        else resolve();
      };
      const wait = () => {
        if (timer !== undefined) win.clearTimeout(timer);
        timer = win.setTimeout(done, quietMs);
      };
      observer?.observe({ type: 'resource' });
      wait();
    };
    if (win.document.readyState === 'complete') afterLoad();
    else win.addEventListener('load', afterLoad, { once: true });
  });
}

/** The longest code only needed after the first view waits for the page's idle moment. */
export const AFTER_FIRST_VIEW_MAX_MS = 3000;

let firstIdle: Promise<void> | undefined;

/**
 * The page load's idle moment after its first view (whenPageIdle, asked once per page load and
 * shared): boot's idle-time work starts then, and code the first view does not show (the forms of
 * a list page: its search bar, its edit dialog's validator) loads then, so none of it competes with
 * the first screen's bytes. Later calls, on later views, resolve at once. `maxMs` caps the wait
 * (a page whose network never goes quiet still gets its forms).
 *
 * @example await afterFirstView(); const forms = await import('../../forms');
 */
export function afterFirstView(maxMs = AFTER_FIRST_VIEW_MAX_MS, win: IdleWindow = window): Promise<void> {
  firstIdle ??= whenPageIdle(win);
  const idle = firstIdle;
  if (!Number.isFinite(maxMs)) return idle;
  return new Promise((resolve) => {
    const timer = win.setTimeout(resolve, maxMs);
    void idle.then(() => {
      win.clearTimeout(timer);
      resolve();
    });
  });
}
