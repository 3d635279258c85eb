import type { NextFunction, Request, Response, Router } from 'express';
import { type BodyRules, routeKey } from './bodyCheck';
import type { Route, RouteTable } from './route';
import { markChecksBody } from './routeTable';

/**
 * Mounts a route table on the app, in its order, each handler given `ctx`: the one place routes
 * are mounted from tables. A route with a fixed body rule checks its body itself (route.ts) and
 * is marked so, for the route table the access and body checks resolve against; a record route
 * leaves its body to the record rules in front of every route.
 *
 * @example
 * mountRoutes(app, NOTICE_ROUTES, { store });
 */
export function mountRoutes<Ctx>(app: Router, table: RouteTable<Ctx>, ctx: Ctx): void {
  for (const entry of table) {
    const handler = (req: Request, res: Response, next: NextFunction) => {
      entry.handle(ctx, req, res, next).catch(next);
    };
    if (entry.body !== undefined && entry.body !== 'record') markChecksBody(handler);
    switch (entry.method) {
      case 'GET':
        app.get(entry.path, handler);
        break;
      case 'POST':
        app.post(entry.path, handler);
        break;
      case 'PUT':
        app.put(entry.path, handler);
        break;
      case 'PATCH':
        app.patch(entry.path, handler);
        break;
      case 'DELETE':
        app.delete(entry.path, handler);
        break;
    }
  }
}

/**
 * The body rules of a table's write routes, keyed `METHOD /path`: what the server lists as its
 * rules (a record route's rule is its collection's, decided per call, so it is not listed).
 *
 * @example
 * bodyRulesOf(NOTICE_ROUTES); // { 'POST /notice/read': { type: 'object', … }, 'POST /notice/clear': … }
 */
export function bodyRulesOf(table: readonly Pick<Route<never>, 'method' | 'path' | 'body'>[]): BodyRules {
  const rules: BodyRules = {};
  for (const entry of table)
    if (entry.body !== undefined && entry.body !== 'record') rules[routeKey(entry)] = entry.body;
  return rules;
}
