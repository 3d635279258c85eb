import { describe, expect, it } from 'vitest';
import { addRoute, freeName, moveRoute, pathAtDepth, type RouteNode, removeRoute } from './treeOps';

const tree = (): RouteNode[] => [
  { path: '/', name: 'Root', children: [{ path: 'index', name: 'Index', page: 'home' }] },
  {
    path: '/user_center',
    name: 'UserCenter',
    children: [
      { path: 'users', name: 'Users', page: 'users' },
      { path: 'departmentManagement', name: 'DepartmentManagement', page: 'departments' },
    ],
  },
  { path: '/setting', name: 'Setting', children: [{ path: 'log', name: 'Log', page: 'systemLog' }] },
];

describe('#15.4 §5.10 route tree edits', () => {
  it('#15.4 moving 部门管理 inside 系统设置 puts it last there with a relative path; the old tree is unchanged', () => {
    const before = tree();
    const after = moveRoute(before, [1, 1], [2], 'inside');
    expect(after[2]?.children?.map((r) => r.name)).toEqual(['Log', 'DepartmentManagement']);
    expect(after[1]?.children?.map((r) => r.name)).toEqual(['Users']);
    expect(before[1]?.children).toHaveLength(2);
  });

  it('#15.4 a child moved to the top gets an absolute path; a top route moved inside gets a relative one', () => {
    const top = moveRoute(tree(), [1, 0], [2], 'after');
    expect(top.map((r) => r.name)).toEqual(['Root', 'UserCenter', 'Setting', 'Users']);
    expect(top[3]?.path).toBe('/users');
    const inside = moveRoute(tree(), [2], [1], 'inside');
    expect(inside[1]?.children?.at(-1)).toMatchObject({ name: 'Setting', path: 'setting' });
  });

  it('#15.4 a group cannot go inside itself; emptied groups lose their children key', () => {
    expect(moveRoute(tree(), [1], [1, 0], 'inside')).toEqual(tree());
    const emptied = moveRoute(tree(), [2, 0], [0], 'after');
    expect(emptied[1]?.children).toBeUndefined();
    expect(removeRoute(tree(), [0, 0])[0]?.children).toBeUndefined();
  });

  it('#15.4 added routes get a free name and the path of their depth; external links stay', () => {
    expect(freeName(tree(), 'Users')).toBe('Users2');
    expect(addRoute(tree(), [2], { path: '/x', name: 'X' })[2]?.children?.at(-1)?.path).toBe('x');
    expect(pathAtDepth('https://example.com', false)).toBe('https://example.com');
  });
});
