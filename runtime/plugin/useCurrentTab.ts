import { useSelector } from '@xstate/react';
import { useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import type { VisitedTab } from '../machines';
import type { RouteMeta } from '../routing';
import { CurrentViewContext } from '../shell/CurrentViewContext';
import { useShell } from '../shell/ShellContext';

/** The tab a page shows in, and a way to change only that tab. */
export interface CurrentTab {
  /** The tab key: fullPath for per-parameter routes (detail, Params, Query, dynamicNewTab), else the path. */
  key: string;
  /** The open tab, once the tabs bar holds it (undefined for a route with tabHidden). */
  tab: VisitedTab | undefined;
  /**
   * Changes this tab's meta (a `title` renames it; the document title follows). Other tabs of the
   * same route keep theirs. Called before the tab exists (the page's first effect can run before
   * the router adds the tab), the change waits for it.
   */
  setMeta(meta: Partial<RouteMeta>): void;
}

/**
 * The current page's own tab: per-parameter pages rename themselves by tab key, not by
 * route name, which would rename every open tab of the route. Throws outside a route's page.
 *
 * @example
 * const { setMeta } = useCurrentTab();
 * useEffect(() => setMeta({ title: `${record.title} 详情` }), [record.title, setMeta]);
 */
export function useCurrentTab(): CurrentTab {
  const key = useContext(CurrentViewContext);
  if (key === null) throw new Error('useCurrentTab() must be used inside a route page (no current view)');
  const { tabs } = useShell();
  const tab = useSelector(tabs, (s) => s.context.tabs.find((open) => open.key === key));
  const waiting = useRef<{ unsubscribe(): void } | null>(null);
  useEffect(() => () => waiting.current?.unsubscribe(), []);
  const setMeta = useCallback(
    (meta: Partial<RouteMeta>) => {
      const has = () => tabs.getSnapshot().context.tabs.some((open) => open.key === key);
      const send = () => tabs.send({ type: 'tabs.changeMeta', key, meta });
      waiting.current?.unsubscribe();
      waiting.current = null;
      if (has()) {
        send();
        return;
      }
      const subscription = tabs.subscribe(() => {
        if (!has()) return;
        subscription.unsubscribe();
        waiting.current = null;
        send();
      });
      waiting.current = subscription;
    },
    [tabs, key],
  );
  return useMemo(() => ({ key, tab, setMeta }), [key, tab, setMeta]);
}
