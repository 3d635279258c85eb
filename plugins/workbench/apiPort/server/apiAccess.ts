import type { PermissionsConfig } from '../../../../schemas/types.gen';
import { type AccessPolicy, compileAccessPolicy } from '../../../../server/access/accessPolicy';

/** Who may call one endpoint, and why: the rule that matched (first match wins) and what it needs. */
export interface ApiAccess {
  public: boolean;
  /** The public entry or rule as written in permissions.yaml; 'default' or 'none' (no rule: deny). */
  rule: string;
  /** The rule's own description, when permissions.yaml gives one. */
  ruleDescription?: string;
  /** The permission the rule needs; null when nothing names the call (refused to everyone). */
  permission: string | null;
  /** Every role of permissions.yaml and whether it passes. */
  roles: { role: string; allowed: boolean }[];
}

/** A template path (`/users/{id}`) as a request would spell it, so globs match as they do for requests. */
const concrete = (path: string) => path.replace(/\{[^}]+\}|:[A-Za-z_]\w*/g, '1');

/**
 * The mock server's own policy (compileAccessPolicy: public entries, then the first matching
 * rule, picomatch globs) asked about one endpoint, plus the answer for every role. No second matcher:
 * what this says is what the server does.
 *
 * @example
 * const explain = accessExplainer(permissionsYaml);
 * explain('POST', '/userManagement/doEdit'); // { rule: 'POST /*\/doEdit', permission: 'write:system', roles: [...] }
 */
export function accessExplainer(file: PermissionsConfig, policy: AccessPolicy = compileAccessPolicy(file)) {
  const roleNames = Object.keys(file.roles ?? {});
  const described = new Map((file.api?.rules ?? []).map((rule) => [rule.match, rule.description]));
  return (method: string, path: string): ApiAccess => {
    const decision = policy.decide(method.toUpperCase(), concrete(path));
    const permission = decision.public ? null : (decision.permission ?? null);
    const ruleDescription = described.get(decision.rule);
    return {
      public: decision.public,
      rule: decision.rule,
      ...(ruleDescription ? { ruleDescription } : {}),
      permission,
      roles: roleNames.map((role) => ({
        role,
        allowed: decision.public || (permission !== null && policy.permissionsOf([role]).has(permission)),
      })),
    };
  };
}
