import { beforeAll, describe, expect, it, vi } from 'vitest';
import { runtimeTranslators } from '../i18n/testTranslators';
import type { Translate } from '../lib/language';
import { rejectionOf } from '../lib/testRejections';
import { createHttpClient } from './createHttpClient';
import { fakeFetch } from './fakeFetch';
import { HttpError } from './HttpError';

const header = (call: { headers: Record<string, string> }, name: string) =>
  Object.entries(call.headers).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];

let zh: Translate;
beforeAll(async () => {
  ({ zh } = await runtimeTranslators());
});

// The admin-template back end of #13: codes in the body, 401 no permission, 402 sign in, 419 refresh.
function adminStyle() {
  const server = fakeFetch();
  const store = { token: 'old' };
  const spies = { onUnauthorized: vi.fn(), onForbidden: vi.fn(), notify: vi.fn(), onError: vi.fn() };
  const http = createHttpClient({
    baseURL: 'http://api.test',
    fetch: server.fetch,
    successCodes: [20000],
    t: (key, values) => zh(key, values),
    getToken: () => store.token,
    setToken: (token) => {
      store.token = token;
    },
    api: {
      token: { in: 'header', name: 'accessToken', value: '{token}' },
      status: { signIn: [402], refresh: [419], forbidden: [401] },
      refreshToken: { method: 'POST', url: '/refreshToken', token: 'data.accessToken' },
    },
    ...spies,
  });
  return { server, store, spies, http };
}

describe('#13.1 status meanings, token transport and refresh as app.yaml api says', () => {
  it('419 refreshes through POST /refreshToken (data.accessToken) and retries with the new accessToken header', async () => {
    const { server, store, http, spies } = adminStyle();
    server.on('POST', '/article/list', (call) =>
      header(call, 'accessToken') === 'new'
        ? { body: { code: 20000, data: [1], totalCount: 1 } }
        : { body: { code: 419, msg: '过期' } },
    );
    server.on('POST', '/refreshToken', (call) => {
      expect(header(call, 'accessToken')).toBe('old');
      return { body: { code: 20000, data: { accessToken: 'new' } } };
    });
    await expect(http.post('/article/list', {})).resolves.toMatchObject({ data: [1] });
    expect(store.token).toBe('new');
    expect(header(server.calls[0], 'Authorization')).toBeUndefined();
    expect(spies.notify).not.toHaveBeenCalled();
  });

  it('401 is forbidden (message and /403) and 402 signs in again, for this back end', async () => {
    const { server, http, spies } = adminStyle();
    server.on('POST', '/article/delete', () => ({ body: { code: 401, msg: '没有权限' } }));
    server.on('POST', '/menu/navigate', () => ({ body: { code: 402, msg: '请重新登录' } }));
    await expect(http.post('/article/delete', { ids: '1' })).rejects.toMatchObject({ status: 401 });
    expect(spies.onForbidden).toHaveBeenCalledTimes(1);
    expect(spies.notify).toHaveBeenCalledWith('POST /article/delete: 没有权限', expect.anything());
    expect(spies.onUnauthorized).not.toHaveBeenCalled();
    await expect(http.post('/menu/navigate')).rejects.toMatchObject({ status: 402 });
    expect(spies.onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('#10.5 a cut-off JSON answer is unreadable, never a text success; a write says its result is unknown', async () => {
    const { server, http, spies } = adminStyle();
    server.on('GET', '/article/list', () => ({ status: 200, body: '{"code":20000,"data":[1,2' }));
    server.on('POST', '/article/add', () => ({ status: 200, body: '{"code":200' }));
    const read = await rejectionOf(http.get('/article/list'), HttpError);
    expect([read.reason, read.message]).toEqual(['unreadable', '服务器的回答无法读取']);
    const write = await rejectionOf(http.post('/article/add', {}), HttpError);
    expect(write.message).toBe('服务器的回答无法读取，操作结果未知，请核对列表');
    expect(spies.notify).toHaveBeenLastCalledWith(
      'POST /article/add: 服务器的回答无法读取，操作结果未知，请核对列表',
      write,
    );
    expect(spies.onError).toHaveBeenCalledTimes(2);
    expect(spies.notify).toHaveBeenCalledTimes(2);
  });

  it('the token may travel as a body field', async () => {
    const server = fakeFetch();
    const http = createHttpClient({
      baseURL: 'http://api.test',
      fetch: server.fetch,
      getToken: () => 't1',
      setToken: () => undefined,
      api: { token: { in: 'body', name: 'token', value: '{token}' } },
    });
    server.on('POST', '/x', () => ({ body: { code: 200, data: null } }));
    await http.post('/x', { a: 1 });
    expect(JSON.parse(server.calls[0].body ?? '')).toEqual({ a: 1, token: 't1' });
  });
});
