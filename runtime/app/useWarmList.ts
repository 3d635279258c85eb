import { type RefObject, useEffect, useRef } from 'react';
import { loadChunk } from '../data/loadChunk';
import type { warmList } from '../pages/crud/CrudPage';
import { findRoute } from '../routing/findRoute';
import type { RuntimeRoute } from '../routing/RuntimeRoute';
import type { Runtime } from './createRuntime';

/**
 * A deep link or F5 onto a list page: its first rows are asked for while the console frame is
 * still loading (pages/crud/warmList.ts), once per page load; a view shown later asks for its own.
 * The code that asks loads as soon as the console's routes (`allRoutes`) name the address's page,
 * before the user is known, so the request goes out once the guard allowed the route (`leaf`). A
 * failure is left to the page, which asks again and shows it. Returns the asked rows (settled when
 * they came or failed), which the first view waits for (useFirstView.ts).
 *
 * @example useWarmList(runtime, allRoutes, pathname, search, leaf);
 */
export function useWarmList(
  runtime: Runtime,
  allRoutes: readonly RuntimeRoute[],
  pathname: string,
  search: string,
  leaf: RuntimeRoute | undefined,
): RefObject<Promise<unknown> | undefined> {
  // undefined: not looked at yet; null: nothing (more) to ask for.
  const warm = useRef<Promise<typeof warmList | undefined> | null>();
  const rows = useRef<Promise<unknown>>();
  useEffect(() => {
    const { pages, registry } = runtime.console.getSnapshot().context;
    if (warm.current === undefined && allRoutes.length > 0) {
      const chain = findRoute(allRoutes, pathname)?.chain ?? [];
      const route = chain[chain.length - 1];
      warm.current =
        route && !route.component && pages.kind(route.page ?? route.name) === 'crud'
          ? loadChunk(() => import('../pages/crud/CrudPage')).then(
              (m) => m.warmList,
              () => undefined,
            )
          : null;
    }
    const ask = warm.current;
    if (!ask || !leaf) return;
    warm.current = null;
    const { http, i18n } = runtime;
    rows.current = ask
      .then((w) => w?.({ name: leaf.page ?? leaf.name, load: pages.load, http, registry, search, i18n }))
      .catch(() => undefined);
  });
  return rows;
}
