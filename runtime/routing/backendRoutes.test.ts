import { describe, expect, it } from 'vitest';
import { backendRoutes } from './backendRoutes';
import { findRoute } from './findRoute';
import { RouteListError } from './RouteListError';

const registry = {
  pages: { home: {}, table: {}, tableDetail: {}, forbidden: {}, notFound: {} },
  components: new Set(['vab/icon-selector', 'workbench/board']),
};

/** A route list shaped like the demo table the mock server serves (vue-style 'Layout' groups, relative child paths). */
const serverList = [
  {
    path: '/',
    name: 'Root',
    component: 'Layout',
    redirect: '/index',
    meta: { title: 'route.root', icon: 'home' },
    children: [
      { path: 'index', name: 'Index', component: 'home', meta: { title: 'route.index', noClosable: true } },
    ],
  },
  {
    path: '/vab',
    name: 'Vab',
    component: 'Layout',
    meta: { title: 'route.vab', icon: 'code' },
    children: [
      {
        path: 'table',
        name: 'Table',
        meta: { title: 'route.table', permission: { roles: ['Editor'], mode: 'except' } },
        children: [
          {
            path: 'comprehensiveTable',
            name: 'ComprehensiveTable',
            component: 'table',
            meta: { title: 'route.ct' },
          },
          {
            path: 'detail',
            name: 'Detail',
            component: 'tableDetail',
            meta: { title: 'route.detail', hidden: true },
          },
        ],
      },
      { path: 'icon', name: 'Icon', component: 'vab/icon-selector', meta: { title: 'route.icon' } },
      {
        path: 'editor',
        name: 'RichText',
        component: '@/views/vab/editor/index',
        meta: { title: 'route.editor' },
      },
      { path: 'https://github.com/jimu', name: 'Github', meta: { title: 'route.github', target: '_blank' } },
    ],
  },
  {
    path: '/error',
    name: 'Error',
    meta: { title: 'route.error', hidden: true },
    children: [
      { path: '403', name: 'Error403', component: 'forbidden', meta: { title: 'route.403' } },
      { path: '404', name: 'Error404', component: 'notFound', meta: { title: 'route.404' } },
    ],
  },
];

describe('backendRoutes', () => {
  it('RT-09 converts the server tree: child paths resolved, pages and plugin components resolved', () => {
    const { routes, errors } = backendRoutes(serverList, registry);
    expect(findRoute(routes, '/index')?.chain.at(-1)).toMatchObject({ name: 'Index', page: 'home' });
    expect(findRoute(routes, '/vab/table/detail')?.chain.map((r) => r.path)).toEqual([
      '/vab',
      '/vab/table',
      '/vab/table/detail',
    ]);
    expect(findRoute(routes, '/vab/icon')?.chain.at(-1)).toMatchObject({ component: 'vab/icon-selector' });
    expect(routes[0].component).toBeUndefined(); // 'Layout' is the shell, not a page
    expect(routes[1].children?.[0].meta.permission).toEqual({ roles: ['Editor'], mode: 'except' });
    expect(errors.map((e) => e.component)).toEqual(['@/views/vab/editor/index']);
  });

  it('RT-06 redirects a server group without redirect to its first child and leaves external links untouched', () => {
    const { routes } = backendRoutes(serverList, registry);
    expect(routes[0].redirect).toBe('/index');
    expect(routes[1].redirect).toBe('/vab/table');
    expect(routes[1].children?.[0].redirect).toBe('/vab/table/comprehensiveTable');
    expect(routes[1].children?.[3]).toMatchObject({ path: 'https://github.com/jimu', external: true });
  });

  it('RT-04 marks an unknown component unresolved, keeps the route and reports it for the error log', () => {
    const { routes, errors } = backendRoutes(serverList, registry);
    const editor = findRoute(routes, '/vab/editor')?.chain.at(-1);
    expect(editor).toMatchObject({ name: 'RichText', unresolved: '@/views/vab/editor/index' });
    expect(editor?.page).toBeUndefined();
    expect(errors[0]).toMatchObject({ path: '/vab/editor', name: 'RichText' });
    expect(errors[0].message).toContain('@/views/vab/editor/index');
  });

  it('RT-04 appends a catch-all to /404 once', () => {
    const { routes } = backendRoutes(serverList, registry);
    expect(routes.at(-1)).toMatchObject({ path: '*', redirect: '/404', meta: { hidden: true } });
    const unknown = findRoute(routes, '/does/not/exist');
    expect(unknown?.catchAll).toBe(true);
    expect(unknown?.chain.at(-1)?.redirect).toBe('/404');
    const again = backendRoutes([...serverList, { path: '*', redirect: '/404' }], registry).routes;
    expect(again.filter((r) => r.path === '*')).toHaveLength(1);
  });

  it('VA-03 throws RouteListError with the spec message when the list is not an array', () => {
    for (const bad of [undefined, null, { list: [] }, 'routes', 3]) {
      expect(() => backendRoutes(bad, registry)).toThrow(RouteListError);
    }
    let thrown: unknown;
    try {
      backendRoutes({ nope: true }, registry);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(RouteListError);
    expect(thrown).toMatchObject({ message: '路由格式返回有误！', code: 'VA-03', received: { nope: true } });
    expect(backendRoutes([], registry).routes.map((r) => r.path)).toEqual(['*']);
  });

  it('skips malformed entries and routes with an unusable permission, reporting each', () => {
    const { routes, errors } = backendRoutes(
      [
        42,
        { name: 'NoPath' },
        { path: '/p', name: 'P', component: 'home', meta: { title: 't', permission: 5 } },
        { path: '/s', name: 'S', component: 'home', meta: { title: 't', permission: 'Admin' } },
        { path: '/n', name: 'N', meta: { title: 't' } },
      ],
      { pages: new Set(['home']), components: new Set() },
    );
    expect(routes.map((r) => r.path)).toEqual(['/s', '/n', '*']);
    expect(routes[0].meta.permission).toEqual(['Admin']);
    expect(routes[1].unresolved).toBe('');
    expect(errors.map((e) => e.name)).toEqual(['', 'NoPath', 'P', 'N']);
  });

  it('gives an untitled server route its name as title', () => {
    const { routes } = backendRoutes([{ path: '/x', name: 'X', component: 'home' }], registry);
    expect(routes[0].meta.title).toBe('X');
  });
});
