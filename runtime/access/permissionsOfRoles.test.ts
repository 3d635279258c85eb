import { describe, expect, it } from 'vitest';
import { permissionsOfRoles } from './permissionsOfRoles';

const config = {
  roles: {
    Admin: { title: 'role.admin', permissions: ['read:system', 'write:system', 'delete:system'] },
    Editor: { title: 'role.editor', permissions: ['read:system', 'write:system'] },
    Test: { title: 'role.test', permissions: ['read:system'] },
    Empty: { title: 'role.empty', permissions: [] },
  },
};

describe('permissionsOfRoles', () => {
  it('PM-01: a user holds the union of the permissions of their roles, without duplicates', () => {
    expect(permissionsOfRoles(['Admin'], config)).toEqual(['read:system', 'write:system', 'delete:system']);
    expect(permissionsOfRoles(['Test', 'Editor'], config)).toEqual(['read:system', 'write:system']);
    expect(permissionsOfRoles(['Editor', 'Test'], config)).toEqual(['read:system', 'write:system']);
  });

  it('PM-01: unknown roles, roles without permissions and no roles grant nothing', () => {
    expect(permissionsOfRoles([], config)).toEqual([]);
    expect(permissionsOfRoles(['Ghost', 'Empty', 'toString'], config)).toEqual([]);
  });
});
