import type { Manifest, ManifestRoute } from '../../runtime/contract/manifest';
import type { PageConfig } from '../../schemas/types.gen';
import { lazyIconGroups } from './collectIcons';

/**
 * The modules (as the bundle names its lazily loaded entry points: a repository path or a
 * `jimu:` module) every signed-in screen loads before it shows: the console's half of the
 * manifest, the plugins, the page index, the frame around every page and the session calls.
 */
export const SHELL_MODULES = [
  'runtime/app/consoleParts.ts',
  'runtime/app/consoleViews.ts',
  // The session calls, which load the signed-in user.
  'runtime/data/api/createSessionApi.ts',
];

/** What a config page of each kind loads to draw its first screen, beside its own config. */
const PAGE_KIND_MODULES: Record<PageConfig['kind'], string[]> = {
  crud: ['runtime/pages/crud/CrudPage.tsx'],
  form: ['runtime/pages/form/FormPage.tsx', 'runtime/forms/index.ts'],
  detail: ['runtime/pages/detail/DetailPage.tsx'],
  dashboard: ['runtime/pages/dashboard/DashboardPage.tsx'],
};

/** `<plugin>/<name>` → the module its lazy screen, cell or widget loads (pluginModules.ts). */
export type PluginModules = Map<string, string>;

/**
 * The key under which PluginModules holds the module of a plugin's `screenLocales`, which every
 * screen of the plugin loads beside its own code.
 */
export const screenLocalesRef = (screen: string) => `${screen.slice(0, screen.indexOf('/'))}/screenLocales`;

/** Every `<plugin>/<name>` a page config names: cells of its columns, widgets of its forms. */
function pluginRefs(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string' && /^[a-z][\w-]*\/[\w-]+$/i.test(value)) into.add(value);
  else if (Array.isArray(value)) for (const item of value) pluginRefs(item, into);
  else if (value && typeof value === 'object')
    for (const inner of Object.values(value)) pluginRefs(inner, into);
  return into;
}

/** A route's full path from its parent's and its own (an absolute child path stands as is). */
export const joinPath = (parent: string, child: string): string =>
  child.startsWith('/') ? child : `${parent.replace(/\/$/, '')}/${child}`;

const iconsOf = (routes: ManifestRoute[] = [], into = new Set<string>()): Set<string> => {
  for (const route of routes) {
    if (route.meta.icon && !route.meta.isCustomSvg) into.add(route.meta.icon);
    iconsOf(route.children, into);
  }
  return into;
};

const pageIcons = (value: unknown, into = new Set<string>()): Set<string> => {
  if (Array.isArray(value)) for (const item of value) pageIcons(item, into);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'icon' && typeof inner === 'string') into.add(inner);
      else pageIcons(inner, into);
    }
  return into;
};

/**
 * For every route of the manifest (by its full path, `:param` segments kept), the modules it
 * loads before its first screen shows, beyond the entry: the shell's, the page's config, the
 * renderer of its kind, the plugin screen, cells and widgets it names, and the groups of lazy
 * icons its submenu and its page draw. A redirect gets its target's list.
 *
 * @example routeModules(manifest, new Map())['/user_center/userManagement']
 * // ['runtime/app/consoleParts.ts', …, 'jimu:page/users', 'runtime/pages/crud/CrudPage.tsx', …]
 */
export function routeModules(manifest: Manifest, plugins: PluginModules): Record<string, string[]> {
  const groups = lazyIconGroups(manifest);
  const groupsOf = (icons: Set<string>) =>
    groups.flatMap((group, g) => (group.some((icon) => icons.has(icon)) ? [`jimu:icon-group/${g}`] : []));
  const result: Record<string, string[]> = {};
  const redirects: [string, string][] = [];
  // The root route's children show in the menu on every screen, beside the top-level sections.
  const everywhere = iconsOf(manifest.routes.find((route) => route.path === '/')?.children);
  const visit = (routes: ManifestRoute[], parent: string, top: ManifestRoute | undefined) => {
    for (const route of routes) {
      if (route.external) continue;
      const full = joinPath(parent, route.path);
      const section = top ?? route;
      const modules = new Set(SHELL_MODULES);
      const icons = iconsOf(section.children, new Set(everywhere));
      const refs = new Set<string>();
      if (route.component) refs.add(route.component);
      let screen = route.component;
      if (route.page) {
        modules.add('runtime/pages/ConfigPage.tsx');
        modules.add(`jimu:page/${route.page}`);
        const page = manifest.pages[route.page];
        if (page) {
          for (const module of PAGE_KIND_MODULES[page.kind] ?? []) modules.add(module);
          pageIcons(page, icons);
          pluginRefs(page, refs);
          if (!PAGE_KIND_MODULES[page.kind]) {
            refs.add(page.kind);
            screen = page.kind;
          }
        }
      }
      for (const ref of refs) {
        const module = plugins.get(ref);
        if (module) modules.add(module);
      }
      // A plugin screen's strings load beside it.
      const strings = screen && plugins.get(screenLocalesRef(screen));
      if (strings) modules.add(strings);
      for (const group of groupsOf(icons)) modules.add(group);
      if (route.redirect) redirects.push([full, joinPath(parent, route.redirect)]);
      else if (route.page || route.component) result[full] = [...modules];
      if (route.children) visit(route.children, full, section);
    }
  };
  visit(manifest.routes, '', undefined);
  for (const [from, to] of redirects) if (result[to] && !result[from]) result[from] = result[to];
  return result;
}
