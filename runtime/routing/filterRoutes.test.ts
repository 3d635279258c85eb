import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { can, type RoutePermission } from '../access';
import { filterRoutes } from './filterRoutes';
import { findRoute } from './findRoute';
import { isExternalPath } from './isExternalPath';
import type { RuntimeRoute } from './RuntimeRoute';
import { admin, demoRoutes, editor, group, route, tester } from './routes.fixture';

function paths(routes: RuntimeRoute[]): string[] {
  return routes.flatMap((r) => [r.path, ...paths(r.children ?? [])]);
}

describe('filterRoutes', () => {
  it('PM-04 SE-05 drops /vab/table and its children for an Editor ({roles:[Editor], mode: except})', () => {
    const visible = paths(filterRoutes(demoRoutes(), editor, { rolesControl: true }));
    expect(visible).not.toContain('/vab/table');
    expect(visible).not.toContain('/vab/table/detail');
    expect(visible).toContain('/vab/icon/remixIcon');
    expect(visible).toContain('/other/dynamicSegment/test1/:id');
  });

  it('PM-04 keeps everything for the admin flag, and list permissions match roles or permissions', () => {
    expect(paths(filterRoutes(demoRoutes(), admin, { rolesControl: true }))).toEqual(paths(demoRoutes()));
    const reader = { roles: [], permissions: ['read:system'], admin: false };
    const routes = [
      group('/r', 'R', {}, [
        route('/r/a', 'A', { permission: ['read:system'] }),
        route('/r/b', 'B', { permission: ['Admin'] }),
      ]),
    ];
    expect(paths(filterRoutes(routes, reader, { rolesControl: true }))).toEqual(['/r', '/r/a']);
  });

  it('SE-05 does not filter when rolesControl is off', () => {
    expect(paths(filterRoutes(demoRoutes(), tester, { rolesControl: false }))).toEqual(paths(demoRoutes()));
  });

  it('PM-04 filters external links by permission but leaves their path untouched (RT-06)', () => {
    const forTester = paths(filterRoutes(demoRoutes(), tester, { rolesControl: true }));
    expect(forTester).not.toContain('https://github.com/jimu/jimu');
    expect(forTester).not.toContain('/other');
    const forEditor = filterRoutes(demoRoutes(), editor, { rolesControl: true });
    const other = forEditor.find((r) => r.name === 'Other');
    const link = other?.children?.find((r) => r.name === 'ExternalLink');
    expect(link).toMatchObject({ path: 'https://github.com/jimu/jimu', external: true });
  });

  it('RT-06 re-points a group redirect at the first visible, permitted child', () => {
    const forEditor = filterRoutes(demoRoutes(), editor, { rolesControl: true });
    // Built redirect was the hidden first child.
    expect(forEditor.find((r) => r.name === 'Material')?.redirect).toBe('/material/material_index');
    // The Editor may not see AdminOnly; a group whose first child is filtered moves on.
    const routes = [
      group('/g', 'G', {}, [
        route('/g/admin', 'GAdmin', { permission: ['Admin'] }),
        route('/g/open', 'GOpen'),
      ]),
    ];
    expect(filterRoutes(routes, editor, { rolesControl: true })[0].redirect).toBe('/g/open');
  });

  it('RT-06 follows a first child that is itself a group down to its redirect', () => {
    const routes = [
      group('/p', 'P', {}, [
        group('/p/inner', 'Inner', {}, [
          route('/p/inner/secret', 'Secret', { permission: ['Admin'] }),
          route('/p/inner/ok', 'Ok'),
        ]),
      ]),
    ];
    const [p] = filterRoutes(routes, editor, { rolesControl: true });
    expect(p.redirect).toBe('/p/inner/ok');
    expect(p.children?.[0].redirect).toBe('/p/inner/ok');
  });

  it('RT-06 keeps an explicit redirect that still lands on a visible permitted route, even outside the group', () => {
    const routes = [
      route('/index', 'Home'),
      route('/m', 'M', {}, { redirect: '/index', children: [route('/m/a', 'MA'), route('/m/b', 'MB')] }),
    ];
    expect(filterRoutes(routes, editor, { rolesControl: true })[1].redirect).toBe('/index');
  });

  it('RT-06 falls back to a hidden child when the group has no visible one', () => {
    const routes = [
      group('/h', 'H', {}, [route('/h/a', 'HA', { hidden: true }), route('/h/b', 'HB', { hidden: true })]),
    ];
    const withB = [{ ...routes[0], redirect: '/h/b' }];
    expect(filterRoutes(routes, editor, { rolesControl: true })[0].redirect).toBe('/h/a');
    expect(filterRoutes(withB, editor, { rolesControl: true })[0].redirect).toBe('/h/b');
  });

  it('RT-06 a group left with only external links redirects to the first of them', () => {
    const routes = [
      group('/links', 'Links', {}, [
        route('/links/admin', 'LA', { permission: ['Admin'] }),
        route('https://example.com', 'Ex'),
      ]),
    ];
    expect(filterRoutes(routes, editor, { rolesControl: true })[0].redirect).toBe('https://example.com');
  });

  it('PM-04 drops a group left with no children, so its path no longer matches', () => {
    const routes = [
      group('/only', 'Only', {}, [route('/only/a', 'OnlyA', { permission: ['Admin'] })]),
      route('/x', 'X'),
    ];
    const filtered = filterRoutes(routes, editor, { rolesControl: true });
    expect(paths(filtered)).toEqual(['/x']);
    expect(findRoute(filtered, '/only')).toBeNull();
  });

  it('never changes its input', () => {
    const routes = demoRoutes();
    const before = JSON.stringify(routes);
    filterRoutes(routes, tester, { rolesControl: true });
    expect(JSON.stringify(routes)).toBe(before);
  });
});

