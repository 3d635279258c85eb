import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { runtimeTranslators } from '../i18n/testTranslators';
import type { Translate } from '../lib/language';
import { createSessionApi } from './api/createSessionApi';
import { createHttpClient, type HttpClientOptions } from './createHttpClient';
import { fakeFetch } from './fakeFetch';
import { HttpError } from './HttpError';

let server = fakeFetch();

let zh: Translate;
let en: Translate;
beforeAll(async () => {
  ({ zh, en } = await runtimeTranslators());
});

function setup(overrides: Partial<HttpClientOptions> = {}) {
  server = fakeFetch();
  const store = { token: 'old' };
  const spies = {
    setToken: vi.fn((token: string) => {
      store.token = token;
    }),
    onUnauthorized: vi.fn(),
    onForbidden: vi.fn(),
    notify: vi.fn(),
    onError: vi.fn(),
    onLoading: vi.fn(),
  };
  const http = createHttpClient({
    baseURL: 'http://api.test',
    fetch: server.fetch,
    getToken: () => store.token,
    t: (key, values) => zh(key, values),
    ...spies,
    ...overrides,
  });
  return { http, server, store, spies };
}

const bearer = (call: { headers: Record<string, string> }) => call.headers.authorization;

afterEach(() => {
  expect(server.unexpected).toEqual([]);
});

