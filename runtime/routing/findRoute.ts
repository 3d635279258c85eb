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

/**
 * A tree prepared for matching. React Router ranks every branch on each call, which costs
 * milliseconds on a thousand routes; handing it only the top-level routes whose subtree can
 * match the path's first segment keeps the ranking identical and the cost small.
 */
interface Matcher {
  top: { node: MatcherRoute; firstSegments: Set<string>; dynamic: boolean }[];
  /** Every first segment some route has: other paths share one cache entry, so typed junk cannot grow it. */
  known: Set<string>;
  byFirstSegment: Map<string, MatcherRoute[]>;
}

const UNKNOWN_SEGMENT = '\u0000';

const matcherCache = new WeakMap<readonly RuntimeRoute[], Matcher>();

/** The first path segment, decoded and lower-cased, as React Router compares it. */
function firstSegment(path: string): string {
  const segment = path.split('/').find((part) => part !== '') ?? '';
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

function describeSubtree(route: RuntimeRoute, into: { firstSegments: Set<string>; dynamic: boolean }) {
  if (route.external) return;
  const first = firstSegment(route.path);
  if (/^[:*]|[?*]/.test(first)) into.dynamic = true;
  into.firstSegments.add(first);
  for (const child of route.children ?? []) describeSubtree(child, into);
}

function matcherFor(routes: readonly RuntimeRoute[]): Matcher {
  let matcher = matcherCache.get(routes);
  if (!matcher) {
    const lifted: MatcherRoute[] = [];
    const nodes = [...toMatcherRoutes(routes, undefined, lifted), ...lifted];
    const top = nodes.map((node) => {
      const summary = { firstSegments: new Set<string>(), dynamic: false };
      describeSubtree(node.handle, summary);
      return { node, ...summary };
    });
    const known = new Set(top.flatMap((entry) => [...entry.firstSegments]));
    matcher = { top, known, byFirstSegment: new Map() };
    matcherCache.set(routes, matcher);
  }
  return matcher;
}

function candidates(matcher: Matcher, pathname: string): MatcherRoute[] {
  const segment = firstSegment(pathname);
  const first = matcher.known.has(segment) ? segment : UNKNOWN_SEGMENT;
  let list = matcher.byFirstSegment.get(first);
  if (!list) {
    list = matcher.top
      .filter((entry) => entry.dynamic || entry.firstSegments.has(first))
      .map((entry) => entry.node);
    matcher.byFirstSegment.set(first, list);
  }
  return list;
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
  const matches = matchRoutes(candidates(matcherFor(routes), pathname), pathname);
  if (!matches || matches.length === 0) return null;
  const chain = matches.map((match) => match.route.handle);
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(matches[matches.length - 1].params)) {
    if (value !== undefined) params[key] = value;
  }
  return { chain, params, catchAll: isCatchAll(chain[chain.length - 1].path) };
}