describe('filterRoutes invariants', () => {
  const names = ['Admin', 'Editor', 'Test', 'read:system', 'write:system', 'delete:system'];
  const ruleArb = fc.option(
    fc.oneof(
      fc.subarray(names, { minLength: 1 }),
      fc.record({
        roles: fc.option(fc.subarray(names.slice(0, 3)), { nil: undefined }),
        permissions: fc.option(fc.subarray(names.slice(3)), { nil: undefined }),
        mode: fc.constantFrom('oneOf' as const, 'allOf' as const, 'except' as const),
      }),
    ),
    { nil: undefined },
  );
  const subjectArb = fc.record({
    roles: fc.subarray(names.slice(0, 3)),
    permissions: fc.subarray(names.slice(3)),
    admin: fc.boolean(),
  });

  function withRules(
    routes: RuntimeRoute[],
    rules: (RoutePermission | undefined)[],
    at = { i: 0 },
  ): RuntimeRoute[] {
    return routes.map((r) => {
      const permission = rules[at.i++ % rules.length];
      const children = r.children ? withRules(r.children, rules, at) : undefined;
      return { ...r, meta: { ...r.meta, permission }, ...(children ? { children } : {}) };
    });
  }

  it('PM-04 RT-06 keeps only permitted routes, no empty group, and every redirect lands on a route that shows', () => {
    fc.assert(
      fc.property(fc.array(ruleArb, { minLength: 1, maxLength: 40 }), subjectArb, (rules, subject) => {
        const routes = withRules(demoRoutes(), rules);
        const filtered = filterRoutes(routes, subject, { rolesControl: true });
        const walk = (list: RuntimeRoute[]): void => {
          for (const r of list) {
            expect(can(subject, r.meta.permission)).toBe(true);
            if (!r.children) continue;
            expect(r.children.length).toBeGreaterThan(0);
            if (r.redirect && isExternalPath(r.redirect)) {
              expect(r.children.every((child) => child.external)).toBe(true);
              walk(r.children);
              continue;
            }
            const target = findRoute(filtered, r.redirect ?? '');
            expect(target?.catchAll).toBe(false);
            expect(target?.chain.at(-1)?.children).toBeUndefined();
            walk(r.children);
          }
        };
        walk(filtered);
      }),
      { numRuns: 200 },
    );
  });
});
