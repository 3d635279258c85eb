import { describe, expect, it } from 'vitest';
import { changeMenuMeta } from './changeMenuMeta';
import { menuTree } from './menuTree';
import { demoRoutes } from './routes.fixture';

describe('changeMenuMeta', () => {
  it('SE-05 changes the meta of the route with that name, and the menu shows it', () => {
    const routes = demoRoutes();
    const next = changeMenuMeta(routes, 'RemixIcon', { badge: 5, dot: true });
    const icon = menuTree(next)
      .find((i) => i.key === '/vab')
      ?.children?.find((i) => i.key === '/vab/icon')
      ?.children?.find((i) => i.key === '/vab/icon/remixIcon');
    expect(icon).toMatchObject({ badge: 5, dot: true, titleKey: 'route.remixIcon' });
  });

  it('SE-05 is immutable: the input is unchanged and untouched branches keep their identity', () => {
    const routes = demoRoutes();
    const before = JSON.stringify(routes);
    const next = changeMenuMeta(routes, 'Tools', { title: 'route.toolsRenamed' });
    expect(JSON.stringify(routes)).toBe(before);
    expect(next).not.toBe(routes);
    expect(next[0]).toBe(routes[0]);
    expect(next[1]).not.toBe(routes[1]);
    expect(next[1].children?.[0]).toBe(routes[1].children?.[0]);
    expect(next[1].children?.[2].meta).toMatchObject({ title: 'route.toolsRenamed', badge: 'New' });
  });

  it('SE-05 returns the same array when no route has that name', () => {
    const routes = demoRoutes();
    expect(changeMenuMeta(routes, 'Nobody', { hidden: true })).toBe(routes);
  });
});
