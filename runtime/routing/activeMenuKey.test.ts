import { describe, expect, it } from 'vitest';
import { activeMenuKey } from './activeMenuKey';
import { findRoute } from './findRoute';
import { demoRoutes, group, route } from './routes.fixture';

describe('activeMenuKey', () => {
  it('RT-07 a hidden detail route highlights the menu item its meta.activeMenu names', () => {
    expect(activeMenuKey(findRoute(demoRoutes(), '/vab/table/detail')?.chain ?? [])).toBe(
      '/vab/table/comprehensiveTable',
    );
  });

  it('uses the leaf path without activeMenu, and an ancestor’s activeMenu when only it sets one', () => {
    expect(activeMenuKey(findRoute(demoRoutes(), '/dashboard')?.chain ?? [])).toBe('/dashboard');
    const chain = [group('/g', 'G', { activeMenu: '/list' }, [route('/g/x', 'GX')]), route('/g/x', 'GX')];
    expect(activeMenuKey(chain)).toBe('/list');
    expect(activeMenuKey([])).toBeUndefined();
  });
});
