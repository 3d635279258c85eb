import { type RefObject, useEffect, useState } from 'react';
import { loadChunk } from '../data/loadChunk';
import type { RuntimeRoute } from '../routing/RuntimeRoute';
import type { Runtime } from './createRuntime';

/** The longest the first view waits for its page before the frame shows without it. */
export const FIRST_VIEW_WAIT_MS = 400;

/**
 * The first view of a page load (a deep link, F5, the home screen after signing in) renders
 * whole, in one go: once the guard has allowed its route, the console frame waits until its own
 * code (`frame`), the view's code and config (`prepareView`) and a list page's first rows (`rows`,
 * useWarmList.ts)
 * are there — at most FIRST_VIEW_WAIT_MS, after which the frame shows and the view follows as it
 * loads. The frame, the page and its rows so render and lay out once, instead of a frame with a
 * spinner, then the page, then its rows, each laid out anew. Later views show at once, as they load.
 * Answers true while the first view waits (the guard's spinner stays).
 *
 * @example const waiting = useFirstView(runtime, ready ? leaf : undefined, rows, () => ConsoleFrame.preload());
 */
export function useFirstView(
  runtime: Runtime,
  leaf: RuntimeRoute | undefined,
  rows: RefObject<Promise<unknown> | undefined>,
  frame: () => Promise<unknown>,
): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (shown || !leaf) return undefined;
    let live = true;
    const show = () => live && setShown(true);
    const timer = setTimeout(show, FIRST_VIEW_WAIT_MS);
    const { registry, pages } = runtime.console.getSnapshot().context;
    const view = loadChunk(() => import('./consoleViews')).then((m) => m.prepareView(leaf, registry, pages));
    Promise.allSettled([frame(), view, rows.current]).then(show);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [shown, leaf, runtime, rows, frame]);
  return !shown && leaf !== undefined;
}
