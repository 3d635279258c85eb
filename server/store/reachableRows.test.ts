import { describe, expect, it } from 'vitest';
import { joinNames } from './joinNames';
import { reachableRows } from './reachableRows';
import { SAMPLE_RESOURCES } from './resources';

const menus = [
  { id: 1, parentId: 0, label: 'home', role: [] },
  { id: 2, parentId: 1, label: 'open child', role: [] },
  { id: 3, parentId: 0, label: 'admin group', role: ['Admin'] },
  { id: 4, parentId: 3, label: 'open child of admin group', role: [] },
  { id: 5, parentId: 0, label: 'editor group', role: ['Admin', 'Editor'] },
  { id: 6, parentId: 5, label: 'admin-only child', role: ['Admin'] },
  { id: 7, parentId: 8, label: 'loop', role: [] },
  { id: 8, parentId: 7, label: 'loop', role: [] },
];

describe('#11.7 reachableRows', () => {
  it('keeps the menus open to every role or naming the role, under parents the role reaches', () => {
    const scoped = reachableRows(SAMPLE_RESOURCES.menuManagement, menus, { role: 'Editor', label: 'x' });
    expect(scoped?.rows.map((row) => row.id)).toEqual([1, 2, 5]);
    expect(scoped?.query).toEqual({ label: 'x' });
    expect(
      reachableRows(SAMPLE_RESOURCES.menuManagement, menus, { role: 'Admin' })?.rows.map((row) => row.id),
    ).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('leaves other resources and other queries alone', () => {
    expect(reachableRows(SAMPLE_RESOURCES.menuManagement, menus, {})).toBeUndefined();
    expect(reachableRows(SAMPLE_RESOURCES.menuManagement, menus, { role: '' })).toBeUndefined();
    expect(reachableRows(SAMPLE_RESOURCES.departmentManagement, menus, { role: 'Editor' })).toBeUndefined();
  });
});

describe('#11.9 joinNames', () => {
  it("lists a user's department by name beside its id", () => {
    const state = { departments: [{ id: 3, name: '前端组' }] };
    const user = { id: 9, departmentId: 3 };
    expect(joinNames(SAMPLE_RESOURCES.userManagement, state, user)).toEqual({
      ...user,
      departmentName: '前端组',
    });
    expect(
      joinNames(SAMPLE_RESOURCES.userManagement, state, { id: 9, departmentId: 99 }).departmentName,
    ).toBeNull();
    expect(joinNames(SAMPLE_RESOURCES.table, state, user)).toBe(user);
  });
});
