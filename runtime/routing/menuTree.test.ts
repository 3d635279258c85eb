import { describe, expect, it } from 'vitest';
import { filterRoutes } from './filterRoutes';
import { type MenuItem, menuTree } from './menuTree';
import { demoRoutes, editor, group, route } from './routes.fixture';

function keys(items: MenuItem[]): string[] {
  return items.flatMap((item) => [item.key, ...keys(item.children ?? [])]);
}

describe('menuTree', () => {
  it('RT-05 leaves hidden routes out and shows levelHidden children in their parent’s place', () => {
    const menu = menuTree(demoRoutes());
    const workbench = menu.find((item) => item.key === '/workbench');
    expect(workbench?.children?.map((item) => item.key)).toEqual(['/workbench/project', '/workbench/tools']);
    const vab = menu.find((item) => item.key === '/vab');
    expect(vab?.children?.map((item) => item.key)).toEqual([
      '/vab/icon',
      '/vab/permission',
      '/vab/table',
      '/vab/card',
      '/vab/nested/menu1',
      '/vab/nested/menu2',
    ]);
    expect(keys(menu)).not.toContain('/vab/nested');
    expect(keys(menu)).toContain('/vab/nested/menu1/menu1-1');
  });

  it('RT-05 a hidden route takes its children with it', () => {
    const menu = menuTree([group('/h', 'H', { hidden: true }, [route('/h/a', 'HA')]), route('/v', 'V')]);
    expect(keys(menu)).toEqual(['/v']);
  });

  it('RT-07 never lists routes named detail, Params or Query', () => {
    const all = keys(menuTree(demoRoutes()));
    expect(all).not.toContain('/vab/table/detail');
    expect(all).toContain('/other/dynamicSegment/test1/1');
    const unhidden = [
      group('/d', 'D', {}, [
        route('/d/detail', 'detail'),
        route('/d/p/:id', 'Params'),
        route('/d/q', 'Query'),
        route('/d/x', 'X'),
      ]),
    ];
    expect(keys(menuTree(unhidden))).toEqual(['/d', '/d/x']);
  });

  it('RT-02 never lists the public routes /login /callback /403 /404 (nor a catch-all)', () => {
    const routes = [
      route('/login', 'Login'),
      route('/callback', 'Callback'),
      route('/403', 'Forbidden'),
      route('/404', 'NotFound'),
      route('/register', 'Register'),
      route('*', 'CatchAll', {}, { redirect: '/404' }),
    ];
    expect(keys(menuTree(routes))).toEqual(['/register']);
  });

  it('LY-08 carries icon, translated title, badge, dot, and external link target', () => {
    const menu = menuTree(demoRoutes(), (key) => `T(${key})`);
    const root = menu[0];
    expect(root).toMatchObject({
      key: '/',
      titleKey: 'route.root',
      title: 'T(route.root)',
      icon: 'home',
      isCustomSvg: false,
    });
    const tools = menu
      .find((i) => i.key === '/workbench')
      ?.children?.find((i) => i.key === '/workbench/tools');
    expect(tools).toMatchObject({ badge: 'New', dot: false });
    expect(menu.find((i) => i.key === '/vab')?.children?.[0]).toMatchObject({ key: '/vab/icon', dot: true });
    const link = menu.find((i) => i.key === '/other')?.children?.find((i) => i.external);
    expect(link).toMatchObject({ key: 'https://github.com/jimu/jimu', target: '_blank', external: true });
    expect(menu.find((i) => i.key === '/other')?.children?.[1]).toMatchObject({
      key: '/other/iframe',
      target: '_self',
    });
    expect(menuTree(demoRoutes())[0].title).toBe('route.root');
  });

  it('LY-08 flags a submenu with more than 18 children to scroll', () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => route(`/m/${i}`, `M${i}`));
    expect(menuTree([group('/m', 'M', {}, many(19))])[0].scroll).toBe(true);
    expect(menuTree([group('/m', 'M', {}, many(18))])[0].scroll).toBe(false);
    // Hidden children do not count: only what the submenu shows scrolls.
    const mostlyHidden = [...many(18), route('/m/h', 'MH', { hidden: true })];
    expect(menuTree([group('/m', 'M', {}, mostlyHidden)])[0].scroll).toBe(false);
  });

  it('RT-05 a group whose children are all hidden becomes a leaf item', () => {
    const menu = menuTree([group('/log', 'Log', {}, [route('/log/index', 'LogIndex', { hidden: true })])]);
    expect(menu).toHaveLength(1);
    expect(menu[0].children).toBeUndefined();
  });

  it('PM-04 builds the menu from filtered routes: an Editor sees no Table entry', () => {
    const menu = menuTree(filterRoutes(demoRoutes(), editor, { rolesControl: true }));
    expect(keys(menu)).not.toContain('/vab/table');
    expect(keys(menu)).not.toContain('/setting');
    expect(keys(menu)).toContain('/other/iframe');
  });
});
