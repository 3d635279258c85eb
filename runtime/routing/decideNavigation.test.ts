import { describe, expect, it } from 'vitest';
import { backendRoutes } from './backendRoutes';
import { decideNavigation, type NavigationRequest } from './decideNavigation';
import { filterRoutes } from './filterRoutes';
import { demoRoutes, editor, route } from './routes.fixture';

const whitelist = ['/login', '/register', '/callback', '/404', '/403'];

function request(overrides: Partial<NavigationRequest>): NavigationRequest {
  const all = demoRoutes();
  return {
    path: '/',
    hasToken: true,
    routesReady: true,
    whitelist,
    loginInterception: true,
    recordRoute: true,
    routes: filterRoutes(all, editor, { rolesControl: true }),
    allRoutes: all,
    ...overrides,
  };
}

describe('decideNavigation', () => {
  it('SE-03 RT-08 sends a visitor without token to /login with the target remembered', () => {
    const decision = decideNavigation(
      request({ hasToken: false, path: '/vab/icon/remixIcon', query: { tab: 'a', id: ['1', '2'] } }),
    );
    expect(decision).toEqual({
      action: 'redirect',
      to: '/login?redirect=%2Fvab%2Ficon%2FremixIcon%3Ftab%3Da%26id%3D1%26id%3D2',
    });
    expect(decideNavigation(request({ hasToken: false, path: '/index', query: '?x=1' }))).toEqual({
      action: 'redirect',
      to: '/login?redirect=%2Findex%3Fx%3D1',
    });
  });

  it('RT-08 plain /login for target / or with route recording off', () => {
    expect(decideNavigation(request({ hasToken: false, path: '/' }))).toEqual({
      action: 'redirect',
      to: '/login',
    });
    expect(decideNavigation(request({ hasToken: false, path: '/index', recordRoute: false }))).toEqual({
      action: 'redirect',
      to: '/login',
    });
  });

  it('RT-03 lets a visitor without token reach the whitelist', () => {
    for (const path of whitelist) {
      expect(decideNavigation(request({ hasToken: false, routesReady: false, path }))).toEqual({
        action: 'allow',
        match: null,
      });
    }
  });

  it('SE-04 with login interception off nobody is sent to login', () => {
    expect(
      decideNavigation(
        request({ hasToken: false, loginInterception: false, routesReady: false, path: '/index' }),
      ),
    ).toEqual({
      action: 'loadUser',
    });
  });

  it('SE-03 token and /login goes to /; token without routes loads the user first', () => {
    expect(decideNavigation(request({ path: '/login', query: { redirect: '/x' } }))).toEqual({
      action: 'redirect',
      to: '/',
    });
    expect(decideNavigation(request({ routesReady: false, path: '/dashboard' }))).toEqual({
      action: 'loadUser',
    });
  });

  it('SE-03 allows a permitted route and hands back the matched chain and params', () => {
    const decision = decideNavigation(request({ path: '/other/dynamicSegment/test1/9' }));
    expect(decision.action).toBe('allow');
    if (decision.action !== 'allow') return;
    expect(decision.match?.chain.map((r) => r.name)).toEqual(['Other', 'DynamicSegment', 'Params']);
    expect(decision.match?.params).toEqual({ id: '9' });
  });

  it('RT-06 a group path redirects to its (settled) redirect', () => {
    expect(decideNavigation(request({ path: '/' }))).toEqual({ action: 'redirect', to: '/index' });
    expect(decideNavigation(request({ path: '/material' }))).toEqual({
      action: 'redirect',
      to: '/material/material_index',
    });
    expect(decideNavigation(request({ path: '/vab' }))).toEqual({
      action: 'redirect',
      to: '/vab/icon/remixIcon',
    });
  });

  it('PM-04 a typed URL of a route filtered out for this user goes to /403, never to the page', () => {
    expect(decideNavigation(request({ path: '/vab/table/comprehensiveTable' }))).toEqual({
      action: 'redirect',
      to: '/403',
    });
    expect(decideNavigation(request({ path: '/vab/table/detail', query: 'id=1' }))).toEqual({
      action: 'redirect',
      to: '/403',
    });
    expect(decideNavigation(request({ path: '/setting' }))).toEqual({ action: 'redirect', to: '/403' });
  });

  it('RT-04 an unknown path goes to /404, and the error screens themselves show', () => {
    expect(decideNavigation(request({ path: '/no/such/page' }))).toEqual({ action: 'redirect', to: '/404' });
    expect(decideNavigation(request({ path: '/404', whitelist: [] }))).toEqual({
      action: 'allow',
      match: null,
    });
    expect(decideNavigation(request({ path: '/403', whitelist: [] }))).toEqual({
      action: 'allow',
      match: null,
    });
  });

  it('RT-04 server routes: the appended catch-all sends unknown paths to /404', () => {
    const { routes } = backendRoutes([{ path: '/a', name: 'A', component: 'home', meta: { title: 'a' } }], {
      pages: new Set(['home']),
      components: new Set(),
    });
    const base = { routes, allRoutes: routes };
    expect(decideNavigation(request({ ...base, path: '/a' })).action).toBe('allow');
    expect(decideNavigation(request({ ...base, path: '/b/c' }))).toEqual({ action: 'redirect', to: '/404' });
    const custom = [route('*', 'Lost', {}, { page: 'lost' })];
    const decision = decideNavigation(request({ routes: custom, allRoutes: custom, path: '/zzz' }));
    expect(decision.action).toBe('allow');
  });

  it('RT-04 RT-09 a server route list without / sends / to its first visible page', () => {
    const { routes } = backendRoutes(
      [
        { path: '/hidden', name: 'Hidden', component: 'home', meta: { title: 'h', hidden: true } },
        {
          path: '/vab',
          name: 'Vab',
          meta: { title: 'v' },
          children: [{ path: 'icon', name: 'Icon', component: 'home', meta: { title: 'i' } }],
        },
      ],
      { pages: new Set(['home']), components: new Set() },
    );
    expect(decideNavigation(request({ path: '/', routes, allRoutes: routes }))).toEqual({
      action: 'redirect',
      to: '/vab/icon',
    });
  });
});
