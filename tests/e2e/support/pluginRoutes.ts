import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

interface RouteEntry {
  path: string;
  component?: string;
  children?: RouteEntry[];
}

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
  const file = path.resolve(import.meta.dirname, '../../../config/routes.yaml');
  const routes = parse(readFileSync(file, 'utf8')) as RouteEntry[] | { routes: RouteEntry[] };
  const found: PluginRoute[] = [];
  const walk = (list: RouteEntry[], base: string) => {
    for (const route of list) {
      const full = route.path.startsWith('/') ? route.path : `${base.replace(/\/$/, '')}/${route.path}`;
      if (route.component) found.push({ path: full, component: route.component });
      walk(route.children ?? [], full);
    }
  };
  walk(Array.isArray(routes) ? routes : routes.routes, '');
  return found;
}
