import type { BrowserContext, Frame, Page } from 'playwright-core';
import type { StorageState } from './storedSession';

/**
 * Gives a new context a stored session (storedSession.ts) as playwright's `storageState` option
 * does: its cookies, and each origin's local storage in place before that origin's first page runs
 * a script. The option gets there by opening a page of its own and loading every origin in it
 * (playwright's setStorageState): one renderer and one navigation more per context, measured at a
 * sixth of the CPU a signed-in page open costs. Here a script the context runs at the start of
 * each document writes the storage instead, in the first document of each origin, and is then
 * taken away: a sign-out, a cleared storage or a reload afterwards finds what the page left, as
 * with the option.
 *
 * @example const context = await browser.newContext(); await giveStoredSession(context, session);
 */
export async function giveStoredSession(context: BrowserContext, state: StorageState): Promise<void> {
  if (state.cookies.length > 0) await context.addCookies(state.cookies);
  const origins = state.origins.filter((origin) => origin.localStorage.length > 0);
  if (origins.length === 0) return;
  // Text, not a function: the test runner's transform may wrap a function in helpers the page lacks.
  const seed = await context.addInitScript({
    content: `(() => {
  const stored = ${JSON.stringify(origins)}.find((origin) => origin.origin === location.origin);
  if (stored) for (const { name, value } of stored.localStorage) localStorage.setItem(name, value);
})();`,
  });
  const waiting = new Set(origins.map((origin) => origin.origin));
  const seeded = (frame: Frame) => {
    if (frame.parentFrame()) return;
    let origin: string;
    try {
      origin = new URL(frame.url()).origin;
    } catch {
      return;
    }
    // The document that ran the script has started: later ones keep what it leaves.
    if (waiting.delete(origin) && waiting.size === 0) {
      context.off('page', watch);
      for (const page of context.pages()) page.off('framenavigated', seeded);
      void seed.dispose().catch(() => undefined);
    }
  };
  const watch = (page: Page) => page.on('framenavigated', seeded);
  context.on('page', watch);
}
