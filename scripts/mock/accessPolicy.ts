import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import picomatch from 'picomatch';
import { parse } from 'yaml';

/** The `api` part of config/permissions.yaml plus the roles (docs/config.md, "permissions"). */
interface PermissionsFile {
  roles?: Record<string, { permissions?: string[] }>;
  api?: { public?: string[]; rules?: { match: string; permission: string }[]; default?: string };
}

/** What a call needs: nothing (public), a token only (`permission` undefined), or a permission. */
export interface AccessDecision {
  public: boolean;
  permission?: string;
}

/** Compiled rules of config/permissions.yaml: what each call needs, and what each role holds. */
export interface AccessPolicy {
  decide(method: string, path: string): AccessDecision;
  /** Union of the permissions of the roles (PM-01). */
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
  const test = picomatch(pattern, { dot: true });
  const wanted = method.toUpperCase();
  return (m, path) => (wanted === '*' || wanted === m) && test(path);
}

function readPermissionsFile(configDir: string): PermissionsFile {
  for (const name of ['permissions.yaml', 'permissions.yml', 'permissions.json']) {
    const file = join(configDir, name);
    if (existsSync(file)) return parse(readFileSync(file, 'utf8')) as PermissionsFile;
  }
  throw new Error(`no permissions.yaml in ${configDir}: the mock server takes its API rules from it`);
}

/**
 * Reads config/permissions.yaml once and compiles it; decisions are cached per `METHOD path`, so
 * a request costs a map lookup, not a re-read or a walk over every rule.
 *
 * @example
 * const policy = loadAccessPolicy('config');
 * policy.decide('POST', '/table/doDelete'); // { public: false, permission: 'delete:system' }
 */
export function loadAccessPolicy(configDir: string): AccessPolicy {
  const file = readPermissionsFile(configDir);
  const publicCalls = (file.api?.public ?? []).map(compileMatch);
  const rules = (file.api?.rules ?? []).map((rule) => ({
    test: compileMatch(rule.match),
    permission: rule.permission,
  }));
  const fallback = file.api?.default;
  const roles = file.roles ?? {};
  const cache = new Map<string, AccessDecision>();

  const decideUncached = (method: string, path: string): AccessDecision => {
    if (publicCalls.some((test) => test(method, path))) return { public: true };
    const rule = rules.find((candidate) => candidate.test(method, path));
    return { public: false, permission: rule ? rule.permission : fallback };
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
      return new Set(held.flatMap((role) => roles[role]?.permissions ?? []));
    },
  };
}
