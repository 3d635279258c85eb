import type { PermissionsConfig } from '../../schemas/types.gen';

/** The part of `config/permissions.yaml` this needs: which permissions each role holds. */
export type RolePermissionsConfig = Pick<PermissionsConfig, 'roles'>;

/**
 * A user's permissions: the union over the roles they hold, in first-seen order.
 * A role the config does not define adds nothing, so a stale role name from the server
 * cannot grant anything.
 *
 * @example
 * const config = { roles: { Editor: { title: 'role.editor', permissions: ['read:system', 'write:system'] },
 *                           Test: { title: 'role.test', permissions: ['read:system'] } } };
 * permissionsOfRoles(['Editor', 'Test'], config); // ['read:system', 'write:system']
 */
export function permissionsOfRoles(
  roles: readonly string[],
  permissionsConfig: RolePermissionsConfig,
): string[] {
  const union = new Set<string>();
  for (const role of roles) {
    if (!Object.hasOwn(permissionsConfig.roles, role)) continue;
    for (const permission of permissionsConfig.roles[role].permissions) union.add(permission);
  }
  return [...union];
}
