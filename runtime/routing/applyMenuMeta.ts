import { changeMenuMeta } from './changeMenuMeta';
import type { RouteMeta, RuntimeRoute } from './RuntimeRoute';

/**
 * The routes with each route's run-time meta override (by route name) merged over its own.
 * With no overrides the same array comes back, so memoised menus do not re-render.
 *
 * @example
 * applyMenuMeta(routes, { DynamicMeta: { title: '积木演示', badge: 3 } });
 */
export function applyMenuMeta(
  routes: RuntimeRoute[],
  overrides: Readonly<Record<string, Partial<RouteMeta>>>,
): RuntimeRoute[] {
  let result = routes;
  for (const [name, meta] of Object.entries(overrides)) result = changeMenuMeta(result, name, meta);
  return result;
}
