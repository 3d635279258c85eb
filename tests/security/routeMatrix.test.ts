import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathSegments, ROUTE_METHODS, resolveRoute } from '../../server/http/routeTable';
import { type Expected, expectedFor, type RouteCase, routeCases, spellings } from './routeTableMatrix';
import {
  ACCOUNTS,
  type Account,
  type Answer,
  type SecurityServer,
  startSecurityServer,
} from './securityServer';

// The route × method × account × spelling matrix, generated from the server's own route
// table: a route added anywhere in the server is covered here without editing this file, and a
// route no rule of permissions.yaml names fails the first test.
let api: SecurityServer;
let cases: RouteCase[];
const tokens: Partial<Record<Account, string>> = {};
const held = {} as Record<Account, Set<string>>;

beforeAll(async () => {
  api = await startSecurityServer();
  cases = routeCases(api.server.routes(), api.server.domains);
  held.anonymous = new Set();
  for (const account of ACCOUNTS.slice(1)) {
    tokens[account] = await api.login(account);
    const roles = api.server.demoAccounts.find((a) => a.username === account)?.roles ?? [];
    held[account] = api.server.policy.permissionsOf(roles);
  }
});
afterAll(() => api.stop());

/** Calls that retire the caller's token get a fresh one, so the shared tokens stay valid. */
const retiresToken = (canonical: string) => /(logout|refreshToken)$/i.test(canonical);

async function callAs(account: Account, method: string, path: string, canonical = path): Promise<Answer> {
  let token = tokens[account];
  if (token && retiresToken(canonical)) token = await api.login(account);
  const body = method === 'GET' ? undefined : {};
  return api.call(method, path, { token, body });
}

/**
 * Every spelling where a refusal is due (a bypass would show there); where the call is allowed,
 * enough to show other spellings reach the same route, without repeating every write.
 */
function spellingsFor(routeCase: RouteCase, account: Account): string[] {
  if (!routeCase.representative) return [routeCase.path];
  const all = spellings(routeCase.path);
  const open = expectedFor(api.server.policy, held, routeCase, account) === 'open';
  return open ? [all[0], all[1], all[all.length - 1]] : all;
}

/** Whether an answer is what the rules call for; passing the check may still be a 4xx of the handler. */
function agrees(answer: Answer, expected: Expected, routeCase: RouteCase): boolean {
  if (expected !== 'open') return answer.status === expected;
  const refused = answer.status === 401 || (answer.status === 403 && answer.body?.msg === '无权限执行此操作');
  // The resolver's 404 says 资源不存在; a handler's own 404 names what it did not find.
  const unrouted =
    answer.status === 405 ||
    (answer.status === 404 &&
      answer.body?.msg === '资源不存在' &&
      !routeCase.hasId &&
      routeCase.entry.source !== 'static');
  return !refused && !unrouted && answer.status < 500;
}

/** Runs calls a few at a time: the matrix is thousands of loopback requests. */
async function inBatches<T>(items: T[], size: number, run: (item: T) => Promise<string | undefined>) {
  const failures: string[] = [];
  for (let i = 0; i < items.length; i += size) {
    const results = await Promise.all(items.slice(i, i + size).map(run));
    failures.push(...results.filter((r): r is string => r !== undefined));
  }
  return failures;
}

describe('#10.7 route × method × account × spelling matrix from the server route table', () => {
  it('#10.1 every route is named by a rule of permissions.yaml (public or a permission), none falls to a default', () => {
    const unnamed = cases
      .filter((c) => !c.entry.public)
      .filter((c) => ['none', 'default'].includes(api.server.policy.decide(c.method, c.decidedAs).rule))
      .map((c) => `${c.method} ${c.entry.path}`);
    expect([...new Set(unnamed)], 'add a rule for each of these routes to config/permissions.yaml').toEqual(
      [],
    );
    expect(cases.length).toBeGreaterThan(150);
  });

  it('#10.1 every route answers each account as its rule says, under every spelling of its path', async () => {
    const calls = cases.flatMap((routeCase) =>
      ACCOUNTS.flatMap((account) =>
        spellingsFor(routeCase, account).map((spelt) => ({
          routeCase,
          account,
          spelt,
        })),
      ),
    );
    const failures = await inBatches(calls, 32, async ({ routeCase, account, spelt }) => {
      const expected = expectedFor(api.server.policy, held, routeCase, account);
      const answer = await callAs(account, routeCase.method, spelt, routeCase.path);
      if (agrees(answer, expected, routeCase)) return undefined;
      return `${account} ${routeCase.method} ${spelt}: expected ${expected}, got ${answer.status} ${answer.text.slice(0, 80)}`;
    });
    console.log(`#10.7 matrix: ${cases.length} route cases, ${calls.length} calls`);
    expect(failures.slice(0, 20)).toEqual([]);
    // Every route case (354 today) as every account under every spelling of its path: 4696 HTTP calls,
    // 32 at a time, 46 s on a loaded 2-core machine.
  }, 120_000);

  it('#10.1 a method a path does not serve is 404/405 for every account, never served', async () => {
    const table = api.server.routes();
    const served = (method: string, path: string) => {
      const segments = pathSegments(path);
      return (
        typeof segments !== 'string' &&
        resolveRoute(table, method, segments, api.server.domains) !== undefined
      );
    };
    const paths = [...new Set(cases.filter((c) => c.representative).map((c) => c.path))];
    const calls = paths.flatMap((path) =>
      ROUTE_METHODS.filter((method) => !served(method, path)).flatMap((method) =>
        (['anonymous', 'admin'] as const).map((account) => ({ path, method, account })),
      ),
    );
    const failures = await inBatches(calls, 32, async ({ path, method, account }) => {
      const answer = await callAs(account, method, path.toUpperCase(), path);
      return [404, 405].includes(answer.status)
        ? undefined
        : `${account} ${method} ${path}: ${answer.status}`;
    });
    expect(failures.slice(0, 20)).toEqual([]);
    // Every method each representative path does not serve, as anonymous and as admin, 32 calls at a
    // time: 16 s on a loaded 2-core machine.
  }, 60_000);

  it('#10.1 paths no route names are 404 for everyone, whatever the method', async () => {
    const unknown = [
      '/nope',
      '/db',
      '/DB',
      '/table/1/extra',
      '/v1/users/list/x',
      '/__rules',
      '/.env',
      '/table/getList/x',
    ];
    for (const path of unknown) {
      for (const method of ROUTE_METHODS) {
        const answer = await callAs('admin', method, path);
        expect([404, 405], `${method} ${path}`).toContain(answer.status);
      }
    }
  });
});
