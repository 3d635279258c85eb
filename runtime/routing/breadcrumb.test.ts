import { describe, expect, it } from 'vitest';
import { breadcrumb } from './breadcrumb';
import { filterRoutes } from './filterRoutes';
import { findRoute } from './findRoute';
import { admin, demoRoutes } from './routes.fixture';

const routes = filterRoutes(demoRoutes(), admin, { rolesControl: true });
const chainOf = (path: string) => findRoute(routes, path)?.chain ?? [];

describe('breadcrumb', () => {
  it('LY-07 lists the chain root first with title keys, groups linking to their redirect', () => {
    expect(breadcrumb(chainOf('/vab/table/detail'))).toEqual([
      {
        path: '/vab',
        titleKey: 'route.vab',
        icon: 'code',
        redirect: '/vab/icon/remixIcon',
        to: '/vab/icon/remixIcon',
      },
      {
        path: '/vab/table',
        titleKey: 'route.table',
        redirect: '/vab/table/comprehensiveTable',
        to: '/vab/table/comprehensiveTable',
      },
      { path: '/vab/table/detail', titleKey: 'route.detail', to: '/vab/table/detail' },
    ]);
  });

  it('LY-07 leaves out routes with breadcrumbHidden', () => {
    expect(breadcrumb(chainOf('/index')).map((item) => item.path)).toEqual(['/index']);
    expect(breadcrumb(chainOf('/vab/nested/menu1/menu1-2')).map((item) => item.path)).toEqual([
      '/vab',
      '/vab/nested',
      '/vab/nested/menu1',
    ]);
    expect(breadcrumb([])).toEqual([]);
  });
});
