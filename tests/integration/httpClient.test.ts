import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHttpClient, type HttpClientOptions, HttpError } from '../../runtime/data';
import { createMockServer } from '../../server/app';

// The gate answers 402 to a token older than this, /expireToken included.
const TOKEN_LIFETIME_MS = 3000;
const CONCURRENT = 200;
// The server's clock for token ages. The tests move it past a token's lifetime instead of waiting
// the lifetime out; otherwise it stands still, so the 200 retries with the refreshed token all fall
// inside that token's lifetime however busy the machine is.
let now = Date.now();

let dataDir: string;
let server: { url: string; close(): Promise<void> };
let demoPassword: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'jimu-http-'));
  const mock = await createMockServer({
    dataDir,
    delay: 0,
    quiet: true,
    tokenLifetimeMs: TOKEN_LIFETIME_MS,
    clock: () => now,
  });
  demoPassword = mock.demoPassword;
  server = await mock.listen(0);
});

afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * The real fetch, counting every call by path when it is sent and when its answer arrives;
 * `before` may act before a call is sent.
 */
function countingFetch(before?: (path: string) => Promise<void>) {
  const counts = new Map<string, number>();
  const answers = new Map<string, number>();
  const wrapped = async (input: string | URL | Request, init?: RequestInit) => {
    const path = new URL(String(input)).pathname;
    await before?.(path);
    counts.set(path, (counts.get(path) ?? 0) + 1);
    const response = await fetch(input, init);
    answers.set(path, (answers.get(path) ?? 0) + 1);
    return response;
  };
  const total = () => [...counts.values()].reduce((sum, n) => sum + n, 0);
  return {
    fetch: wrapped as typeof fetch,
    count: (path: string) => counts.get(path) ?? 0,
    answered: (path: string) => answers.get(path) ?? 0,
    total,
  };
}

/** A client wired as the runtime wires it, with a token store and a one-line router. */
function client(fetchImpl: typeof fetch, extra: Partial<HttpClientOptions> = {}) {
  const session = { token: null as string | null, redirects: [] as string[] };
  const spies = {
    setToken: vi.fn((token: string) => {
      session.token = token;
    }),
    onUnauthorized: vi.fn(() => {
      session.token = null;
      session.redirects.push('/login');
    }),
    notify: vi.fn(),
  };
  const http = createHttpClient({
    baseURL: server.url,
    fetch: fetchImpl,
    getToken: () => session.token,
    ...spies,
    ...extra,
  });
  return { http, session, spies };
}

/**
 * Logs in as admin, opens connections the way a console in use has them (one round of calls
 * while the token is fresh), then moves the server's clock one millisecond past the token's lifetime.
 */
async function loginExpired(http: ReturnType<typeof client>['http'], session: { token: string | null }) {
  const { data } = await http.post<{ token: string }>('/login', {
    username: 'admin',
    password: demoPassword,
  });
  session.token = data.token;
  await Promise.all(Array.from({ length: CONCURRENT }, () => http.get('/userInfo')));
  now += TOKEN_LIFETIME_MS + 1;
  return data.token;
}

describe('HTTP client against the mock server', () => {
  it(`SE-07 ${CONCURRENT} concurrent calls with an expired token cause exactly one /refreshToken and ${CONCURRENT} successes`, async () => {
    const counter = countingFetch();
    const { http, session, spies } = client(counter.fetch);
    const oldToken = await loginExpired(http, session);

    const started = performance.now();
    const results = await Promise.allSettled(
      Array.from({ length: CONCURRENT }, () => http.get('/expireToken')),
    );
    const elapsed = Math.round(performance.now() - started);
    const successes = results.filter((r) => r.status === 'fulfilled').length;
    const failures = results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason?.message)] : []));
    console.log(
      `SE-07 success: ${CONCURRENT} concurrent /expireToken with an expired token → /refreshToken calls ${counter.count('/refreshToken')}, successes ${successes}, /expireToken calls ${counter.count('/expireToken')}, elapsed ${elapsed} ms`,
    );

    expect(failures).toEqual([]);
    expect(successes).toBe(CONCURRENT);
    expect(counter.count('/refreshToken')).toBe(1);
    expect(counter.count('/expireToken')).toBe(2 * CONCURRENT);
    expect(spies.setToken).toHaveBeenCalledTimes(1);
    expect(session.token).not.toBe(oldToken);
    expect(spies.notify).not.toHaveBeenCalled();
    // The server retired the old token when it refreshed: it is refused now, the new one works.
    const retired = await fetch(`${server.url}/user_info`, {
      headers: { Authorization: `Bearer ${oldToken}` },
    });
    expect(retired.status).toBe(401);
    await expect(http.get('/userInfo')).resolves.toMatchObject({ data: { username: 'admin' } });
  });

  it(`SE-07 a failing refresh sends ${CONCURRENT} waiting calls to one redirect to /login and no further requests`, async () => {
    // The session ends elsewhere (another tab logs out) while the refresh is on its way: the
    // server then refuses the refresh with 401 '令牌无效'. The logout waits until every call has
    // had its 402 and waits for the refresh: a call the server saw after the logout would get 401.
    let expiredToken = '';
    const counter = countingFetch(async (path) => {
      if (path !== '/refreshToken') return;
      await vi.waitFor(() => expect(counter.answered('/expireToken')).toBe(CONCURRENT), {
        timeout: 10_000,
        interval: 5,
      });
      const logout = await fetch(`${server.url}/logout`, {
        headers: { Authorization: `Bearer ${expiredToken}` },
      });
      expect(logout.status).toBe(200);
    });
    const { http, session, spies } = client(counter.fetch);
    expiredToken = await loginExpired(http, session);
    const before = counter.total();

    const started = performance.now();
    const results = await Promise.allSettled(
      Array.from({ length: CONCURRENT }, () => http.get('/expireToken')),
    );
    const elapsed = Math.round(performance.now() - started);
    const sent = counter.total() - before;
    await new Promise((resolve) => setTimeout(resolve, 300));
    console.log(
      `SE-07 failure: ${CONCURRENT} waiting calls → /refreshToken calls ${counter.count('/refreshToken')}, redirects ${session.redirects.length}, rejected ${results.filter((r) => r.status === 'rejected').length}, requests sent ${sent}, elapsed ${elapsed} ms`,
    );

    expect(
      results.every(
        (r) => r.status === 'rejected' && r.reason instanceof HttpError && r.reason.status === 402,
      ),
    ).toBe(true);
    expect(counter.count('/refreshToken')).toBe(1);
    expect(session.redirects).toEqual(['/login']);
    expect(spies.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(spies.notify).not.toHaveBeenCalled();
    // CONCURRENT first attempts and one refresh; no retries, nothing sent after the failure.
    expect(sent).toBe(CONCURRENT + 1);
    expect(counter.total() - before).toBe(sent);
  });
});