describe('createHttpClient', () => {
  it('SE-07 ER-02 concurrent 402s make one GET /refreshToken, store the token, and retry each call once', async () => {
    const { http, server, store, spies } = setup();
    server.on('GET', '/expireToken', (call) =>
      bearer(call) === 'Bearer new'
        ? { body: { code: 200, msg: 'success', data: 'fresh' } }
        : { status: 402, body: { code: 402, msg: '令牌已过期' } },
    );
    server.on('GET', '/refreshToken', (call) => {
      expect(bearer(call)).toBe('Bearer old');
      return { delayMs: 5, body: { code: 200, msg: '模拟刷新Token成功', data: { token: 'new' } } };
    });
    const results = await Promise.all(Array.from({ length: 25 }, () => http.get<string>('/expireToken')));
    expect(results.every((r) => r.data === 'fresh')).toBe(true);
    expect(server.callsTo('/refreshToken')).toHaveLength(1);
    expect(
      server
        .callsTo('/expireToken')
        .map(bearer)
        .filter((h) => h === 'Bearer new'),
    ).toHaveLength(25);
    expect(spies.setToken).toHaveBeenCalledTimes(1);
    expect(store.token).toBe('new');
    expect(spies.notify).not.toHaveBeenCalled();
  });

  it('SE-07 a refused refresh ends the session once (onUnauthorized), shows no toasts and sends nothing more', async () => {
    const { http, server, spies } = setup();
    server.on('GET', '/expireToken', () => ({ status: 402, body: { code: 402, msg: '令牌已过期' } }));
    server.on('GET', '/refreshToken', () => ({ status: 401, body: { code: 401, msg: '令牌无效' } }));
    const errors = await Promise.all(
      Array.from({ length: 10 }, () => http.get('/expireToken').catch((e: HttpError) => e)),
    );
    expect(errors.map((e) => (e instanceof HttpError ? e.status : 'resolved'))).toEqual(
      Array.from({ length: 10 }, () => 402),
    );
    expect(spies.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(spies.onUnauthorized.mock.calls[0][0]).toMatchObject({ status: 401, message: '令牌无效' });
    expect(spies.notify).not.toHaveBeenCalled();
    expect(server.calls).toHaveLength(11);
  });

  it('SE-07 #13.6 a refresh answer without data.<tokenName> counts as a failed refresh, naming the key', async () => {
    const onRefreshFailed = vi.fn();
    const { http, server, spies } = setup({ tokenName: 'accessToken', onRefreshFailed });
    server.on('GET', '/expireToken', () => ({ status: 402, body: { code: 402, msg: '令牌已过期' } }));
    server.on('GET', '/refreshToken', () => ({
      body: { code: 200, msg: 'ok', data: { token: 'wrong-field' } },
    }));
    await expect(http.get('/expireToken')).rejects.toMatchObject({ status: 402 });
    expect(onRefreshFailed).toHaveBeenCalledTimes(1);
    expect(onRefreshFailed.mock.calls[0][0].message).toBe(
      'refreshToken 的回答在 data.accessToken 处没有令牌（app.yaml: api.refreshToken.token）',
    );
    expect(spies.onError).toHaveBeenCalledWith(expect.objectContaining({ url: '/refreshToken' }));
    expect(spies.setToken).not.toHaveBeenCalled();
    expect(spies.onUnauthorized).not.toHaveBeenCalled();
  });

  it('#13.1 SE-07 a token configured into the body (userInfo body accessToken) is the refreshed one on the retry', async () => {
    const api = {
      token: { in: 'header' as const, name: 'accessToken', value: '{token}' },
      status: { refresh: [419] },
      userInfo: { method: 'POST' as const, body: { accessToken: '{token}' }, roles: 'data.permissions' },
      refreshToken: { method: 'POST' as const, token: 'data.accessToken' },
    };
    const { http, server, store } = setup({ api, successCodes: [20000] });
    server.on('POST', '/userInfo', (call) => {
      const sent = JSON.parse(call.body ?? '{}').accessToken;
      return sent === 'new' && call.headers.accesstoken === 'new'
        ? { body: { code: 20000, data: { username: 'admin', permissions: ['admin'] } } }
        : { status: 200, body: { code: 419, msg: 'accessToken 已过期' } };
    });
    server.on('POST', '/refreshToken', (call) => {
      expect(call.headers.accesstoken).toBe('old');
      return { body: { code: 20000, data: { accessToken: 'new' } } };
    });
    const user = await createSessionApi(http, api).userInfo(store.token);
    expect(user).toMatchObject({ username: 'admin', roles: ['admin'] });
    expect(server.callsTo('/userInfo').map((call) => JSON.parse(call.body ?? '{}').accessToken)).toEqual([
      'old',
      'new',
    ]);
    expect(store.token).toBe('new');
  });

  it('ER-02 #28.5 401 resets the session; 403 goes to /403 and shows the message; others show the message and log it; each toast names its call', async () => {
    const { http, server, spies } = setup();
    server.on('GET', '/userInfo', () => ({ status: 401, body: { code: 401, msg: '令牌无效' } }));
    server.on('POST', '/roleManagement/doDelete', () => ({ status: 403, body: {} }));
    server.on('POST', '/login', () => ({ status: 500, body: { code: 500, msg: '帐户或密码不正确' } }));
    await expect(http.get('/userInfo')).rejects.toMatchObject({ status: 401 });
    expect(spies.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(spies.notify).not.toHaveBeenCalled();
    await expect(http.post('/roleManagement/doDelete', { id: 1 })).rejects.toMatchObject({ status: 403 });
    expect(spies.onForbidden).toHaveBeenCalledTimes(1);
    expect(spies.notify).toHaveBeenLastCalledWith(
      'POST /roleManagement/doDelete: 用户得到授权，但是访问是被禁止的',
      expect.any(HttpError),
    );
    await expect(http.post('/login', { username: 'admin', password: 'x' })).rejects.toMatchObject({
      status: 500,
    });
    expect(spies.notify).toHaveBeenLastCalledWith('POST /login: 帐户或密码不正确', expect.any(HttpError));
    expect(spies.onError).toHaveBeenLastCalledWith(
      expect.objectContaining({ url: 'http://api.test/login', message: '帐户或密码不正确' }),
    );
  });

  it('#28.5 the toast of a failed call names its method and path, never its query, in the console’s language', async () => {
    const { http, server, spies } = setup();
    server.on('GET', '/notice/inbox', () => ({ status: 404 }));
    await expect(http.get('/notice/inbox?token=secret', { page: 1 })).rejects.toMatchObject({ status: 404 });
    expect(spies.notify).toHaveBeenLastCalledWith('GET /notice/inbox: 访问资源不存在', expect.any(HttpError));
    const english = setup({ t: (key, values) => en(key, values) });
    english.server.on('POST', '/notice/read', () => ({ status: 404 }));
    await expect(english.http.post('/notice/read', { id: 1 })).rejects.toMatchObject({ status: 404 });
    expect(english.spies.notify).toHaveBeenLastCalledWith(
      'POST /notice/read: The resource does not exist',
      expect.any(HttpError),
    );
  });

  it('ER-03 API-01 speaks English when asked, sends the token and shows loading for doEdit', async () => {
    const { http, server, spies } = setup({ t: (key, values) => en(key, values) });
    server.on('GET', '/down', () => new TypeError('fetch failed'));
    server.on('POST', '/table/doEdit', () => ({ body: { code: '0', msg: '模拟保存成功', data: null } }));
    await expect(http.get('/down')).rejects.toMatchObject({ status: 0, reason: 'network' });
    // The person reads about the network and the server; the CORS hint goes to the error log.
    expect(spies.notify.mock.calls[0][0]).toMatch(/^GET \/down: .*server.*network/);
    expect(spies.notify.mock.calls[0][0]).not.toMatch(/CORS/);
    expect(spies.onError).toHaveBeenLastCalledWith(
      expect.objectContaining({ message: expect.stringMatching(/CORS/) }),
    );
    await expect(http.post('/table/doEdit', { id: 1 })).resolves.toEqual({
      code: 200,
      msg: '模拟保存成功',
      data: null,
    });
    expect(bearer(server.callsTo('/table/doEdit')[0])).toBe('Bearer old');
    expect(spies.onLoading.mock.calls.map(([state]) => state)).toEqual(['start', 'stop']);
  });
});
