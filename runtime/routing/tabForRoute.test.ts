import { describe, expect, it } from 'vitest';
import { findRoute } from './findRoute';
import { demoRoutes, route } from './routes.fixture';
import { tabForRoute } from './tabForRoute';

const chainOf = (path: string) => findRoute(demoRoutes(), path)?.chain ?? [];

describe('tabForRoute', () => {
  it('RT-07 a named route makes a tab keyed by its pathname, with title key and meta', () => {
    const tab = tabForRoute(chainOf('/index'), { pathname: '/index', search: '?from=menu' });
    expect(tab).toEqual({
      path: '/index',
      fullPath: '/index?from=menu',
      name: 'Index',
      title: 'route.index',
      meta: expect.objectContaining({ noClosable: true, affix: true }),
    });
  });

  it('RT-07 tabHidden routes and unnamed routes make no tab', () => {
    expect(tabForRoute(chainOf('/workbench/form_editor'), '/workbench/form_editor')).toBeNull();
    expect(tabForRoute([route('/x', '')], '/x')).toBeNull();
    expect(tabForRoute([], '/x')).toBeNull();
  });

  it('RT-07 routes named detail, Params or Query open one tab per parameter', () => {
    const detail = chainOf('/vab/table/detail');
    const one = tabForRoute(detail, { pathname: '/vab/table/detail', search: '?id=1' });
    const two = tabForRoute(detail, '/vab/table/detail?id=2');
    expect(one?.path).toBe('/vab/table/detail?id=1');
    expect(two?.path).toBe('/vab/table/detail?id=2');
    const params = chainOf('/other/dynamicSegment/test1/5');
    expect(tabForRoute(params, '/other/dynamicSegment/test1/5')?.path).toBe('/other/dynamicSegment/test1/5');
    const query = chainOf('/other/dynamicSegment/test2');
    expect(tabForRoute(query, { pathname: '/other/dynamicSegment/test2', search: 'id=7' })?.path).toBe(
      '/other/dynamicSegment/test2?id=7',
    );
  });

  it('RT-07 meta.dynamicNewTab also keys the tab by the full location; other routes ignore the query', () => {
    const iframe = chainOf('/other/iframe');
    expect(tabForRoute(iframe, '/other/iframe?url=a&title=A')?.path).toBe('/other/iframe?url=a&title=A');
    const dashboard = chainOf('/dashboard');
    expect(tabForRoute(dashboard, '/dashboard?range=week')).toMatchObject({
      path: '/dashboard',
      fullPath: '/dashboard?range=week',
    });
  });
});
