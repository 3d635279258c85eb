import { isDetailRoute } from './isDetailRoute';
import type { RuntimeRoute } from './RuntimeRoute';

/** One entry of the side or top menu. */
export interface MenuItem {
  /** The route's full path (or the external URL): the menu key and where a click goes. */
  key: string;
  /** The route's title i18n key. */
  titleKey: string;
  /** The title translated with the `t` given to `menuTree`, else the key itself. */
  title: string;
  icon?: string;
  isCustomSvg: boolean;
  badge?: string | number;
  dot: boolean;
  external: boolean;
  /** How a click opens it: a new window only for `_blank` external links. */
  target: '_blank' | '_self';
  /** Present only when at least one child shows: an item without it is a leaf. */
  children?: MenuItem[];
  /** More than 18 children: the submenu scrolls. */
  scroll: boolean;
}

/** Built-in screens that never show in a menu, even if a route list names them. */
export const PUBLIC_PATHS: readonly string[] = ['/login', '/callback', '/403', '/404'];

/** A submenu with more children than this scrolls. */
export const MENU_SCROLL_THRESHOLD = 18;

function inMenu(route: RuntimeRoute): boolean {
  return (
    !route.meta.hidden && !isDetailRoute(route) && !PUBLIC_PATHS.includes(route.path) && route.path !== '*'
  );
}

function items(routes: readonly RuntimeRoute[], t: ((key: string) => string) | undefined): MenuItem[] {
  return routes.flatMap((route): MenuItem[] => {
    if (!inMenu(route)) return [];
    const children = route.children ? items(route.children, t) : [];
    // levelHidden: the route itself disappears and its children take its place.
    if (route.meta.levelHidden) return children;
    const { meta } = route;
    const item: MenuItem = {
      key: route.path,
      titleKey: meta.title,
      title: t ? t(meta.title) : meta.title,
      isCustomSvg: meta.isCustomSvg ?? false,
      dot: meta.dot ?? false,
      external: route.external,
      target: route.external && meta.target === '_blank' ? '_blank' : '_self',
      scroll: children.length > MENU_SCROLL_THRESHOLD,
    };
    if (meta.icon !== undefined) item.icon = meta.icon;
    if (meta.badge !== undefined) item.badge = meta.badge;
    if (children.length > 0) item.children = children;
    return [item];
  });
}

/**
 * The menu for already-filtered routes: hidden routes are left out
 * with their children; a levelHidden route is replaced by its children; routes named detail,
 * Params or Query, the public screens /login /callback /403 /404 and a catch-all never show.
 * A group whose children are all left out becomes a plain item that navigates to the group
 * (whose redirect then applies).
 *
 * @example
 * const menu = menuTree(filterRoutes(manifest.routes, subject, { rolesControl: true }), i18n.t);
 * menu[0]; // { key: '/', titleKey: 'route.root', title: '首页', children: [{ key: '/index', … }], … }
 */
export function menuTree(routes: readonly RuntimeRoute[], t?: (key: string) => string): MenuItem[] {
  return items(routes, t);
}
