import { describe, expect, it } from 'vitest';
import { filterRoutes } from './filterRoutes';
import { firstChildPath } from './firstChildPath';
import type { RuntimeRoute } from './RuntimeRoute';
import { demoRoutes, editor, group, route } from './routes.fixture';

function byName(name: string): RuntimeRoute {
  const found = demoRoutes().find((r) => r.name === name);
  if (!found) throw new Error(`fixture has no route ${name}`);
  return found;
}

describe('firstChildPath', () => {
  it('LY-04 openFirstMenu goes down the first visible children to a page', () => {
    expect(firstChildPath(byName('Vab'))).toBe('/vab/icon/remixIcon');
    expect(firstChildPath(byName('Root'))).toBe('/index');
    // The first child of /material is hidden.
    expect(firstChildPath(byName('Material'))).toBe('/material/material_index');
  });

  it('LY-04 skips external links and detail routes; a childless route is its own target', () => {
    const routes = [
      group('/o', 'O', {}, [
        route('https://example.com', 'Ext'),
        route('/o/detail', 'Detail'),
        route('/o/list', 'OList'),
      ]),
    ];
    expect(firstChildPath(routes[0])).toBe('/o/list');
    expect(firstChildPath(route('/solo', 'Solo'))).toBe('/solo');
    const allHidden = group('/h', 'H', {}, [route('/h/a', 'HA', { hidden: true })]);
    expect(firstChildPath(allHidden)).toBe('/h/a');
  });

  it('PM-04 LY-04 works on filtered routes: permitted children only', () => {
    const forEditor = filterRoutes(
      [group('/g', 'G', {}, [route('/g/admin', 'GA', { permission: ['Admin'] }), route('/g/open', 'GO')])],
      editor,
      { rolesControl: true },
    );
    expect(firstChildPath(forEditor[0])).toBe('/g/open');
  });
});
