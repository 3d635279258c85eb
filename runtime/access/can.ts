import type { RoutePermission } from '../../schemas/types.gen';

// The rule type comes from the routes schema, so config and code cannot drift apart.
export type { RoutePermission };

/** Who is asking: the session's roles, permissions and full-access flag. */
export interface AccessSubject {
  roles: readonly string[];
  permissions: readonly string[];
  /** Full access: set for admins and when login interception is off. */
  admin: boolean;
}

/** The object form of a rule; each list given must pass on its own. */
export type PermissionRuleObject = Exclude<RoutePermission, string[]>;

/** How the lists of an object rule combine: any (default), all, or none may match. */
export type PermissionMode = NonNullable<PermissionRuleObject['mode']>;

function listPasses(required: string[], held: readonly string[], mode: PermissionMode): boolean {
  switch (mode) {
    case 'allOf':
      return required.every((name) => held.includes(name));
    case 'except':
      return !required.some((name) => held.includes(name));
    default:
      return required.some((name) => held.includes(name));
  }
}

/**
 * Whether `user` satisfies `rule`. The admin flag grants everything; a missing or
 * empty rule passes; a bare list passes when any name is one of the user's roles or
 * permissions; in the object form `roles` is checked against the user's roles and
 * `permissions` against the user's permissions, and when both are given both must pass.
 * An empty list in the object form counts as not given, so `{}` passes like no rule.
 *
 * @example
 * const editor = { roles: ['Editor'], permissions: ['read:system'], admin: false };
 * can(editor, ['Admin', 'read:system']); // true: any name matches
 * can(editor, { roles: ['Editor'], mode: 'except' }); // false: Editor is excluded
 * can(editor, { roles: ['Editor'], permissions: ['delete:system'] }); // false: both lists must pass
 */
export function can(user: AccessSubject, rule: RoutePermission | undefined): boolean {
  if (user.admin || rule === undefined) return true;
  if (Array.isArray(rule)) {
    if (rule.length === 0) return true;
    return rule.some((name) => user.roles.includes(name) || user.permissions.includes(name));
  }
  const mode = rule.mode ?? 'oneOf';
  const checks: boolean[] = [];
  if (rule.roles && rule.roles.length > 0) checks.push(listPasses(rule.roles, user.roles, mode));
  if (rule.permissions && rule.permissions.length > 0) {
    checks.push(listPasses(rule.permissions, user.permissions, mode));
  }
  return checks.every(Boolean);
}
