import type { Manifest, ManifestRoute } from '../../runtime/contract/manifest';
import type { RouteEntry } from '../../schemas/types.gen';
import type { ConfigSet } from './configSet';
import { resolvePagesApi } from './resolvePageApi';
import { isExternalPath, resolveRoutePath } from './resolveRoutePath';

/**
 * Turns a validated config into the manifest the browser reads: every route gets its full
 * path (children resolved against their parent, absolute and external paths kept), `external` is
 * set for http:, https:, mailto:, tel: and // links, redirects become absolute, and a group without
 * a redirect gets one to its first visible child (its first child when all are hidden).
 * A route without `meta` gets `{ title: <name> }`, so every manifest route has a title.
 *
 * @example
 * normaliseConfig(config).routes[0].children?.[0].path; // '/user_center/userManagement'
 */
export function normaliseConfig(config: ConfigSet): Manifest {
  return {
    app: withoutPageDefaults(config.app),
    theme: config.theme,
    routes: config.routes.routes.map((route) => normaliseRoute(route, undefined)),
    permissions: config.permissions,
    // Each page's data calls with app.yaml api.data under them.
    pages: resolvePagesApi(config.pages, config.app.api?.data),
    i18n: config.i18n,
  };
}

/** app.yaml without `api.data`: it lives on in each page's resolved `api`, not in the boot half. */
function withoutPageDefaults(app: ConfigSet['app']): ConfigSet['app'] {
  if (!app.api?.data) return app;
  const { data: _resolvedIntoPages, ...api } = app.api;
  return { ...app, api };
}

function normaliseRoute(route: RouteEntry, parentPath: string | undefined): ManifestRoute {
  const external = isExternalPath(route.path);
  const path = resolveRoutePath(parentPath, route.path);
  const out: ManifestRoute = { path, name: route.name, external, meta: route.meta ?? { title: route.name } };
  if (route.page !== undefined) out.page = route.page;
  if (route.component !== undefined) out.component = route.component;
  if (route.children && route.children.length > 0) {
    out.children = route.children.map((child) => normaliseRoute(child, path));
  }
  if (route.redirect !== undefined) out.redirect = resolveRoutePath(path, route.redirect);
  else if (out.children) out.redirect = firstChildPath(out.children);
  return out;
}

function firstChildPath(children: ManifestRoute[]): string {
  const visible = children.find((child) => !child.meta.hidden && !child.external);
  return (visible ?? children[0]).path;
}
