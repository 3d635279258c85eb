import { describe, expect, it, vi } from 'vitest';
import { toHttpClient } from '../HttpClient';
import { HttpError } from '../HttpError';
import { type AuthProvider, sessionApiOf } from './AuthProvider';
import type { SessionApi } from './createSessionApi';

const unexpected = () => Promise.reject(new Error('fallback not expected'));
const fallback: SessionApi = {
  login: unexpected,
  register: unexpected,
  userInfo: unexpected,
  logout: unexpected,
  routes: unexpected,
};

describe('sessionApiOf', () => {
  it('#13.3 the session calls go to the plugin’s auth provider; what it leaves out falls back to config', async () => {
    const routes = vi.fn(async () => [{ path: '/a' }]);
    const provider: AuthProvider = {
      login: async (params, { social }) => `${String(params.username)}-${social}`,
      getIdentity: async () => ({ username: 'amy', roles: ['Admin'] }),
      logout: async () => undefined,
    };
    const http = toHttpClient(vi.fn());
    const calls = sessionApiOf(provider, http, { ...fallback, routes });
    await expect(calls.login({ username: 'amy' })).resolves.toBe('amy-false');
    await expect(calls.userInfo('t')).resolves.toEqual({ username: 'amy', roles: ['Admin'] });
    await expect(calls.routes('t')).resolves.toEqual([{ path: '/a' }]);
    expect(routes).toHaveBeenCalledWith('t');
  });

  it('#13.3 a plain error from the provider is shown and logged; an HttpError was already shown', async () => {
    const report = vi.fn();
    const http = toHttpClient(vi.fn(), report);
    const failing: AuthProvider = {
      login: async () => {
        throw new Error('SSO is down');
      },
      getIdentity: async () => {
        throw new HttpError({ status: 401, message: 'no', url: '/me' });
      },
      logout: async () => undefined,
    };
    const calls = sessionApiOf(failing, http, fallback);
    await expect(calls.login({})).rejects.toThrow('SSO is down');
    await expect(calls.userInfo('t')).rejects.toThrow('no');
    expect(report).toHaveBeenCalledTimes(1);
  });
});
