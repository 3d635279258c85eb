import type { Express } from 'express';

/** The methods a route can answer; HEAD is served as GET, OPTIONS by CORS before any route. */
export const ROUTE_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * One route the server serves: its method and its canonical path template (`/table/getList`,
 * `/table/:id`, `/mock-assets/**`). Access is decided from this, never from the raw URL.
 */
export interface RouteEntry {
  method: string;
  path: string;
  /** handler: mounted with app.get/post/…; rest: json-server's router; static: files; alias: another path. */
  source: 'handler' | 'rest' | 'static' | 'alias';
  /** Static files need no token: the console and its sample media load before anyone signs in. */
  public?: boolean;
  /** For an alias, the canonical path it stands for. */
  target?: string;
  /** The route checks its body itself, by its route table's rule (mountRoutes.ts). */
  checksBody?: boolean;
}

/** Handlers mounted from a route table whose route checks its body itself. */
const bodyCheckingHandlers = new WeakSet<object>();

/**
 * Marks a handler as one that checks its body by its route's rule before anything reads it, so
 * the route table lists its route with `checksBody` and the body check in front leaves it alone.
 *
 * @example
 * markChecksBody(handler); app.post(path, handler);
 */
export function markChecksBody(handler: object): void {
  bodyCheckingHandlers.add(handler);
}

/**
 * The values a named route parameter may take (`:resource` → the envelope resources), read live.
 * A segment in that place must be one of them, in any case; the canonical path uses its spelling.
 */
export type ParamDomains = Record<string, () => string[]>;

/** A request matched to its route: the entry and the canonical path the router will serve. */
export interface ResolvedRoute {
  entry: RouteEntry;
  path: string;
}

interface ExpressLayer {
  route?: { path: unknown; methods: Record<string, boolean>; stack?: { handle: unknown }[] };
  name?: string;
  handle: { stack?: ExpressLayer[] };
  regexp: RegExp & { fast_slash?: boolean };
}

/** A router mounted with `app.use('/prefix', router)` keeps its prefix only inside a regexp. */
function mountPrefix(layer: ExpressLayer): string {
  if (layer.regexp.fast_slash) return '';
  const match = /^\^((?:\\\/[\w.-]+)+)\\\/\?\(\?=\\\/\|\$\)$/.exec(layer.regexp.source);
  if (!match) throw new Error(`mock server: cannot read the mount path of a router (${layer.regexp})`);
  return match[1].replace(/\\\//g, '/');
}

function collect(stack: ExpressLayer[], prefix: string, skip: Set<unknown>, out: RouteEntry[]): void {
  for (const layer of stack) {
    if (skip.has(layer.handle)) continue;
    if (layer.route) {
      const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
      for (const path of paths) {
        if (typeof path !== 'string') {
          throw new Error(
            `mock server: route ${String(path)} is not a string path; the access check needs one`,
          );
        }
        for (const method of Object.keys(layer.route.methods)) {
          const upper = method.toUpperCase();
          if (upper === '_ALL')
            throw new Error(`mock server: app.all('${path}') is refused: name the methods`);
          if (upper !== 'HEAD' && upper !== 'OPTIONS') {
            const checksBody = (layer.route.stack ?? []).some(
              ({ handle }) => typeof handle === 'function' && bodyCheckingHandlers.has(handle),
            );
            out.push({
              method: upper,
              path: `${prefix}${path}`,
              source: 'handler',
              ...(checksBody ? { checksBody } : {}),
            });
          }
        }
      }
    } else if (layer.name === 'router' && layer.handle.stack) {
      collect(layer.handle.stack, `${prefix}${mountPrefix(layer)}`, skip, out);
    }
  }
}

/**
 * Every route an Express app has mounted with app.get/post/put/patch/delete (also inside routers
 * it mounted), in the order Express tries them. Routers in `skip` (json-server's) are left out:
 * their routes are listed separately, per collection.
 *
 * @example
 * routesOfApp(app, new Set([restRouter])); // [{ method: 'POST', path: '/login', source: 'handler' }, …]
 */
export function routesOfApp(app: Express, skip: Set<unknown>): RouteEntry[] {
  const out: RouteEntry[] = [];
  const stack = (app as unknown as { _router?: { stack: ExpressLayer[] } })._router?.stack ?? [];
  collect(stack, '', skip, out);
  return out;
}

/**
 * The json-server REST routes of the collections it may serve: list and create on `/<c>`, read,
 * replace, change and delete on `/<c>/:id`. Nested routes, `/db` and private collections are not
 * routes at all, so no spelling reaches them.
 *
 * @example
 * restRoutes(['table']); // GET /table, POST /table, GET /table/:id, PUT …, PATCH …, DELETE /table/:id
 */
export function restRoutes(collections: string[]): RouteEntry[] {
  return collections.flatMap((name): RouteEntry[] => [
    { method: 'GET', path: `/${name}`, source: 'rest' },
    { method: 'POST', path: `/${name}`, source: 'rest' },
    ...(['GET', 'PUT', 'PATCH', 'DELETE'] as const).map(
      (method): RouteEntry => ({ method, path: `/${name}/:id`, source: 'rest' }),
    ),
  ]);
}

/**
 * Splits a request path into decoded segments, empty segments (`//`, a trailing slash) dropped.
 * 'malformed' when the percent-encoding is broken (400); 'unroutable' when a segment is `.`/`..`
 * or hides a slash (404: no route has such a path, and no file is looked up by it).
 *
 * @example
 * pathSegments('/Table//doDelet%65/'); // ['Table', 'doDelete']
 */
export function pathSegments(path: string): string[] | 'malformed' | 'unroutable' {
  const out: string[] = [];
  for (const raw of path.split('/')) {
    if (raw === '') continue;
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return 'malformed';
    }
    if (segment === '.' || segment === '..' || segment.includes('/') || segment.includes('\\'))
      return 'unroutable';
    out.push(segment);
  }
  return out;
}

