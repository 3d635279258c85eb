import type { RuntimeRoute } from './RuntimeRoute';

/** One step of the breadcrumb, from the top-level route to the current one. */
export interface BreadcrumbItem {
  /** The route's full path (pattern), unique within a chain. */
  path: string;
  /** The title i18n key. */
  titleKey: string;
  icon?: string;
  /** The group's redirect, when the route is a group. */
  redirect?: string;
  /** Where a click on this step goes: the redirect of a group, else its path. */
  to: string;
}

/**
 * The breadcrumb of a matched chain: one item per route, root first, leaving out routes
 * with `meta.breadcrumbHidden`. The shell joins them with '>' and translates `titleKey`.
 *
 * @example
 * breadcrumb(findRoute(routes, '/vab/table/detail')!.chain).map((item) => item.titleKey);
 * // ['route.vab', 'route.table', 'route.detail']
 */
export function breadcrumb(chain: readonly RuntimeRoute[]): BreadcrumbItem[] {
  return chain
    .filter((route) => !route.meta.breadcrumbHidden)
    .map((route) => {
      const item: BreadcrumbItem = {
        path: route.path,
        titleKey: route.meta.title,
        to: route.redirect ?? route.path,
      };
      if (route.meta.icon !== undefined) item.icon = route.meta.icon;
      if (route.redirect !== undefined) item.redirect = route.redirect;
      return item;
    });
}
