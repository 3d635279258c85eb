import type { Express } from 'express';
import { type ParamDomains, type RouteEntry, restRoutes, routesOfApp } from '../http/routeTable';
import type { ResourceRegistry } from '../store/resourceRegistry';

/**
 * Paths that stand for another: the access check follows them, so a rule names the
 * canonical path only.
 */
export const ALIASES: Record<string, string> = {
  '/userInfo': '/user_info',
  '/getRouterList': '/router/getList',
  '/menu': '/router/getList',
};

/**
 * Route parameters with a closed set of values: `/:resource/getList` reaches only an envelope
 * resource this server serves now (any case, made canonical), so `/USERS/getList` or
 * `/sessions/doEdit` is 404.
 *
 * @example
 * routeResolver({ routes, domains: paramDomains(resources) });
 */
export const paramDomains = (resources: ResourceRegistry): ParamDomains => ({
  resource: () => resources.served(),
});

/**
 * Files served without a handler of their own. Which of them need no token is decided by
 * config/permissions.yaml like every other route (its `api.public` lists `GET /mock-assets/**`).
 */
export const STATIC_ROUTES: RouteEntry[] = [{ method: 'GET', path: '/mock-assets/**', source: 'static' }];

/**
 * The server's own route table, built once on first use (every route is mounted by then): the
 * aliases, the static mounts, every app.get/post/put/patch/delete route in mounting order, then
 * json-server's REST routes of the collections it serves. The access check resolves each request
 * against it, and the security suite walks it, so a new route needs nothing else to be checked.
 *
 * @example
 * const routes = routeTableOf(app, restRouter, () => restCollections(store));
 * routes(); // [{ method: 'GET', path: '/userInfo', source: 'alias', target: '/user_info' }, …]
 */
export function routeTableOf(
  app: Express,
  restRouter: unknown,
  collections: () => string[],
): () => RouteEntry[] {
  let table: RouteEntry[] | undefined;
  return () => {
    table ??= [
      ...Object.entries(ALIASES).map(
        ([path, target]): RouteEntry => ({ method: 'GET', path, source: 'alias', target }),
      ),
      ...STATIC_ROUTES,
      ...routesOfApp(app, new Set([restRouter])),
      ...restRoutes(collections()),
    ];
    return table;
  };
}
