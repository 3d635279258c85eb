import { describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../schemas/types.gen';
import type { ConfigSet } from './configSet';
import { normaliseConfig } from './normaliseConfig';

function configWith(routes: RouteEntry[]): ConfigSet {
  return {
    dir: '/tmp/config',
    app: { title: 'app.title' },
    theme: {},
    routes: { routes },
    permissions: { roles: {}, permissions: {} },
    pages: {},
    i18n: {},
    plugins: {},
    customIcons: [],
    files: [],
  };
}

describe('normaliseConfig', () => {
  it('RT-06 resolves child paths against the parent and keeps absolute child paths', () => {
    const [group] = normaliseConfig(
      configWith([
        {
          path: '/user_center',
          name: 'UserCenter',
          meta: { title: 'route.userCenter' },
          children: [
            { path: 'userManagement', name: 'Users', page: 'users', meta: { title: 'route.users' } },
            { path: '/about', name: 'About', page: 'about', meta: { title: 'route.about' } },
            {
              path: 'nested/',
              name: 'Nested',
              meta: { title: 'route.nested' },
              children: [{ path: 'deep', name: 'Deep', page: 'deep', meta: { title: 'route.deep' } }],
            },
          ],
        },
      ]),
    ).routes;
    expect(group.children?.map((c) => c.path)).toEqual([
      '/user_center/userManagement',
      '/about',
      '/user_center/nested/',
    ]);
    expect(group.children?.[2].children?.[0].path).toBe('/user_center/nested/deep');
    expect(group.children?.every((c) => c.external === false)).toBe(true);
  });

  it('RT-06 leaves external links (//, http:, https:, mailto:, tel:) untouched and marks them external', () => {
    const links = [
      '//cdn.example.com/x',
      'http://a.example',
      'https://b.example/p?q=1',
      'mailto:a@b.c',
      'tel:+861234',
    ];
    const [group] = normaliseConfig(
      configWith([
        {
          path: '/links',
          name: 'Links',
          meta: { title: 'route.links' },
          children: links.map((path, i) => ({ path, name: `L${i}`, meta: { title: 'route.link' } })),
        },
      ]),
    ).routes;
    expect(group.children?.map((c) => [c.path, c.external])).toEqual(links.map((l) => [l, true]));
  });

  it('RT-06 gives a group without redirect its first visible child, and makes redirects absolute', () => {
    const routes = normaliseConfig(
      configWith([
        {
          path: '/',
          name: 'Root',
          meta: { title: 'route.root' },
          children: [
            { path: 'hidden', name: 'Hidden', page: 'h', meta: { title: 'route.h', hidden: true } },
            { path: 'index', name: 'Index', page: 'home', meta: { title: 'route.index' } },
          ],
        },
        {
          path: '/setting',
          name: 'Setting',
          redirect: 'profile',
          meta: { title: 'route.setting' },
          children: [{ path: 'profile', name: 'Profile', page: 'p', meta: { title: 'route.profile' } }],
        },
        { path: '/old', name: 'Old', redirect: '/setting', meta: { title: 'route.old' } },
        { path: '/ext', name: 'Ext', redirect: 'https://example.com', meta: { title: 'route.ext' } },
      ]),
    ).routes;
    expect(routes.map((r) => r.redirect)).toEqual([
      '/index',
      '/setting/profile',
      '/setting',
      'https://example.com',
    ]);
    expect(routes[0].children?.[0].redirect).toBeUndefined();
  });

  it('keeps page, component and meta, and gives a route without meta its name as title', () => {
    const [route, plugin] = normaliseConfig(
      configWith([
        { path: '/a', name: 'A', page: 'users', meta: { title: 'route.a', icon: 'home', noClosable: true } },
        { path: '/b', name: 'B', component: 'shop/board' },
      ]),
    ).routes;
    expect(route).toEqual({
      path: '/a',
      name: 'A',
      page: 'users',
      external: false,
      meta: { title: 'route.a', icon: 'home', noClosable: true },
    });
    expect(plugin).toEqual({
      path: '/b',
      name: 'B',
      component: 'shop/board',
      external: false,
      meta: { title: 'B' },
    });
  });
});
