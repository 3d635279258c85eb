import { describe, expect, it } from 'vitest';
import { findRoute } from './findRoute';
import { demoRoutes, group, route } from './routes.fixture';

const names = (path: string) => findRoute(demoRoutes(), path)?.chain.map((r) => r.name);

describe('findRoute', () => {
  it('returns the chain from the top-level route down to the leaf', () => {
    expect(names('/vab/icon/remixIcon')).toEqual(['Vab', 'Icon', 'RemixIcon']);
    expect(names('/index')).toEqual(['Root', 'Index']);
  });

  it('matches a group path on its own (the guard then applies its redirect)', () => {
    expect(names('/workbench')).toEqual(['Workbench']);
    expect(names('/')).toEqual(['Root']);
  });

  it('RT-07 extracts :param values and prefers a static segment over a parameter', () => {
    const match = findRoute(demoRoutes(), '/other/dynamicSegment/test1/42');
    expect(match?.chain.map((r) => r.name)).toEqual(['Other', 'DynamicSegment', 'Params']);
    expect(match?.params).toEqual({ id: '42' });
    expect(names('/other/dynamicSegment/test1/1')).toEqual(['Other', 'DynamicSegment', 'Test1']);
  });

  it('decodes parameters and ignores query, hash and a trailing slash', () => {
    const match = findRoute(demoRoutes(), '/other/dynamicSegment/test1/a%20b/?tab=2#top');
    expect(match?.params).toEqual({ id: 'a b' });
    expect(names('/vab/table/detail?id=3')).toEqual(['Vab', 'Table', 'Detail']);
  });

  it('returns null for an unknown path and never matches an external link', () => {
    expect(findRoute(demoRoutes(), '/nowhere')).toBeNull();
    expect(findRoute(demoRoutes(), 'https://github.com/jimu/jimu')).toBeNull();
    expect(findRoute(demoRoutes(), '/vab/table/comprehensiveTable/extra')).toBeNull();
  });

  it('RT-04 falls back to a catch-all and says so', () => {
    const routes = [...demoRoutes(), route('*', 'NotFound', { hidden: true }, { redirect: '/404' })];
    const unknown = findRoute(routes, '/no/such/page');
    expect(unknown?.catchAll).toBe(true);
    expect(unknown?.params['*']).toBe('no/such/page');
    expect(unknown?.chain.map((r) => r.name)).toEqual(['NotFound']);
    expect(findRoute(routes, '/dashboard')?.catchAll).toBe(false);
  });

  it('still matches a server child whose absolute path does not lie under its parent', () => {
    const routes = [group('/a', 'A', {}, [route('/a/x', 'X'), route('/elsewhere', 'Elsewhere')])];
    expect(findRoute(routes, '/elsewhere')?.chain.map((r) => r.name)).toEqual(['Elsewhere']);
    expect(findRoute(routes, '/a/x')?.chain.map((r) => r.name)).toEqual(['A', 'X']);
  });

  it('ranks across top-level routes as React Router does: static beats a top-level :param', () => {
    const routes = [route('/:slug', 'Slug'), ...demoRoutes()];
    expect(findRoute(routes, '/dashboard')?.chain.map((r) => r.name)).toEqual(['Root', 'Dashboard']);
    expect(findRoute(routes, '/anything')?.chain.map((r) => r.name)).toEqual(['Slug']);
    expect(findRoute(routes, '/anything')?.params).toEqual({ slug: 'anything' });
  });

  it('matches case-insensitively and percent-encoded paths, like the router', () => {
    expect(names('/VAB/Icon/remixicon')).toEqual(['Vab', 'Icon', 'RemixIcon']);
    const routes = [...demoRoutes(), route('/帮助', 'Help')];
    expect(findRoute(routes, '/%E5%B8%AE%E5%8A%A9')?.chain.map((r) => r.name)).toEqual(['Help']);
  });
});
