import type { AccessPolicy } from '../../server/access/accessPolicy';
import type { ParamDomains, RouteEntry } from '../../server/http/routeTable';
import type { Account } from './securityServer';

/** One concrete call of a route: the path as the canonical route has it, and what decides access. */
export interface RouteCase {
  entry: RouteEntry;
  method: string;
  /** A concrete path of the route, in its canonical spelling. */
  path: string;
  /** The path whose rule decides (an alias's target). */
  decidedAs: string;
  /** true when the path has a record id in it (a 404 may mean a missing record, not a missing route). */
  hasId: boolean;
  /** The first concrete path of its route: it is also tried under every other spelling. */
  representative: boolean;
}

/**
 * Concrete calls for every route of the server's own table: `:resource` (and any parameter with a
 * closed set of values, the server's `domains`) expanded to each value, other parameters as `1`,
 * `**` as a sample file.
 *
 * @example
 * routeCases(server.routes(), server.domains); // [{ method: 'POST', path: '/table/doDelete', … }, …]
 */
export function routeCases(routes: RouteEntry[], domains: ParamDomains): RouteCase[] {
  const cases: RouteCase[] = [];
  for (const entry of routes) {
    let paths = [''];
    let hasId = false;
    for (const part of entry.path.split('/').filter(Boolean)) {
      let values: string[];
      if (part === '**') values = ['avatar/1.svg'];
      else if (part.startsWith(':')) {
        const domain = domains[part.slice(1)];
        values = domain ? domain() : ['1'];
        if (!domain) hasId = true;
      } else values = [part];
      paths = paths.flatMap((prefix) => values.map((value) => `${prefix}/${value}`));
    }
    paths.forEach((path, i) => {
      cases.push({
        entry,
        method: entry.method,
        path,
        decidedAs: entry.target ?? path,
        hasId,
        representative: i === 0,
      });
    });
  }
  return cases;
}

/**
 * The same path as a client might spell it: upper case, a doubled slash, a percent-escaped
 * letter, mixed case with a trailing slash (the first is the path itself).
 *
 * @example
 * spellings('/table/doDelete'); // ['/table/doDelete', '/TABLE/DODELETE', '//table/doDelete', '/table/doDelet%65', '/tAbLe/dOdElEtE/']
 */
export function spellings(path: string): string[] {
  const last = path.length - 1;
  const escaped = /[A-Za-z]/.test(path[last])
    ? `${path.slice(0, last)}%${path.charCodeAt(last).toString(16)}`
    : `${path}/`;
  const mixed = path.replace(/[a-z]/g, (c, i: number) => (i % 2 ? c.toUpperCase() : c));
  return [path, path.toUpperCase(), `/${path}`, escaped, `${mixed}/`];
}

/** What the access check must answer: the call passes it ('open'), or 401, or 403. */
export type Expected = 'open' | 401 | 403;

/**
 * The answer the permission rules call for, worked out from permissions.yaml for one account.
 *
 * @example
 * expectedFor(policy, held, routeCase, 'test'); // 403 for POST /table/doDelete
 */
export function expectedFor(
  policy: AccessPolicy,
  held: Record<Account, Set<string>>,
  routeCase: RouteCase,
  account: Account,
): Expected {
  if (routeCase.entry.public) return 'open';
  const decision = policy.decide(routeCase.method, routeCase.decidedAs);
  if (decision.public) return 'open';
  if (account === 'anonymous') return 401;
  return decision.permission && held[account].has(decision.permission) ? 'open' : 403;
}
