import type { ConfigRoute } from './readSeedConfig';

/** A route in the back-end format served by /router/getList ("Route entry"). */
export interface BackendRoute {
  path: string;
  name?: string;
  component?: string;
  redirect?: string;
  meta: Record<string, unknown>;
  children?: BackendRoute[];
}

/** The top-level groups that make up the demo route table. */
export const DEMO_ROUTE_GROUPS = ['/vab', '/other', '/mall', '/setting', '/error'];
/** The /setting group of the demo table lists these screens, kept under /user_center in config. */
const DEMO_SETTING_FROM_USER_CENTER = [
  'personalCenter',
  'userManagement',
  'roleManagement',
  'departmentManagement',
];

function toBackend(route: ConfigRoute): BackendRoute {
  const out: BackendRoute = { path: route.path, meta: { ...(route.meta ?? {}) } };
  if (route.name) out.name = route.name;
  // The back end names what a route shows in one field: a config page name or a plugin component.
  const component = route.page ?? route.component;
  if (component) out.component = component;
  if (route.redirect) out.redirect = route.redirect;
  if (route.children) out.children = route.children.map(toBackend);
  return out;
}

/**
 * The demo route table in the back-end format, taken from config/routes.yaml so that the served
 * table and the config never disagree on names, pages or permissions.
 *
 * @example
 * seedDemoRoutes(config.routes).map((route) => route.path); // ['/vab', '/other', '/mall', '/setting', '/error']
 */
export function seedDemoRoutes(routes: ConfigRoute[]): BackendRoute[] {
  const byPath = new Map(routes.map((route) => [route.path, route]));
  return DEMO_ROUTE_GROUPS.flatMap((path) => {
    const route = byPath.get(path);
    if (!route) return [];
    if (path !== '/setting') return [toBackend(route)];
    const userCenter = byPath.get('/user_center')?.children ?? [];
    const extra = userCenter.filter((child) => DEMO_SETTING_FROM_USER_CENTER.includes(child.path));
    return [toBackend({ ...route, children: [...extra, ...(route.children ?? [])] })];
  });
}

/** A flat menu record of menu management; the tree is rebuilt from parentId when listed. */
export interface MenuRecord {
  id: number;
  parentId: number;
  label: string;
  title: string;
  path: string;
  name: string;
  component: string;
  icon: string;
  order: number;
  hidden: boolean;
  role: string[];
}

function fullPath(parent: string, path: string): string {
  if (path.startsWith('/') || /^(https?:|mailto:|tel:|\/\/)/.test(path)) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
}

/**
 * The roles a route's permission lets in, as a menu record lists them (empty: every role). A
 * rule the list cannot say directly is spelled out over the known roles, so a role's menu list
 * agrees with its side menu: `{ roles: [Editor], mode: except }` → every role but Editor.
 */
function rolesOf(permission: unknown, allRoles: readonly string[]): string[] {
  if (Array.isArray(permission)) return permission.map(String);
  if (!permission || typeof permission !== 'object') return [];
  const rule = permission as { roles?: unknown; mode?: unknown };
  const roles = Array.isArray(rule.roles) ? rule.roles.map(String) : [];
  if (rule.mode === 'except') return allRoles.filter((role) => !roles.includes(role));
  return roles;
}

/**
 * Menu records for menu management, one per non-public route of config/routes.yaml, labelled in
 * Chinese from config/i18n/zh.yaml.
 *
 * @example
 * seedMenus(config.routes, config.translate)[0]; // { id: 1, parentId: 0, label: '首页', path: '/', … }
 */
export function seedMenus(
  routes: ConfigRoute[],
  translate: (key?: string) => string,
  allRoles: readonly string[] = [],
): MenuRecord[] {
  const menus: MenuRecord[] = [];
  const walk = (list: ConfigRoute[], parentId: number, parentPath: string) => {
    list.forEach((route, index) => {
      const path = fullPath(parentPath, route.path);
      const record: MenuRecord = {
        id: menus.length + 1,
        parentId,
        label: translate(route.meta?.title),
        title: route.meta?.title ?? '',
        path,
        name: route.name ?? '',
        component: route.page ?? route.component ?? '',
        icon: route.meta?.icon ?? '',
        order: index + 1,
        hidden: route.meta?.hidden === true,
        role: rolesOf(route.meta?.permission, allRoles),
      };
      menus.push(record);
      if (route.children) walk(route.children, record.id, path);
    });
  };
  walk(
    routes.filter((route) => !['/login', '/register', '/callback', '/403', '/404'].includes(route.path)),
    0,
    '',
  );
  return menus;
}
