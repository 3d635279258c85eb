import { describe, expect, it } from 'vitest';
import { activeMenuKey } from './activeMenuKey';
import { applyMenuMeta } from './applyMenuMeta';
import { breadcrumb } from './breadcrumb';
import { findRoute } from './findRoute';
import { menuTree } from './menuTree';
import { demoRoutes } from './routes.fixture';

describe('applyMenuMeta (#17.2 the live menu follows run-time meta)', () => {
  it('SE-05 the menu, the breadcrumb and the highlighted menu key read the overridden meta', () => {
    const routes = applyMenuMeta(demoRoutes(), {
      RemixIcon: { title: '积木演示', badge: 3, activeMenu: '/workbench/tools' },
    });
    const icon = menuTree(routes)
      .find((i) => i.key === '/vab')
      ?.children?.find((i) => i.key === '/vab/icon')
      ?.children?.find((i) => i.key === '/vab/icon/remixIcon');
    expect(icon).toMatchObject({ badge: 3, titleKey: '积木演示' });
    const chain = findRoute(routes, '/vab/icon/remixIcon')?.chain ?? [];
    expect(breadcrumb(chain).at(-1)?.titleKey).toBe('积木演示');
    expect(activeMenuKey(chain)).toBe('/workbench/tools');
  });

  it('SE-05 an undefined value removes the configured badge', () => {
    const routes = applyMenuMeta(demoRoutes(), { Tools: { badge: undefined } });
    expect(findRoute(routes, '/workbench/tools')?.chain.at(-1)?.meta.badge).toBeUndefined();
    expect(findRoute(demoRoutes(), '/workbench/tools')?.chain.at(-1)?.meta.badge).toBe('New');
  });

  it('SE-05 no overrides gives the same array back', () => {
    const routes = demoRoutes();
    expect(applyMenuMeta(routes, {})).toBe(routes);
  });
});
