import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { RoutePermission } from '../../../runtime/access/can';
import type { RouteEntry } from '../../../schemas/types.gen';
import { resolveRoutePath } from '../../../scripts/config/resolveRoutePath';

/** A route of the route table that shows a screen (a config page or a plugin component). */
export interface ScreenRoute {
  /** Its full path as `jimu build` resolves it; a pattern keeps its `:parameters`. */
  path: string;
  /** What it shows: `page:<name>` or its component (`workbench/board`). */
  shows: string;
  /** The address that opens it: its path, a pattern's parameters filled in (see {@link screenRoutes}). */
  visit: string;
  /** The permission rules of the route and of every group above it, outermost first. */
  rules: (RoutePermission | undefined)[];
}

/** The parameters of a pattern filled from the first concrete path that it matches; else each `1`. */
function fill(pattern: string, concrete: string[]): string {
  const names = pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? '([^/]+)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  const matcher = new RegExp(`^${names.join('/')}$`);
  return concrete.find((candidate) => matcher.test(candidate)) ?? pattern.replace(/:[^/]+/g, '1');
}

/**
 * Every route of `configDir/routes.yaml` that shows a screen, in the table's order, each with the
 * address that opens it: a route with `:parameters` takes the values of a concrete path of the same
 * table that fits it (a sibling route, a redirect or an `activeMenu`), so a new page — with or
 * without parameters — is swept without a list to edit. External links and groups are left out.
 *
 * @example screenRoutes().find((r) => r.path === '/other/dynamicSegment/test1/:id')?.visit; // '/other/dynamicSegment/test1/1'
 */
export function screenRoutes(configDir = 'config'): ScreenRoute[] {
  const file = path.resolve(import.meta.dirname, '../../..', configDir, 'routes.yaml');
  const table = parse(readFileSync(file, 'utf8')) as { routes: RouteEntry[] };
  const screens: Omit<ScreenRoute, 'visit'>[] = [];
  const concrete: string[] = [];
  const walk = (list: RouteEntry[], parent: string | undefined, above: ScreenRoute['rules']) => {
    for (const route of list) {
      const full = resolveRoutePath(parent, route.path);
      const rules = [...above, route.meta?.permission];
      for (const named of [
        full,
        route.redirect && resolveRoutePath(full, route.redirect),
        route.meta?.activeMenu,
      ]) {
        if (named && !named.includes(':')) concrete.push(named);
      }
      const shows = route.page ? `page:${route.page}` : route.component;
      if (shows) screens.push({ path: full, shows, rules });
      walk(route.children ?? [], full, rules);
    }
  };
  walk(table.routes, undefined, []);
  return screens.map((screen) => ({
    ...screen,
    visit: screen.path.includes(':') ? fill(screen.path, concrete) : screen.path,
  }));
}
