import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkServerRoutes, unsafeTarget } from './checkServerRoutes';

describe('checkServerRoutes', () => {
  it('#13.4 the seed’s own route table passes, apart from the external link a server may not add', () => {
    const seed = JSON.parse(readFileSync('mock-db.json', 'utf8')) as { routes: unknown[] };
    const { errors } = checkServerRoutes(seed.routes);
    expect(errors.map((e) => e.message)).toEqual([
      'server route https://github.com was left out: its path leads outside the console (https: address)',
    ]);
  });

  it('#13.4 meta.permissions (unknown to Jimu) and wrong types leave the route out — fail closed — and are reported', () => {
    const { routes, errors } = checkServerRoutes([
      { path: '/secret', name: 'Secret', component: 'users', meta: { title: 'x', permissions: ['Admin'] } },
      { path: '/bad', name: 'Bad', component: 'users', meta: { title: 'x', hidden: 'yes' } },
      {
        path: '/group',
        name: 'Group',
        meta: { title: 'g' },
        children: [
          { path: 'ok', name: 'Ok', component: 'users', meta: { title: 'ok', permission: 'read:system' } },
          { path: 'no', name: 'No', component: 'users', meta: { title: 'no', icon: 7 } },
        ],
      },
    ]);
    expect(routes).toEqual([
      {
        path: '/group',
        name: 'Group',
        meta: { title: 'g' },
        children: [
          { path: 'ok', name: 'Ok', component: 'users', meta: { title: 'ok', permission: 'read:system' } },
        ],
      },
    ]);
    expect(errors.map((e) => e.message)).toEqual([
      "server route /secret was left out: meta has an unknown key 'permissions' (schemas/routes.schema.json)",
      'server route /bad was left out: meta.hidden must be boolean (schemas/routes.schema.json)',
      'server route /group/no was left out: meta.icon must be string (schemas/routes.schema.json)',
    ]);
  });

  it('#10.5 a path or redirect to javascript:, data: or an outside address is left out', () => {
    const { routes, errors } = checkServerRoutes([
      { path: '/x', name: 'X', redirect: 'javascript:alert(1)', meta: { title: 'x' } },
      { path: 'data:text/html,<b>x</b>', name: 'D', component: 'users', meta: { title: 'd' } },
      { path: '/y', name: 'Y', redirect: '//evil.example/', meta: { title: 'y' } },
      { path: '/z', name: 'Z', redirect: ' java\tscript:alert(1)', meta: { title: 'z' } },
      { path: '/home', name: 'Home', component: 'users', meta: { title: 'home' } },
    ]);
    expect(routes).toEqual([{ path: '/home', name: 'Home', component: 'users', meta: { title: 'home' } }]);
    expect(errors.map((e) => e.message.replace(/^server route (\S+) was left out: /, ''))).toEqual([
      'its redirect leads outside the console (javascript: address)',
      'its path leads outside the console (data: address)',
      'its redirect leads outside the console (outside address)',
      'its redirect leads outside the console (javascript: address)',
    ]);
  });

  it('#10.5 inside paths stay: absolute, relative and with parameters', () => {
    expect(unsafeTarget('/vab/table')).toBeUndefined();
    expect(unsafeTarget('test1/:id')).toBeUndefined();
    expect(unsafeTarget('HTTPS://example.com')).toBe('https: address');
  });
});
