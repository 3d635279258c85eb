import type { Manifest, ManifestRoute } from '../../runtime/contract/manifest';

/**
 * The Semi icon names a manifest uses: route icons (unless they are custom SVGs) and every `icon`
 * of a page (actions, dashboard cards). Only these end up in the bundle.
 *
 * @example collectIcons(manifest) // ['home', 'setting', 'user']
 */
export function collectIcons(manifest: Manifest): string[] {
  const icons = new Set<string>();
  const walkRoutes = (routes: ManifestRoute[]): void => {
    for (const route of routes) {
      if (route.meta.icon && !route.meta.isCustomSvg) icons.add(route.meta.icon);
      if (route.children) walkRoutes(route.children);
    }
  };
  const walkValue = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) walkValue(item);
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'icon' && typeof inner === 'string') icons.add(inner);
        else walkValue(inner);
      }
    }
  };
  walkRoutes(manifest.routes);
  walkValue(manifest.pages);
  return [...icons].sort();
}

/**
 * The icons of the top-level routes and of the root route's children, which the menu shows beside
 * them: on every signed-in screen, in every layout, so they are bundled with the console; the rest
 * load when first drawn.
 *
 * @example topMenuIcons(manifest) // ['home', 'setting']
 */
export function topMenuIcons(manifest: Manifest): string[] {
  const root = manifest.routes.find((route) => route.path === '/');
  return [...manifest.routes, ...(root?.children ?? [])].flatMap((route) =>
    route.meta.icon && !route.meta.isCustomSvg ? [route.meta.icon] : [],
  );
}

/** The Semi icon names in a page config (actions, dashboard cards…). */
const pageIcons = (value: unknown, into: Set<string>): Set<string> => {
  if (Array.isArray(value)) for (const item of value) pageIcons(item, into);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'icon' && typeof inner === 'string') into.add(inner);
      else pageIcons(inner, into);
    }
  return into;
};

/**
 * The icons that load when first drawn, in groups that show together: those of each page (its
 * actions, its cards) and those under each top-level route (a submenu opens all at once). An
 * icon belongs to the first group that uses it, pages first; top-level menu icons (bundled) and empty groups are
 * left out. One request per group instead of one per icon.
 *
 * @example lazyIconGroups(manifest) // [['kanban', 'desktop'], ['plus', 'delete'], …]
 */
export function lazyIconGroups(manifest: Manifest): string[][] {
  const placed = new Set(topMenuIcons(manifest));
  const routeIcons = (routes: ManifestRoute[], into: Set<string>): Set<string> => {
    for (const route of routes) {
      if (route.meta.icon && !route.meta.isCustomSvg) into.add(route.meta.icon);
      if (route.children) routeIcons(route.children, into);
    }
    return into;
  };
  // Pages first: a page's icons (the home dashboard's cards) then come in one small request
  // instead of pulling in the whole submenus that happen to use the same icons.
  const candidates = [
    ...Object.keys(manifest.pages)
      .sort()
      .map((name) => pageIcons(manifest.pages[name], new Set())),
    ...manifest.routes.map((route) => routeIcons(route.children ?? [], new Set())),
  ];
  const groups: string[][] = [];
  for (const candidate of candidates) {
    const group = [...candidate].filter((icon) => !placed.has(icon)).sort();
    for (const icon of group) placed.add(icon);
    if (group.length > 0) groups.push(group);
  }
  return groups;
}
