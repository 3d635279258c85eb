import { isExternalPath } from './isExternalPath';
import { RouteListError } from './RouteListError';
import type { RouteMeta, RuntimeRoute } from './RuntimeRoute';

/** What a server-made route may show: config page names and registered plugin components. */
export interface BackendRoutesOptions {
  /** Config pages by name (`manifest.pages`), or just their names. */
  pages: Readonly<Record<string, unknown>> | ReadonlySet<string>;
  /** Registered plugin components, as `plugin/name`. */
  components: ReadonlySet<string>;
}

/** One server route the runtime could not use as sent, for the error log. */
export interface BackendRouteError {
  /** The route's full path ('' when the server sent none). */
  path: string;
  name: string;
  /** The component string as the server sent it. */
  component: string;
  message: string;
}

export interface BackendRoutesResult {
  routes: RuntimeRoute[];
  errors: BackendRouteError[];
}

type Raw = Record<string, unknown>;

const isObject = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** Child paths are relative to the parent, as in the config; absolute and external ones stay. */
function resolvePath(path: string, parentPath: string | undefined): string {
  if (parentPath === undefined || path.startsWith('/') || isExternalPath(path)) return path;
  return `${parentPath.replace(/\/+$/, '')}/${path}`;
}

class Converter {
  readonly errors: BackendRouteError[] = [];

  constructor(private readonly options: BackendRoutesOptions) {}

  private hasPage(name: string): boolean {
    const { pages } = this.options;
    return pages instanceof Set ? pages.has(name) : Object.hasOwn(pages, name);
  }

  list(raw: unknown[], parentPath: string | undefined): RuntimeRoute[] {
    return raw.flatMap((entry) => this.route(entry, parentPath) ?? []);
  }

  private route(raw: unknown, parentPath: string | undefined): RuntimeRoute | undefined {
    const rawPath = isObject(raw) ? text(raw.path) : undefined;
    if (!isObject(raw) || rawPath === undefined) {
      const name = isObject(raw) ? (text(raw.name) ?? '') : '';
      this.errors.push({ path: '', name, component: '', message: 'route without a path was skipped' });
      return undefined;
    }
    const path = resolvePath(rawPath, parentPath);
    const name = text(raw.name) ?? '';
    const sent = isObject(raw.meta) ? raw.meta : {};
    const meta: RouteMeta = { ...sent, title: typeof sent.title === 'string' ? sent.title : name };
    const permission: unknown = meta.permission;
    if (typeof permission === 'string') meta.permission = [permission];
    else if (permission !== undefined && !Array.isArray(permission) && !isObject(permission)) {
      // Dropping a malformed rule would grant access to everyone: leave the route out instead.
      this.errors.push({
        path,
        name,
        component: '',
        message: 'route with an invalid permission was skipped',
      });
      return undefined;
    }
    const route: RuntimeRoute = { path, name, external: isExternalPath(path), meta };
    const redirect = text(raw.redirect);
    const children = Array.isArray(raw.children) ? this.list(raw.children, path) : [];
    if (children.length > 0) {
      // A group: whatever component it names (vue-style 'Layout') is the shell, which Jimu draws itself.
      route.children = children;
      route.redirect = redirect ?? children.find((child) => !child.external)?.path;
      return route;
    }
    if (redirect !== undefined) route.redirect = redirect;
    if (route.external) return route;
    const component = text(raw.component) ?? text(raw.page);
    if (component === undefined) {
      if (redirect !== undefined) return route;
      return this.unresolved(route, '', 'route names no component');
    }
    if (this.hasPage(component)) route.page = component;
    else if (this.options.components.has(component)) route.component = component;
    else return this.unresolved(route, component, `unknown component "${component}"`);
    return route;
  }

  private unresolved(route: RuntimeRoute, component: string, message: string): RuntimeRoute {
    this.errors.push({ path: route.path, name: route.name, component, message });
    return { ...route, unresolved: component };
  }
}

/** Sends every unknown path to /404; hidden and untitled so no menu, tab or breadcrumb shows it. */
const catchAll = (): RuntimeRoute => ({
  path: '*',
  name: '',
  redirect: '/404',
  external: false,
  meta: { title: '', hidden: true, tabHidden: true, breadcrumbHidden: true },
});

/**
 * Converts the server's route tree (authentication 'all') into runtime routes: child
 * paths resolved against their parent, groups redirected to their first child when the server
 * gave none, and a catch-all `*` → /404 appended unless the server sent one.
 * A component string becomes `page` when it names a config page, `component` when it names a
 * registered plugin component; anything else keeps the route, marked `unresolved`, so the app
 * shows a visible placeholder, and is reported in `errors` for the error log.
 * Throws `RouteListError` when `list` is not an array.
 *
 * @example
 * const { routes, errors } = backendRoutes(response.data.list, {
 *   pages: manifest.pages,
 *   components: new Set(registry.componentNames()),
 * });
 * errors.forEach((error) => errorLog.add(error.message));
 */
export function backendRoutes(list: unknown, options: BackendRoutesOptions): BackendRoutesResult {
  if (!Array.isArray(list)) throw new RouteListError(list);
  const converter = new Converter(options);
  const routes = converter.list(list, undefined);
  if (!routes.some((route) => route.path === '*')) routes.push(catchAll());
  return { routes, errors: converter.errors };
}
