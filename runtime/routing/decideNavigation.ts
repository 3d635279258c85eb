import { findRoute, type RouteMatchResult } from './findRoute';
import { firstChildPath } from './firstChildPath';
import { LOGIN_PATH, loginRedirect } from './loginRedirect';
import type { RuntimeRoute } from './RuntimeRoute';

/** Everything the guard needs to know about one navigation; all of it is plain data. */
export interface NavigationRequest {
  /** The pathname being entered (no query). */
  path: string;
  /** Its query: a search string (with or without '?') or parsed values. */
  query?: string | Readonly<Record<string, string | readonly string[] | undefined>>;
  hasToken: boolean;
  /** The user's info and routes are loaded (the session has built `routes`). */
  routesReady: boolean;
  /** app.auth.whitelist: paths reachable without login. */
  whitelist: readonly string[];
  /** app.auth.loginInterception: when false nobody is sent to login. */
  loginInterception: boolean;
  /** app.auth.recordRoute. */
  recordRoute: boolean;
  /** The routes this user may see: the output of `filterRoutes` (or of `backendRoutes`, filtered). */
  routes: readonly RuntimeRoute[];
  /**
   * Every route before permission filtering. A path found here but not in `routes` is one the
   * user may not see: the guard answers /403 instead of /404, and never shows the page.
   */
  allRoutes?: readonly RuntimeRoute[];
}

/** What to do with a navigation. `loadUser`: fetch user info, build routes, then decide again. */
export type NavigationDecision =
  | { action: 'allow'; match: RouteMatchResult | null }
  | { action: 'redirect'; to: string }
  | { action: 'loadUser' };

export const FORBIDDEN_PATH = '/403';
export const NOT_FOUND_PATH = '/404';

function queryString(query: NavigationRequest['query']): string {
  if (query === undefined) return '';
  if (typeof query === 'string') return query.replace(/^\?/, '');
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of typeof value === 'string' ? [value] : value) params.append(key, item);
  }
  return params.toString();
}

const redirect = (to: string): NavigationDecision => ({ action: 'redirect', to });

/**
 * The navigation guard as a pure decision:
 * - no token (and login interception on): whitelisted paths pass, anything else goes to login,
 *   with `?redirect=<target>` when route recording is on and the target is not '/';
 * - token and /login: go to '/';
 * - token but routes not built yet: `loadUser`;
 * - a route of the user's: its redirect if it has one (a group), else allow;
 * - a whitelisted built-in screen (/403, /404, /register…): allow;
 * - a route that exists but was filtered out for this user: /403, so its page never shows;
 * - anything else: the catch-all's redirect, else /404.
 *
 * @example
 * decideNavigation({ path: '/vab/table', hasToken: true, routesReady: true, routes: visible,
 *   allRoutes: manifest.routes, whitelist: ['/login', '/404', '/403'], loginInterception: true,
 *   recordRoute: true });
 * // an Editor: { action: 'redirect', to: '/403' }
 */
export function decideNavigation(request: NavigationRequest): NavigationDecision {
  const { path, hasToken, routesReady, whitelist, loginInterception, recordRoute, routes, allRoutes } =
    request;
  const search = queryString(request.query);
  const whitelisted = whitelist.includes(path);
  if (!hasToken && loginInterception) {
    if (whitelisted) return { action: 'allow', match: null };
    return redirect(loginRedirect(search ? `${path}?${search}` : path, recordRoute));
  }
  if (path === LOGIN_PATH) return redirect('/');
  if (!routesReady) return { action: 'loadUser' };

  const match = findRoute(routes, path);
  // A route list without '/' (the server's list in 'all' mode is often just the menu groups): the
  // console's home is then its first visible page.
  if (path === '/' && (!match || match.catchAll)) {
    const first = routes.find((route) => !route.external && !route.meta.hidden && route.path !== '*');
    if (first) return redirect(firstChildPath(first));
  }
  if (match && !match.catchAll) {
    const leaf = match.chain[match.chain.length - 1];
    if (leaf.redirect !== undefined && leaf.redirect !== path) return redirect(leaf.redirect);
    return { action: 'allow', match };
  }
  // The built-in error screens always show once logged in, whitelisted or not, so /404 cannot loop.
  if (whitelisted || path === FORBIDDEN_PATH || path === NOT_FOUND_PATH)
    return { action: 'allow', match: null };
  const configured = allRoutes ? findRoute(allRoutes, path) : null;
  if (configured && !configured.catchAll) return redirect(FORBIDDEN_PATH);
  if (match) {
    const catchAll = match.chain[match.chain.length - 1];
    if (catchAll.redirect === undefined) return { action: 'allow', match };
    if (catchAll.redirect !== path) return redirect(catchAll.redirect);
  }
  return redirect(NOT_FOUND_PATH);
}
