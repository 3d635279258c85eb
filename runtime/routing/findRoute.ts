import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { RuntimeRoute } from './RuntimeRoute';

/** What `findRoute` matched: the routes from the top-level one down to the leaf, and the params. */
export interface RouteMatchResult {
  /** Root → leaf; the leaf is the route that shows (or the group whose redirect applies). */
  chain: RuntimeRoute[];
  /** `:param` values (decoded) and, for a catch-all, the rest of the path under `'*'`. */
  params: Record<string, string>;
  /** The leaf is a catch-all (`*` or `…/*`): the path matched no real route. */
  catchAll: boolean;
}

/** A React Router route object whose `handle` carries the runtime route it stands for. */
type MatcherRoute = RouteObject & { handle: RuntimeRoute };

const matcherCache = new WeakMap<readonly RuntimeRoute[], MatcherRoute[]>();

function relativePath(path: string, parentPath: string): string | undefined {
  if (path === parentPath) return '';
  const prefix = parentPath.endsWith('/') ? parentPath : `${parentPath}/`;
  return path.startsWith(prefix) ? path.slice(prefix.length) : undefined;
}

/**
 * React Router nests by relative path; full paths from the manifest are cut back to relative
 * ones. A child whose path does not lie under its parent's (possible only in server-made route
 * lists) cannot nest, so it is lifted to the top level: it still matches, without its parents.
 */
function toMatcherRoutes(
  routes: readonly RuntimeRoute[],
  parentPath: string | undefined,
  lifted: MatcherRoute[],
) {
  const out: MatcherRoute[] = [];
  for (const route of routes) {
    if (route.external) continue;
    const path = parentPath === undefined ? route.path : relativePath(route.path, parentPath);
    const children = route.children ? toMatcherRoutes(route.children, route.path, lifted) : undefined;
    const node: MatcherRoute = { path: path ?? route.path, handle: route, children };
    if (path === undefined) lifted.push(node);
    else out.push(node);
  }
  return out;
}

function matcherRoutes(routes: readonly RuntimeRoute[]): MatcherRoute[] {
  let cached = matcherCache.get(routes);
  if (!cached) {
    const lifted: MatcherRoute[] = [];
    const top = toMatcherRoutes(routes, undefined, lifted);
    cached = [...top, ...lifted];
    matcherCache.set(routes, cached);
  }
  return cached;
}

function isCatchAll(path: string): boolean {
  return path === '*' || path.endsWith('/*');
}

/**
 * Finds the route a path shows, with the same ranking the app's router uses (React Router's
 * `matchRoutes`: static segments beat `:param` segments, which beat a catch-all), so the guard
 * and the router never disagree. Query and hash are ignored; external links never match.
 * Returns null when nothing, not even a catch-all, matches.
 *
 * @example
 * const match = findRoute(manifest.routes, '/other/dynamicSegment/test1/7?x=1');
 * match?.chain.map((r) => r.name); // ['Other', 'DynamicSegment', 'Params']
 * match?.params; // { id: '7' }
 */
export function findRoute(routes: readonly RuntimeRoute[], path: string): RouteMatchResult | null {
  const pathname = path.split(/[?#]/, 1)[0] || '/';
  const matches = matchRoutes(matcherRoutes(routes), pathname);
  if (!matches || matches.length === 0) return null;
  const chain = matches.map((match) => (match.route as MatcherRoute).handle);
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(matches[matches.length - 1].params)) {
    if (value !== undefined) params[key] = value;
  }
  return { chain, params, catchAll: isCatchAll(chain[chain.length - 1].path) };
}
