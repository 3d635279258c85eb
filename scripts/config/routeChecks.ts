import type { CheckContext } from './checkContext';
import { arrayOf, isRecord, stringOf } from './guards';
import type { PathSegment } from './jsonPointer';
import { pluginReferenceProblem } from './pluginReference';
import { isExternalPath, resolveRoutePath } from './resolveRoutePath';
import type { SourceDocument } from './sourceDocument';
import { didYouMean } from './suggest';

/** One route of the tree as the checks see it: where it is, and its full path. */
export interface RouteInfo {
  path: PathSegment[];
  route: Record<string, unknown>;
  fullPath: string;
  external: boolean;
}

/** Screens the runtime always has, so redirects to them resolve. */
const builtInPaths = ['/login', '/register', '/callback', '/403', '/404'];

/**
 * Cross checks of routes.yaml: unique names and full paths, `page:` and `component:` references,
 * redirects that resolve and never loop, activeMenu targets. Malformed entries are skipped (the schema
 * reported them).
 *
 * @example
 * const routes = checkRoutes(ctx); // diagnostics land on ctx.files.routes
 */
export function checkRoutes(ctx: CheckContext): RouteInfo[] {
  const doc = ctx.files.routes;
  if (!doc || !isRecord(doc.data)) return [];
  const routes = collectRoutes(doc.data.routes, ['routes'], undefined);
  checkUnique(doc, routes);
  const targets = new PathIndex([
    ...routes.filter((r) => !r.external).map((r) => r.fullPath),
    ...builtInPaths,
  ]);
  for (const info of routes) checkReferences(ctx, doc, info, targets);
  checkRedirectLoops(doc, routes);
  return routes;
}

function collectRoutes(list: unknown, at: PathSegment[], parent: string | undefined): RouteInfo[] {
  const out: RouteInfo[] = [];
  arrayOf(list).forEach((route, index) => {
    if (!isRecord(route)) return;
    const path = [...at, index];
    const own = typeof route.path === 'string' ? route.path : '';
    const fullPath = resolveRoutePath(parent, own);
    out.push({ path, route, fullPath, external: isExternalPath(own) });
    out.push(...collectRoutes(route.children, [...path, 'children'], fullPath));
  });
  return out;
}

function checkUnique(doc: SourceDocument, routes: RouteInfo[]): void {
  const names = new Map<string, RouteInfo>();
  const paths = new Map<string, RouteInfo>();
  for (const info of routes) {
    const name = stringOf(info.route.name);
    if (name !== undefined) {
      const first = names.get(name);
      if (first) {
        const line = doc.locate([...first.path, 'name']).line;
        const message = `route name '${name}' is already used at line ${line}; names must be unique`;
        doc.reportAt([...info.path, 'name'], 'value', 'duplicate-route-name', message);
      } else names.set(name, info);
    }
    if (info.external || typeof info.route.path !== 'string') continue;
    const first = paths.get(info.fullPath);
    if (first) {
      const line = doc.locate([...first.path, 'path']).line;
      const message = `route path '${info.fullPath}' is already used at line ${line}`;
      doc.reportAt([...info.path, 'path'], 'value', 'duplicate-route-path', message);
    } else paths.set(info.fullPath, info);
  }
}

function checkReferences(ctx: CheckContext, doc: SourceDocument, info: RouteInfo, targets: PathIndex): void {
  const { route, path } = info;
  const page = stringOf(route.page);
  if (page !== undefined && !ctx.files.pages.has(page)) {
    const message = `page '${page}' not found: no config/pages/${page}.yaml${didYouMean(page, ctx.files.pages.keys())}`;
    doc.reportAt([...path, 'page'], 'value', 'unknown-page', message);
  }
  const component = stringOf(route.component);
  // A route may show a plugin's component or one of its whole pages: both are `<plugin>/<name>`.
  const problem =
    component === undefined || pluginReferenceProblem(ctx, 'pages', component) === undefined
      ? undefined
      : pluginReferenceProblem(ctx, 'components', component);
  if (problem) doc.reportAt([...path, 'component'], 'value', problem.code, problem.message);
  const redirect = stringOf(route.redirect);
  if (redirect !== undefined && !isExternalPath(redirect)) {
    const target = resolveRoutePath(info.fullPath, redirect);
    if (!targets.has(target)) {
      const message = `redirect '${redirect}' goes nowhere: no route has the path '${target}'`;
      doc.reportAt([...path, 'redirect'], 'value', 'unknown-redirect', message);
    }
  }
  const meta = isRecord(route.meta) ? route.meta : undefined;
  const activeMenu = stringOf(meta?.activeMenu);
  if (activeMenu?.startsWith('/') && !targets.has(activeMenu)) {
    const message = `activeMenu '${activeMenu}' names no route path`;
    doc.reportAt([...path, 'meta', 'activeMenu'], 'value', 'unknown-active-menu', message);
  }
}

/** Follows explicit redirects from every route; coming back to the start is a loop (reported per route). */
function checkRedirectLoops(doc: SourceDocument, routes: RouteInfo[]): void {
  const next = new Map<string, string>();
  for (const info of routes) {
    const redirect = stringOf(info.route.redirect);
    if (redirect === undefined || info.external || isExternalPath(redirect)) continue;
    if (!next.has(info.fullPath)) next.set(info.fullPath, resolveRoutePath(info.fullPath, redirect));
  }
  for (const info of routes) {
    if (stringOf(info.route.redirect) === undefined || info.external) continue;
    const chain = [info.fullPath];
    const seen = new Set(chain);
    let current = next.get(info.fullPath);
    while (current !== undefined && !seen.has(current)) {
      chain.push(current);
      seen.add(current);
      current = next.get(current);
    }
    if (current === info.fullPath) {
      const message = `redirect loop: ${[...chain, current].join(' → ')}`;
      doc.reportAt([...info.path, 'redirect'], 'value', 'redirect-loop', message);
    }
  }
}

/** Full paths, where a `:param` segment matches any segment and a trailing `*` matches the rest. */
class PathIndex {
  private readonly exact: Set<string>;
  private readonly patterns: string[][];

  constructor(paths: string[]) {
    this.exact = new Set(paths.map(trimSlash));
    this.patterns = paths.filter((p) => /(^|\/)[:*]/.test(p)).map((p) => trimSlash(p).split('/'));
  }

  has(path: string): boolean {
    const clean = trimSlash(path.replace(/[?#].*$/, ''));
    if (this.exact.has(clean)) return true;
    const segments = clean.split('/');
    return this.patterns.some((pattern) => matches(pattern, segments));
  }
}

function matches(pattern: string[], segments: string[]): boolean {
  for (let i = 0; i < pattern.length; i++) {
    if (pattern[i].startsWith('*') || pattern[i].startsWith(':pathMatch')) return true;
    if (i >= segments.length) return false;
    if (!pattern[i].startsWith(':') && pattern[i] !== segments[i]) return false;
  }
  return pattern.length === segments.length;
}

function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}
