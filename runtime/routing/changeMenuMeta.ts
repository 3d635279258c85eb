import type { RouteMeta, RuntimeRoute } from './RuntimeRoute';

/**
 * A copy of `routes` in which the route called `name` has `meta` merged over its own (the
 * menu meta is changeable by route name, e.g. a badge count). Untouched branches keep their
 * identity, so memoised menus re-render only where something changed; when no route has that
 * name the same array comes back.
 *
 * @example
 * const next = changeMenuMeta(routes, 'Tools', { badge: 3, dot: true });
 */
export function changeMenuMeta(
  routes: RuntimeRoute[],
  name: string,
  meta: Partial<RouteMeta>,
): RuntimeRoute[] {
  let changed = false;
  const next = routes.map((route) => {
    if (route.name === name) {
      changed = true;
      return { ...route, meta: { ...route.meta, ...meta } };
    }
    if (!route.children) return route;
    const children = changeMenuMeta(route.children, name, meta);
    if (children === route.children) return route;
    changed = true;
    return { ...route, children };
  });
  return changed ? next : routes;
}
