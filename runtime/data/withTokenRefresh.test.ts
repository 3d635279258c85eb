import { describe, expect, it, vi } from 'vitest';
import { rejectionOf } from '../lib/testRejections';
import type { HttpRequest, RequestFn } from './HttpClient';
import { toHttpClient } from './HttpClient';
import { HttpError } from './HttpError';
import { withTokenRefresh } from './withTokenRefresh';

const expired = (url: string) => new HttpError({ status: 402, message: '令牌过期', url });

/**
 * A server double: tokens in `valid` pass, any other token gets 402. Every request is recorded
 * with the token it carried; anything but GET /data is unexpected and throws.
 */
function tokenServer(valid: Set<string>) {
  const seen: { url: string; token: string | null | undefined }[] = [];
  const request = (async (req: HttpRequest) => {
    if (req.url !== '/data') throw new Error(`unexpected request ${req.url}`);
    seen.push({ url: req.url, token: req.token });
    await new Promise((resolve) => setTimeout(resolve, 1));
    if (req.token && valid.has(req.token)) return { code: 200, msg: '', data: req.token };
    throw expired(req.url);
  }) as RequestFn;
  return { client: toHttpClient(request), seen };
}

describe('withTokenRefresh', () => {
  it('SE-07 many concurrent 402s cause one refresh; each request is retried once with the new token', async () => {
    let token = 'old';
    const server = tokenServer(new Set(['new']));
    const refresh = vi.fn(async (old: string | null) => {
      expect(old).toBe('old');
      await new Promise((resolve) => setTimeout(resolve, 5));
      token = 'new';
      return 'new';
    });
    const onRefreshFailed = vi.fn();
    const http = withTokenRefresh(server.client, { getToken: () => token, refresh, onRefreshFailed });
    const results = await Promise.all(Array.from({ length: 30 }, () => http.get<string>('/data')));
    expect(results.map((r) => r.data)).toEqual(Array.from({ length: 30 }, () => 'new'));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(server.seen.filter((s) => s.token === 'old')).toHaveLength(30);
    expect(server.seen.filter((s) => s.token === 'new')).toHaveLength(30);
    expect(onRefreshFailed).not.toHaveBeenCalled();
  });

  it('SE-07 a retry that gets 402 again rejects instead of refreshing again (no loop)', async () => {
    let token = 'old';
    const server = tokenServer(new Set());
    const refresh = vi.fn(async () => {
      token = 'also-expired';
      return token;
    });
    const http = withTokenRefresh(server.client, {
      getToken: () => token,
      refresh,
      onRefreshFailed: vi.fn(),
    });
    const error = await rejectionOf(http.get('/data'), HttpError);
    expect(error.status).toBe(402);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(server.seen.map((s) => s.token)).toEqual(['old', 'also-expired']);
  });

  it('SE-07 a failed refresh rejects every waiter with its 402 and calls onRefreshFailed once, with no retries', async () => {
    const server = tokenServer(new Set());
    const refusal = new HttpError({ status: 401, message: '令牌无效', url: '/refreshToken' });
    const refresh = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      throw refusal;
    });
    const onRefreshFailed = vi.fn();
    const http = withTokenRefresh(server.client, { getToken: () => 'old', refresh, onRefreshFailed });
    const errors = await Promise.all(
      Array.from({ length: 10 }, () => http.get('/data').catch((e: HttpError) => e)),
    );
    expect(errors.every((e) => e instanceof HttpError && e.status === 402 && e.cause === refusal)).toBe(true);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(onRefreshFailed).toHaveBeenCalledTimes(1);
    expect(onRefreshFailed).toHaveBeenCalledWith(refusal);
    expect(server.seen).toHaveLength(10);
    // Later calls with the same dead token fail at once: no second refresh, no second trip to login.
    await expect(http.get('/data')).rejects.toMatchObject({ status: 402 });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(onRefreshFailed).toHaveBeenCalledTimes(1);
  });

  it('passes other failures through untouched, without refreshing', async () => {
    const boom = new HttpError({ status: 500, message: '服务器发生错误', url: '/data' });
    const client = toHttpClient(async () => {
      throw boom;
    });
    const refresh = vi.fn();
    const http = withTokenRefresh(client, { getToken: () => 't', refresh, onRefreshFailed: vi.fn() });
    await expect(http.get('/data')).rejects.toBe(boom);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('SE-07 a 401 for a token the refresh retired is retried with the new token, whether it arrives during the refresh or after it', async () => {
    // The server retires "old" when it refreshes: a request that carried "old" and reached the
    // server after that is refused as signed out (401), not as expired (402).
    let token = 'old';
    let retired = false;
    let finishRefresh = () => {};
    const refreshed = new Promise<void>((resolve) => {
      finishRefresh = resolve;
    });
    const gates = [Promise.resolve(), refreshed.then(() => undefined), refreshed];
    const seen: (string | null | undefined)[] = [];
    const client = toHttpClient((async (req: HttpRequest) => {
      const n = seen.push(req.token) - 1;
      if (req.token === 'new') return { code: 200, msg: '', data: 'ok' };
      await gates[Math.min(n, 2)];
      throw retired ? new HttpError({ status: 401, message: '令牌无效', url: req.url }) : expired(req.url);
    }) as RequestFn);
    const refresh = vi.fn(async () => {
      retired = true;
      await refreshed;
      token = 'new';
      return token;
    });
    const onRefreshFailed = vi.fn();
    const http = withTokenRefresh(client, { getToken: () => token, refresh, onRefreshFailed });
    // The first gets 402 and starts the refresh; the second's 401 comes while it runs, the third's after.
    const first = http.get<string>('/data');
    const second = http.get<string>('/data');
    await vi.waitFor(() => expect(refresh).toHaveBeenCalled());
    const secondAnswered = second.then((answer) => answer.data);
    finishRefresh();
    const third = http.get<string>('/data', {}, { token: 'old' });
    expect(await Promise.all([first.then((a) => a.data), secondAnswered, third.then((a) => a.data)])).toEqual(
      ['ok', 'ok', 'ok'],
    );
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(onRefreshFailed).not.toHaveBeenCalled();
  });

  it('SE-07 a 401 for the token in use is the end of the session: no refresh, no retry', async () => {
    const refused = new HttpError({ status: 401, message: '令牌无效', url: '/data' });
    const requests = vi.fn(async () => {
      throw refused;
    });
    const refresh = vi.fn();
    const http = withTokenRefresh(toHttpClient(requests as unknown as RequestFn), {
      getToken: () => 'current',
      refresh,
      onRefreshFailed: vi.fn(),
    });
    await expect(http.get('/data')).rejects.toBe(refused);
    expect(requests).toHaveBeenCalledTimes(1);
    expect(refresh).not.toHaveBeenCalled();
  });
});