/** The canonical path of `segments` under `template`, or undefined when it does not match. */
const templateParts = new Map<string, string[]>();

function matchTemplate(template: string, segments: string[], domains: ParamDomains): string | undefined {
  let parts = templateParts.get(template);
  if (!parts) {
    parts = template.split('/').filter(Boolean);
    templateParts.set(template, parts);
  }
  // Most routes differ in their length or first segment: rule them out before any other work.
  const last = parts[parts.length - 1];
  if (last !== '**' && parts.length !== segments.length) return undefined;
  const out: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    if (part === '**') {
      if (i !== parts.length - 1 || segments.length <= i) return undefined;
      out.push(...segments.slice(i).map(encodeURIComponent));
      return `/${out.join('/')}`;
    }
    const segment = segments[i];
    if (segment === undefined) return undefined;
    if (part.startsWith(':')) {
      const domain = domains[part.slice(1)];
      const value = domain ? domain().find((name) => name.toLowerCase() === segment.toLowerCase()) : segment;
      if (value === undefined) return undefined;
      out.push(encodeURIComponent(value));
    } else if (part.toLowerCase() === segment.toLowerCase()) out.push(part);
    else return undefined;
  }
  return segments.length === parts.length ? `/${out.join('/')}` : undefined;
}

/**
 * The route a request reaches, matched as the router will serve it: case-insensitively, with
 * trailing and doubled slashes ignored and percent-encoding decoded; aliases followed. The first
 * entry that matches wins, as in Express. undefined: no route has this method and path.
 *
 * @example
 * resolveRoute(table, 'POST', ['TABLE', 'DODELETE']); // { entry: POST /table/doDelete, path: '/table/doDelete' }
 */
export function resolveRoute(
  table: RouteEntry[],
  method: string,
  segments: string[],
  domains: ParamDomains = {},
): ResolvedRoute | undefined {
  const wanted = method === 'HEAD' ? 'GET' : method;
  for (const entry of table) {
    if (entry.method !== wanted) continue;
    const path = matchTemplate(entry.path, segments, domains);
    if (path === undefined) continue;
    if (entry.source !== 'alias' || !entry.target) return { entry, path };
    const target = pathSegments(entry.target);
    if (typeof target === 'string') return undefined;
    return resolveRoute(
      table.filter((candidate) => candidate !== entry),
      method,
      target,
      domains,
    );
  }
  return undefined;
}

/** true when some route has this path under another method (405 rather than 404). */
export function pathIsRouted(table: RouteEntry[], segments: string[], domains: ParamDomains = {}): boolean {
  return table.some((entry) => matchTemplate(entry.path, segments, domains) !== undefined);
}
