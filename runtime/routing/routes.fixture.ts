import type { AccessSubject } from '../access';
import { isExternalPath } from './isExternalPath';
import type { RouteMeta, RuntimeRoute } from './RuntimeRoute';

/** Test fixtures only: route trees shaped like the spec's route table and demo table, normalised as `jimu build` writes them. */
type Extra = Partial<Omit<RuntimeRoute, 'path' | 'name' | 'meta' | 'external'>>;

export function route(
  path: string,
  name: string,
  meta: Partial<RouteMeta> = {},
  extra: Extra = {},
): RuntimeRoute {
  const title = meta.title ?? `route.${name.charAt(0).toLowerCase()}${name.slice(1)}`;
  return {
    path,
    name,
    external: isExternalPath(path),
    meta: { ...meta, title },
    ...extra,
  };
}

export function group(
  path: string,
  name: string,
  meta: Partial<RouteMeta>,
  children: RuntimeRoute[],
): RuntimeRoute {
  // As `jimu build` normalises: a group without a redirect gets its first child's path.
  return route(path, name, meta, { redirect: children[0].path, children });
}

export const admin: AccessSubject = {
  roles: ['Admin'],
  permissions: ['read:system', 'write:system', 'delete:system'],
  admin: true,
};
export const editor: AccessSubject = {
  roles: ['Editor'],
  permissions: ['read:system', 'write:system'],
  admin: false,
};
export const tester: AccessSubject = { roles: ['Test'], permissions: ['read:system'], admin: false };

/** The spec's route table (root, workbench, material) plus the demo table's vab, other and error groups. */
export function demoRoutes(): RuntimeRoute[] {
  return [
    group('/', 'Root', { icon: 'home', breadcrumbHidden: true }, [
      route('/index', 'Index', { icon: 'home', noClosable: true, affix: true }, { page: 'home' }),
      route('/dashboard', 'Dashboard', { icon: 'histogram' }, { page: 'dashboard' }),
    ]),
    group('/workbench', 'Workbench', { icon: 'apps' }, [
      route('/workbench/project', 'Project', {}, { page: 'projects' }),
      route('/workbench/api_port', 'ApiPort', { hidden: true }, { component: 'workbench/api-port' }),
      route('/workbench/tools', 'Tools', { badge: 'New' }, { component: 'workbench/tools' }),
      route('/workbench/board', 'Board', { hidden: true }, { component: 'workbench/board' }),
      route(
        '/workbench/form_editor',
        'FormEditor',
        { hidden: true, tabHidden: true },
        { component: 'workbench/form-editor' },
      ),
      route(
        '/workbench/project/config',
        'ProjectConfig',
        { hidden: true, noClosable: true },
        { page: 'projectConfig' },
      ),
    ]),
    // Built with a redirect to its first child, which is hidden (routing wants the first visible one).
    group('/material', 'Material', { icon: 'folder' }, [
      route('/material/material_create', 'MaterialCreate', { hidden: true }, { page: 'materialCreate' }),
      route('/material/material_index', 'MaterialIndex', {}, { page: 'materials' }),
    ]),
    group('/vab', 'Vab', { icon: 'code' }, [
      group('/vab/icon', 'Icon', { dot: true }, [
        route('/vab/icon/remixIcon', 'RemixIcon', {}, { page: 'remixIcon' }),
        route('/vab/icon/iconSelector', 'IconSelector', {}, { component: 'vab/icon-selector' }),
      ]),
      route('/vab/permission', 'Permission', {}, { page: 'permission' }),
      group('/vab/table', 'Table', { permission: { roles: ['Editor'], mode: 'except' } }, [
        route('/vab/table/comprehensiveTable', 'ComprehensiveTable', {}, { page: 'table' }),
        route(
          '/vab/table/detail',
          'Detail',
          { activeMenu: '/vab/table/comprehensiveTable' },
          { page: 'tableDetail' },
        ),
        route('/vab/table/inlineEditTable', 'InlineEditTable', {}, { page: 'inlineTable' }),
      ]),
      route('/vab/card', 'Card', { permission: ['Admin'] }, { page: 'card' }),
      group('/vab/nested', 'Nested', { levelHidden: true }, [
        group('/vab/nested/menu1', 'Menu1', {}, [
          route('/vab/nested/menu1/menu1-1', 'Menu1-1', {}, { page: 'nested' }),
          route('/vab/nested/menu1/menu1-2', 'Menu1-2', { breadcrumbHidden: true }, { page: 'nested' }),
        ]),
        route('/vab/nested/menu2', 'Menu2', {}, { page: 'nested' }),
      ]),
    ]),
    group('/other', 'Other', { icon: 'more', permission: ['Admin', 'Editor'] }, [
      group('/other/dynamicSegment', 'DynamicSegment', {}, [
        route('/other/dynamicSegment/test1/1', 'Test1', {}, { page: 'segment' }),
        route('/other/dynamicSegment/test1/:id', 'Params', { hidden: true }, { page: 'segment' }),
        route('/other/dynamicSegment/test2', 'Query', { hidden: true }, { page: 'segment' }),
      ]),
      route('/other/iframe', 'Iframe', { dynamicNewTab: true }, { component: 'vab/iframe' }),
      route('https://github.com/jimu/jimu', 'ExternalLink', {
        target: '_blank',
        permission: { roles: ['Admin', 'Editor'], mode: 'oneOf' },
      }),
      route('/other/admin-only', 'AdminOnly', { permission: ['Admin'] }, { page: 'adminOnly' }),
    ]),
    group('/setting', 'Setting', { icon: 'setting', permission: ['Admin'] }, [
      route('/setting/userManagement', 'UserManagement', {}, { page: 'users' }),
      route('/setting/roleManagement', 'RoleManagement', {}, { page: 'roles' }),
    ]),
  ];
}
