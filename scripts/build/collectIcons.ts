import type { Manifest, ManifestRoute } from '../../runtime/app/manifest';

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
 * The icons of the top-level routes: the menu shows them on every signed-in screen, in every
 * layout, so they are bundled with the console; the rest load when first drawn.
 *
 * @example topMenuIcons(manifest) // ['home', 'setting']
 */
export function topMenuIcons(manifest: Manifest): string[] {
  return manifest.routes.flatMap((route) =>
    route.meta.icon && !route.meta.isCustomSvg ? [route.meta.icon] : [],
  );
}

/**
 * The icons that load when first drawn: every config icon the top-level menu does not show, as
 * one group (one request of a few KiB: a group per submenu or page made requests of 200 bytes
 * each, one more on every screen). Empty when the top-level menu draws them all.
 *
 * @example lazyIconGroups(manifest) // [['delete', 'kanban', 'plus', …]]
 */
export function lazyIconGroups(manifest: Manifest): string[][] {
  const bundled = new Set(topMenuIcons(manifest));
  const lazy = collectIcons(manifest).filter((icon) => !bundled.has(icon));
  return lazy.length > 0 ? [lazy] : [];
}
