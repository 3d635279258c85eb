import picomatch from 'picomatch';
import { permissionsOfRoles } from '../../runtime/access/permissionsOfRoles';
import type { PermissionsConfig } from '../../schemas/types.gen';

/**
 * What a call needs: nothing (public) or a token and a permission. `permission: null` means no
 * rule names the route and there is no `api.default`: refused to everyone (default deny).
 */
export interface AccessDecision {
  public: boolean;
  permission?: string | null;
  /** The public entry or rule that decided, as written in permissions.yaml; 'default' or 'none'. */
  rule: string;
}

/** Compiled rules of config/permissions.yaml: what each call needs, and what each role holds. */
export interface AccessPolicy {
  decide(method: string, path: string): AccessDecision;
  /** Union of the permissions of the roles. */
  permissionsOf(roles: readonly string[]): Set<string>;
}

type Matcher = (method: string, path: string) => boolean;

/**
 * Compiles `METHOD /path` (docs/config.md): METHOD may be `*`; in the path `*` is one segment and
 * `**` any number of segments, as picomatch reads globs.
 *
 * @example
 * compileMatch('POST /**\/doDelete')('POST', '/table/doDelete'); // true
 */
export function compileMatch(match: string): Matcher {
  const [method, pattern] = match.trim().split(/\s+/, 2);
  if (!method || !pattern) throw new Error(`permissions.yaml: '${match}' is not 'METHOD /path'`);
  // Paths are compared as the router serves them: case-insensitively (the route table keeps
  // canonical spellings, but a rule written in another case must still apply).
  const test = picomatch(pattern, { dot: true, nocase: true });
  const wanted = method.toUpperCase();
  return (m, path) => (wanted === '*' || wanted === m) && test(path);
}

/**
 * Compiles validated config/permissions.yaml (loaded by scripts/config's loadServerConfig, the
 * loader `jimu validate` uses); decisions are cached per `METHOD path`, so a request costs a map
 * lookup, not a walk over every rule. Roles → permissions is the runtime's own permissionsOfRoles.
 *
 * @example
 * const policy = compileAccessPolicy(config.permissions);
 * policy.decide('POST', '/table/doDelete'); // { public: false, permission: 'delete:system', rule: 'POST /*\/doDelete' }
 */
export function compileAccessPolicy(file: PermissionsConfig): AccessPolicy {
  const publicCalls = (file.api?.public ?? []).map((match) => ({ match, test: compileMatch(match) }));
  const rules = (file.api?.rules ?? []).map((rule) => ({
    match: rule.match,
    test: compileMatch(rule.match),
    permission: rule.permission,
  }));
  const fallback = file.api?.default;
  const cache = new Map<string, AccessDecision>();

  const decideUncached = (method: string, path: string): AccessDecision => {
    const open = publicCalls.find((candidate) => candidate.test(method, path));
    if (open) return { public: true, rule: open.match };
    const rule = rules.find((candidate) => candidate.test(method, path));
    if (rule) return { public: false, permission: rule.permission, rule: rule.match };
    return fallback
      ? { public: false, permission: fallback, rule: 'default' }
      : { public: false, permission: null, rule: 'none' };
  };
  return {
    decide(method, path) {
      const key = `${method} ${path}`;
      let decision = cache.get(key);
      if (!decision) {
        decision = decideUncached(method, path);
        // Paths with ids are unbounded; keep the cache from growing without limit.
        if (cache.size > 5000) cache.clear();
        cache.set(key, decision);
      }
      return decision;
    },
    permissionsOf(held) {
      return new Set(permissionsOfRoles(held, file));
    },
  };
}
