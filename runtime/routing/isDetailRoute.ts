import type { RuntimeRoute } from './RuntimeRoute';

/** The route names the spec reserves for parameterised pages, compared case-insensitively. */
const DETAIL_NAMES = new Set(['detail', 'params', 'query']);

/**
 * Whether a route is one of the spec's parameterised pages, named detail, Params or Query:
 * such routes never appear in menus and open one tab per parameter. Names are unique
 * across the tree, so the match is on the whole name, ignoring case (`Detail` counts too).
 *
 * @example
 * isDetailRoute({ path: '/vab/table/detail', name: 'Detail', external: false, meta: { title: 't' } }); // true
 */
export function isDetailRoute(route: Pick<RuntimeRoute, 'name'>): boolean {
  return DETAIL_NAMES.has(route.name.toLowerCase());
}
