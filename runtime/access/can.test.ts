import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AccessSubject, can } from './can';

const editor: AccessSubject = {
  roles: ['Editor'],
  permissions: ['read:system', 'write:system'],
  admin: false,
};
const tester: AccessSubject = { roles: ['Test'], permissions: ['read:system'], admin: false };

describe('can', () => {
  it('PM-02: the admin flag grants every rule, even an except rule naming the user', () => {
    const admin: AccessSubject = { roles: ['Admin'], permissions: [], admin: true };
    expect(can(admin, ['Nobody'])).toBe(true);
    expect(can(admin, { roles: ['Admin'], mode: 'except' })).toBe(true);
    expect(can({ ...editor, admin: true }, { permissions: ['delete:system'], mode: 'allOf' })).toBe(true);
  });

  it('PM-02: an undefined or empty rule passes', () => {
    expect(can(tester, undefined)).toBe(true);
    expect(can(tester, [])).toBe(true);
    expect(can(tester, {})).toBe(true);
    expect(can(tester, { roles: [], permissions: [], mode: 'allOf' })).toBe(true);
  });

  it('PM-02: a bare list passes when any name is a role or a permission of the user', () => {
    expect(can(editor, ['Admin', 'Editor'])).toBe(true);
    expect(can(editor, ['write:system'])).toBe(true);
    expect(can(tester, ['Admin', 'write:system'])).toBe(false);
  });

  it('PM-02: oneOf is the default mode and needs one match in each list', () => {
    expect(can(editor, { roles: ['Admin', 'Editor'] })).toBe(true);
    expect(can(editor, { roles: ['Admin'] })).toBe(false);
    // A role list is matched against roles only, not permissions.
    expect(can(editor, { roles: ['read:system'] })).toBe(false);
    expect(can(editor, { permissions: ['Editor'] })).toBe(false);
    expect(can(editor, { permissions: ['delete:system', 'write:system'], mode: 'oneOf' })).toBe(true);
  });

  it('PM-02: allOf needs every name of the list', () => {
    expect(can(editor, { permissions: ['read:system', 'write:system'], mode: 'allOf' })).toBe(true);
    expect(can(tester, { permissions: ['read:system', 'write:system'], mode: 'allOf' })).toBe(false);
  });

  it('PM-02: except passes only when no name matches (the Table group hidden from Editor)', () => {
    const tableGroup = { roles: ['Editor'], mode: 'except' as const };
    expect(can(editor, tableGroup)).toBe(false);
    expect(can(tester, tableGroup)).toBe(true);
  });

  it('PM-02: with both roles and permissions, both lists must pass', () => {
    expect(can(editor, { roles: ['Editor'], permissions: ['write:system'] })).toBe(true);
    expect(can(editor, { roles: ['Editor'], permissions: ['delete:system'] })).toBe(false);
    expect(can(editor, { roles: ['Admin'], permissions: ['write:system'] })).toBe(false);
    expect(can(tester, { roles: ['Editor'], permissions: ['write:system'], mode: 'except' })).toBe(true);
    expect(can(editor, { roles: ['Admin'], permissions: ['write:system'], mode: 'except' })).toBe(false);
  });

  it('PM-02: except is the exact negation of oneOf for any non-empty list (property)', () => {
    const name = fc.constantFrom('Admin', 'Editor', 'Test', 'read:system', 'write:system', 'delete:system');
    fc.assert(
      fc.property(
        fc.array(name),
        fc.array(name),
        fc.array(name, { minLength: 1 }),
        (roles, permissions, list) => {
          const user = { roles, permissions, admin: false };
          expect(can(user, { roles: list, mode: 'except' })).toBe(!can(user, { roles: list, mode: 'oneOf' }));
          // allOf implies oneOf
          if (can(user, { permissions: list, mode: 'allOf' }))
            expect(can(user, { permissions: list })).toBe(true);
        },
      ),
    );
  });
});
