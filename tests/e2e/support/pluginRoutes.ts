import { screenRoutes } from './routeTable';

/** A route of the sample route table whose screen is a plugin's component. */
export interface PluginRoute {
  /** The full path (a child's joined to its parents'). */
  path: string;
  /** `<plugin>/<name>`, as routes.yaml names it. */
  component: string;
}

/**
 * Every route of the sample console's config/routes.yaml whose screen is a plugin component, in
 * the table's order, with full paths. A route whose path has a parameter (`:id`) is given as
 * written: a caller that opens it fills the parameter in.
 *
 * @example pluginRoutes().filter((route) => route.component.startsWith('workbench/'));
 */
export function pluginRoutes(): PluginRoute[] {
  return screenRoutes()
    .filter((route) => !route.shows.startsWith('page:'))
    .map((route) => ({ path: route.path, component: route.shows }));
}
