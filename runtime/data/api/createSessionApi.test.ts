import { beforeAll, describe, expect, it, vi } from 'vitest';
import { runtimeTranslators } from '../../i18n/testTranslators';
import type { Translate } from '../../lib/language';
import { rejectionOf } from '../../lib/testRejections';
import { createFetchRequest } from '../createFetchRequest';
import { fakeFetch } from '../fakeFetch';
import { toHttpClient } from '../HttpClient';
import { HttpError } from '../HttpError';
import { type ApiConfig, createSessionApi } from './createSessionApi';

const header = (call: { headers: Record<string, string> }, name: string) =>
  Object.entries(call.headers).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];

let en: Translate;
beforeAll(async () => {
  ({ en } = await runtimeTranslators());
});

function setup(api: ApiConfig = {}, token = 'tk') {
  const server = fakeFetch();
  const report = vi.fn();
  const request = createFetchRequest({
    baseURL: 'http://api.test',
    fetch: server.fetch,
    getToken: () => token,
    tokenTransport: api.token,
  });
  const http = toHttpClient(request, report);
  return { server, report, calls: createSessionApi(http, api, { t: (key, values) => en(key, values) }) };
}

// The admin-template back end of #13: every call POST, token in an accessToken header, role names under permissions.
const adminStyle: ApiConfig = {
  token: { in: 'header', name: 'accessToken', value: '{token}' },
  login: { method: 'POST', url: '/login', token: 'data.accessToken' },
  userInfo: {
    method: 'POST',
    url: '/userInfo',
    body: { accessToken: '{token}' },
    roles: 'data.permissions',
    permissions: false,
  },
  logout: { method: 'POST', url: '/logout' },
  routes: { method: 'POST', url: '/menu/navigate', list: 'data', permission: 'meta.permissions' },
};

describe('createSessionApi', () => {
  it('#13.1 without api the calls are the spec’s: POST /login (data.token), GET /userInfo with Bearer, GET /logout', async () => {
    const { server, calls } = setup();
    server.on('POST', '/login', () => ({ body: { code: 200, msg: 'ok', data: { token: 'a1' } } }));
    server.on('GET', '/userInfo', () => ({
      body: { code: 200, msg: 'ok', data: { username: 'admin', roles: ['Admin'] } },
    }));
    server.on('GET', '/logout', () => ({ body: { code: 200, msg: 'ok', data: null } }));
    server.on('GET', '/router/getList', () => ({
      body: { code: 200, msg: 'ok', data: { list: [{ path: '/a' }] } },
    }));
    await expect(calls.login({ username: 'admin', password: 'x' })).resolves.toBe('a1');
    await expect(calls.userInfo('tk')).resolves.toEqual({ username: 'admin', roles: ['Admin'] });
    await calls.logout('tk');
    await expect(calls.routes('tk')).resolves.toEqual([{ path: '/a' }]);
    expect(JSON.parse(server.calls[0].body ?? '')).toEqual({ username: 'admin', password: 'x' });
    expect(header(server.calls[1], 'Authorization')).toBe('Bearer tk');
    expect(server.unexpected).toEqual([]);
  });

  it('#13.1 the admin-template conventions are plain config: POST everywhere, accessToken header and body, roles under permissions', async () => {
    const { server, calls } = setup(adminStyle);
    server.on('POST', '/login', () => ({ body: { code: 0, msg: 'ok', data: { accessToken: 'z9' } } }));
    server.on('POST', '/userInfo', () => ({
      body: { code: 0, data: { username: 'ed', permissions: ['Editor'] } },
    }));
    server.on('POST', '/menu/navigate', () => ({
      body: {
        code: 0,
        data: [
          { path: '/x', meta: { title: 'x' }, children: [{ path: 'y', meta: { permissions: ['Admin'] } }] },
        ],
      },
    }));
    await expect(calls.login({ username: 'ed', password: 'p' })).resolves.toBe('z9');
    await expect(calls.userInfo('tk')).resolves.toEqual({ username: 'ed', roles: ['Editor'] });
    // The back end's meta.permissions is moved to meta.permission, where the route schema looks.
    await expect(calls.routes('tk')).resolves.toEqual([
      { path: '/x', meta: { title: 'x' }, children: [{ path: 'y', meta: { permission: ['Admin'] } }] },
    ]);
    expect(header(server.calls[1], 'accessToken')).toBe('tk');
    expect(header(server.calls[1], 'Authorization')).toBeUndefined();
    expect(JSON.parse(server.calls[1].body ?? '')).toEqual({ accessToken: 'tk' });
  });

  it('#13.6 a login answer without the token names the key to change, and is reported (toast and log)', async () => {
    const { server, calls, report } = setup(adminStyle);
    server.on('POST', '/login', () => ({ body: { code: 0, data: { token: 'wrong-place' } } }));
    const error = await rejectionOf(calls.login({ username: 'a', password: 'b' }), HttpError);
    expect(error.message).toBe(
      'login answered without a token at data.accessToken (app.yaml: api.login.token)',
    );
    expect(error.reason).toBe('mapping');
    expect(report).toHaveBeenCalledWith(error);
  });

  it('#13.6 #10.5 roles as a string, or no user at all, fail naming the key; never a guest identity', async () => {
    const roles = setup();
    roles.server.on('GET', '/userInfo', () => ({
      body: { code: 200, data: { username: 'a', roles: 'Admin' } },
    }));
    await expect(roles.calls.userInfo('tk')).rejects.toThrow(
      'userInfo answered without a list of role names at data.roles (app.yaml: api.userInfo.roles)',
    );
    const nobody = setup();
    nobody.server.on('GET', '/userInfo', () => ({ body: { code: 200, data: null } }));
    await expect(nobody.calls.userInfo('tk')).rejects.toThrow(/\(app\.yaml: api\.userInfo\.username\)/);
    nobody.server.on('GET', '/router/getList', () => ({ body: { code: 200, data: { list: 'nope' } } }));
    await expect(nobody.calls.routes('tk')).rejects.toThrow(/app\.yaml: api\.routes\.list/);
  });

  it('#13.1 a plain REST answer (no code field) is read by the same paths; the token may travel as a query parameter', async () => {
    const { server, calls } = setup({
      token: { in: 'query', name: 'access_token', value: '{token}' },
      login: { url: '/auth/login', token: 'accessToken' },
      userInfo: { url: '/auth/me', username: 'name', roles: 'groups' },
    });
    server.on('POST', '/auth/login', () => ({ body: { accessToken: 'j1' } }));
    server.on('GET', '/auth/me', () => ({ body: { name: 'amy', groups: ['Test'] } }));
    await expect(calls.login({ username: 'amy', password: 'p' })).resolves.toBe('j1');
    await expect(calls.userInfo('tk')).resolves.toEqual({ username: 'amy', roles: ['Test'] });
    expect(new URL(server.calls[1].url).searchParams.get('access_token')).toBe('tk');
  });
});
