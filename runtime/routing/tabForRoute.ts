import { opensTabPerParameter } from './opensTabPerParameter';
import type { RouteMeta, RuntimeRoute } from './RuntimeRoute';

/** A visited tab, as the tabs machine stores it. */
export interface RouteTab {
  /**
   * The tab's identity. For detail/Params/Query routes and `dynamicNewTab` routes it is the
   * full location, query included, so each parameter gets its own tab; for every other
   * route it is the pathname, so a revisit with another query updates the same tab.
   */
  path: string;
  /** Where clicking the tab goes: the location's pathname and query, as last visited. */
  fullPath: string;
  name: string;
  /** The title i18n key. */
  title: string;
  meta: RouteMeta;
}

/** The parts of a router location the tab needs (React Router's `Location` fits). */
export interface TabLocation {
  pathname: string;
  search?: string;
}

function splitLocation(location: TabLocation | string): [string, string] {
  if (typeof location !== 'string') return [location.pathname, location.search ?? ''];
  const at = location.indexOf('?');
  return at < 0 ? [location, ''] : [location.slice(0, at), location.slice(at)];
}

/**
 * The tab a navigation makes: none when the leaf route has no name or sets
 * `meta.tabHidden`; otherwise a tab keyed by pathname, or by pathname and query for routes
 * named detail, Params or Query and for `meta.dynamicNewTab` routes (one tab per parameter).
 *
 * @example
 * tabForRoute(findRoute(routes, '/vab/table/detail')!.chain, { pathname: '/vab/table/detail', search: '?id=3' });
 * // { path: '/vab/table/detail?id=3', fullPath: '/vab/table/detail?id=3', name: 'Detail', title: 'route.detail', meta }
 */
export function tabForRoute(chain: readonly RuntimeRoute[], location: TabLocation | string): RouteTab | null {
  const leaf = chain[chain.length - 1];
  if (!leaf?.name || leaf.meta.tabHidden) return null;
  const [pathname, search] = splitLocation(location);
  const query = search === '' || search === '?' ? '' : search.startsWith('?') ? search : `?${search}`;
  const fullPath = `${pathname}${query}`;
  return {
    path: opensTabPerParameter(leaf) ? fullPath : pathname,
    fullPath,
    name: leaf.name,
    title: leaf.meta.title,
    meta: leaf.meta,
  };
}
