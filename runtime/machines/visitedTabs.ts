import type { RouteMeta } from '../../schemas/types.gen';
import { opensTabPerParameter } from '../routing/opensTabPerParameter';

/** One tab of the tabs bar: the route visited, keyed for the keep-alive cache. */
export interface VisitedTab {
  /** fullPath for per-parameter tabs, else path: also the keep-alive cache key. */
  key: string;
  path: string;
  fullPath?: string;
  name: string;
  /** i18n key; starts as meta.title. */
  title: string;
  meta: RouteMeta;
  /** What `tabs.changeMeta` set: it outlives revisits, which bring the route's own meta back. */
  changedMeta?: Partial<RouteMeta>;
}

/** What the router reports on a visit; routes without a name or with tabHidden make no tab. */
export interface TabRoute {
  path: string;
  fullPath?: string;
  name?: string;
  meta: RouteMeta;
}

/** Pinned (affix) tabs count as non-closable too: a pinned tab that could close would not be pinned. */
export const isClosable = (tab: VisitedTab) => !tab.meta.noClosable && !tab.meta.affix;

/**
 * The key a route's tab has: per-parameter routes (opensTabPerParameter: dynamicNewTab, or named
 * detail, Params, Query in any case) are told apart by fullPath, others by path so a new query
 * updates the same tab.
 *
 * @example
 * tabKeyOf({ path: '/vab/table/detail', fullPath: '/vab/table/detail?id=3', name: 'detail', meta: { title: 't' } });
 * // '/vab/table/detail?id=3'
 */
export function tabKeyOf(route: TabRoute): string {
  return opensTabPerParameter(route) ? (route.fullPath ?? route.path) : route.path;
}

/** When no tab is non-closable, the first becomes so: the bar is never emptied by a click. */
export function keepOneNonClosable(tabs: VisitedTab[]): VisitedTab[] {
  if (tabs.length === 0 || tabs.some((tab) => !isClosable(tab))) return tabs;
  const [first, ...rest] = tabs;
  return [{ ...first, meta: { ...first.meta, noClosable: true } }, ...rest];
}

/**
 * Adds the tab of a visit, or updates the tab it already has. Answers the
 * tabs unchanged when the route makes no tab.
 *
 * @example
 * addVisitedTab([], { path: '/index', name: 'Index', meta: { title: 'route.index' } }).map((t) => t.key); // ['/index']
 */
export function addVisitedTab(tabs: VisitedTab[], route: TabRoute): VisitedTab[] {
  if (!route.name || route.meta.tabHidden) return tabs;
  const key = tabKeyOf(route);
  const tab: VisitedTab = {
    key,
    path: route.path,
    fullPath: route.fullPath,
    name: route.name,
    title: route.meta.title,
    meta: route.meta,
  };
  const at = tabs.findIndex((existing) => existing.key === key);
  if (at >= 0) {
    const { changedMeta } = tabs[at];
    const updated: VisitedTab = changedMeta
      ? {
          ...tab,
          title: changedMeta.title ?? tab.title,
          meta: { ...route.meta, ...changedMeta },
          changedMeta,
        }
      : tab;
    return tabs.map((existing, i) => (i === at ? updated : existing));
  }
  if (route.meta.affix) {
    const afterPinned = tabs.filter((existing) => existing.meta.affix).length;
    return [...tabs.slice(0, afterPinned), tab, ...tabs.slice(afterPinned)];
  }
  return [...tabs, tab];
}

export type CloseScope = 'one' | 'others' | 'left' | 'right' | 'all';

/**
 * Closes tabs relative to the one with `key`; non-closable tabs always stay. An unknown
 * key closes nothing rather than guessing which side was meant.
 *
 * @example
 * closeVisitedTabs(tabs, 'right', '/index'); // every closable tab right of /index is gone
 */
export function closeVisitedTabs(tabs: VisitedTab[], scope: CloseScope, key?: string): VisitedTab[] {
  const at = tabs.findIndex((tab) => tab.key === key);
  if (scope !== 'all' && at < 0) return tabs;
  const closes = (i: number): boolean => {
    switch (scope) {
      case 'one':
        return i === at;
      case 'others':
        return i !== at;
      case 'left':
        return i < at;
      case 'right':
        return i > at;
      default:
        return true;
    }
  };
  return tabs.filter((tab, i) => !isClosable(tab) || !closes(i));
}

/** What `tabs.changeMeta` may change: the meta, and the shown title with `meta.title`. */
export interface TabMetaChange {
  /** The tab's key: exactly one tab, e.g. one of several per-parameter tabs of one route. */
  key?: string;
  name?: string;
  title?: string;
  meta: Partial<RouteMeta>;
}

/**
 * Changes the meta of the tabs found by key, by route name or by title, as a page does to
 * show a record's name in its tab. A per-parameter route has one tab per fullPath: change it by
 * `key`, since by `name` every open tab of the route would be renamed.
 *
 * @example
 * changeTabMeta(tabs, { key: '/vab/table/detail?id=42', meta: { title: '订单 42' } });
 */
export function changeTabMeta(tabs: VisitedTab[], change: TabMetaChange): VisitedTab[] {
  const matches = (tab: VisitedTab) =>
    (change.key !== undefined && tab.key === change.key) ||
    (change.name !== undefined && tab.name === change.name) ||
    (change.title !== undefined && (tab.title === change.title || tab.meta.title === change.title));
  return tabs.map((tab) =>
    matches(tab)
      ? {
          ...tab,
          title: change.meta.title ?? tab.title,
          meta: { ...tab.meta, ...change.meta },
          changedMeta: { ...tab.changedMeta, ...change.meta },
        }
      : tab,
  );
}
