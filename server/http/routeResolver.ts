import type { NextFunction, Request, Response } from 'express';
import { ApiError, messages } from './envelope';
import {
  type ParamDomains,
  pathIsRouted,
  pathSegments,
  type ResolvedRoute,
  type RouteEntry,
  resolveRoute,
} from './routeTable';

/** Headers some frameworks read to change the method; json-server's router honours the first. */
const OVERRIDE_HEADERS = ['x-http-method-override', 'x-http-method', 'x-method-override'];

/**
 * The route the access check resolved for this request (set by {@link routeResolver}).
 *
 * @example
 * routeOf(res).entry.public; // true for the console's files
 */
export function routeOf(res: Response): ResolvedRoute | undefined {
  return resolvedRoutes.get(res);
}

/** The route each request was resolved to, by its answer. */
const resolvedRoutes = new WeakMap<Response, ResolvedRoute>();

/** What the resolver needs: the route table (built on first use) and the console's own files. */
export interface RouteResolverOptions {
  routes(): RouteEntry[];
  /** Values of named parameters (`:resource`), matched in any case. */
  domains?: ParamDomains;
  /** true when a GET names a file of the built console (served without a token, after the API). */
  isConsoleFile?(path: string): boolean;
}

const CONSOLE_FILE: RouteEntry = { method: 'GET', path: '/**', source: 'static', public: true };

/**
 * true when the resolver let this request through as a file of the built console (no API route
 * has its path and `isConsoleFile` accepted it).
 *
 * @example if (!isConsoleFileRequest(res)) return next();
 */
export function isConsoleFileRequest(res: Response): boolean {
  return routeOf(res)?.entry === CONSOLE_FILE;
}

/**
 * First step of every request: finds the route the router will serve — case-insensitive,
 * trailing and doubled slashes ignored, percent-encoding decoded, aliases followed — and rewrites
 * the URL to that route's canonical path, so the check after it and the handler agree on one
 * route. Method overrides are refused (400) rather than honoured after the check. A path no route
 * names is 404 (405 when it exists under other methods): nothing unlisted is ever served.
 *
 * @example
 * app.use(routeResolver({ routes: () => table }));
 */
export function routeResolver(options: RouteResolverOptions) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (OVERRIDE_HEADERS.some((name) => req.headers[name] !== undefined) || '_method' in req.query) {
      return next(new ApiError(400, messages.methodOverride));
    }
    const segments = pathSegments(req.path);
    if (segments === 'malformed') return next(new ApiError(400, messages.badPath));
    if (segments === 'unroutable') return next(new ApiError(404, messages.notFound));
    const table = options.routes();
    const resolved = resolveRoute(table, req.method, segments, options.domains);
    if (!resolved) {
      const fileMethod = req.method === 'GET' || req.method === 'HEAD';
      if (fileMethod && options.isConsoleFile?.(req.path)) {
        resolvedRoutes.set(res, { entry: CONSOLE_FILE, path: req.path });
        return next();
      }
      const known = pathIsRouted(table, segments, options.domains);
      return next(new ApiError(known ? 405 : 404, known ? messages.methodNotAllowed : messages.notFound));
    }
    resolvedRoutes.set(res, resolved);
    const query = req.url.indexOf('?');
    req.url = query < 0 ? resolved.path : `${resolved.path}${req.url.slice(query)}`;
    next();
  };
}
