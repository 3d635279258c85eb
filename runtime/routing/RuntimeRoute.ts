import type { ManifestRoute } from '../contract/manifest';

/** A route's `meta`, exactly as the routes schema defines it (schemas/routes.schema.json). */
export type RouteMeta = ManifestRoute['meta'];

/**
 * The route shape every routing function reads and returns: a manifest route, or a route
 * converted from the server's list (authentication 'all'), which may name a component nobody
 * registered. A plain `ManifestRoute` is assignable to it, so `manifest.routes` passes as is.
 *
 * @example
 * const route: RuntimeRoute = { path: '/vab/x', name: 'X', external: false, meta: { title: 'x' }, unresolved: 'vab/x' };
 */
export interface RuntimeRoute extends ManifestRoute {
  /**
   * Set only on server routes whose component string named neither a config page nor a plugin
   * component: holds that string so the app can show a visible placeholder naming it instead of
   * a blank screen (DESIGN.md "Config, in short").
   */
  unresolved?: string;
  children?: RuntimeRoute[];
}
