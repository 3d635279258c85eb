import { isDetailRoute } from './isDetailRoute';
import type { RuntimeRoute } from './RuntimeRoute';

function showsInMenu(route: RuntimeRoute): boolean {
  return !route.external && !route.meta.hidden && !isDetailRoute(route);
}

/**
 * Where a click on a top-level entry goes when openFirstMenu is on: down through the
 * first menu-visible child of each level to a route that shows a page. A route without such a
 * child goes to its redirect, else its own path.
 *
 * @example
 * firstChildPath(vabRoute); // '/vab/icon/remixIcon'
 */
export function firstChildPath(route: RuntimeRoute): string {
  const first = route.children?.find(showsInMenu);
  if (first) return firstChildPath(first);
  return route.redirect ?? route.path;
}
