import type { AppConfig } from '../../../schemas/types.gen';
import type { Translate } from '../../lib/language';
import type { HttpClient, HttpMethod } from '../HttpClient';
import { type MappedValue, mappingError } from '../mappingError';
import { type CallConfig, callRequest, pick } from './callApi';

/** The `api` section of app.yaml (docs/backends.md). */
export type ApiConfig = NonNullable<AppConfig['api']>;

/** A signed-in user as the session reads it. */
export interface ApiUser {
  username?: string;
  avatar?: string;
  roles?: string[];
  permissions?: string[];
}

/**
 * The session's server calls, each as app.yaml `api` says. Every method rejects with an
 * `HttpError`: the server's refusals were shown by the http client; an answer that does not fit
 * the mapping is a `mapping` error whose message names the key to change, shown (toast) and
 * logged through `http.report` before the promise rejects.
 */
export interface SessionApi {
  /** Resolves with the token of the answer. */
  login(credentials: Record<string, unknown>, social?: boolean): Promise<string>;
  register(values: Record<string, unknown>): Promise<{ msg: string }>;
  userInfo(token: string | null): Promise<ApiUser>;
  logout(token: string | null): Promise<void>;
  /** The server's route list (authentication: all). */
  routes(token: string | null): Promise<unknown[]>;
}

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * One server route (and its children) with its permission moved from where the back end keeps it
 * (`api.routes.permission`, e.g. `meta.permissions`) to `meta.permission`, where the route schema
 * and the router look. Copies; the answer is not changed.
 */
function movePermission(route: unknown, path: string): unknown {
  if (!isRecord(route)) return route;
  const steps = path.split('.');
  const copy: Record<string, unknown> = { ...route };
  let holder: Record<string, unknown> | undefined = copy;
  for (const step of steps.slice(0, -1)) {
    const next: unknown = holder?.[step];
    if (!isRecord(next)) {
      holder = undefined;
      break;
    }
    const copied = { ...next };
    holder[step] = copied;
    holder = copied;
  }
  const last = steps[steps.length - 1];
  if (holder && Object.hasOwn(holder, last)) {
    const value = holder[last];
    delete holder[last];
    copy.meta = { ...(isRecord(copy.meta) ? copy.meta : {}), permission: value };
  }
  if (Array.isArray(copy.children)) copy.children = copy.children.map((child) => movePermission(child, path));
  return copy;
}

const DEFAULTS: Record<string, { method: HttpMethod; url: string }> = {
  login: { method: 'POST', url: '/login' },
  socialLogin: { method: 'POST', url: '/socialLogin' },
  register: { method: 'POST', url: '/register' },
  userInfo: { method: 'GET', url: '/userInfo' },
  logout: { method: 'GET', url: '/logout' },
  routes: { method: 'GET', url: '/router/getList' },
};

/**
 * Builds the session calls over the runtime's http client. Without an `api` section they are
 * exactly the spec's: POST /login and /socialLogin (token at data.<tokenName>), POST /register,
 * GET /userInfo (data.username, avatar, roles, permissions), GET /logout, GET /router/getList
 * (data, or data.list).
 *
 * @example
 * const calls = createSessionApi(http, { userInfo: { method: 'POST', roles: 'data.permissions', permissions: false } });
 * const user = await calls.userInfo(token); // { username: 'admin', roles: ['Admin'] }
 */
export function createSessionApi(
  http: HttpClient,
  api: ApiConfig = {},
  options: { tokenName?: string; t?: Translate } = {},
): SessionApi {
  const tokenName = options.tokenName ?? 'token';
  const fail = (call: string, what: MappedValue, path: string, key: string, url: string, body?: unknown) => {
    const error = mappingError({
      call,
      what,
      path,
      key: `app.yaml: ${key}`,
      url,
      body,
      t: options.t,
    });
    http.report?.(error);
    return error;
  };
  const send = (
    name: keyof typeof DEFAULTS,
    values: Record<string, unknown>,
    fallback?: unknown,
    pin: { token?: string | null } = {},
  ) => {
    const config = (api as Record<string, CallConfig | undefined>)[name];
    return http.request({ ...callRequest(config, DEFAULTS[name], values, fallback), ...pin });
  };

  return {
    async login(credentials, social = false) {
      const name = social ? 'socialLogin' : 'login';
      const answer = await send(name, credentials, credentials);
      const path = api[name]?.token ?? `data.${tokenName}`;
      const token = pick(answer, path);
      if (typeof token !== 'string' || token === '')
        throw fail(
          name,
          'token',
          path,
          `api.${name}.token`,
          api[name]?.url ?? DEFAULTS[name].url,
          answer.data,
        );
      return token;
    },
    async register(values) {
      return { msg: (await send('register', values, values)).msg };
    },
    async userInfo(token) {
      // The token is pinned, not written into the body here: a `{token}` body field is filled by
      // the transport, so the retry after a refresh sends the new token there too.
      const answer = await send('userInfo', {}, undefined, { token });
      const config = api.userInfo ?? {};
      const url = config.url ?? DEFAULTS.userInfo.url;
      const user: ApiUser = {};
      const read = (field: 'username' | 'avatar' | 'roles' | 'permissions') => {
        const setting = config[field];
        if (setting === false) return;
        const path = setting ?? `data.${field}`;
        const value = pick(answer, path);
        if (value === undefined || value === null) return;
        const refused = () => fail('userInfo', field, path, `api.userInfo.${field}`, url, answer.data);
        if (field === 'username' || field === 'avatar') {
          if (typeof value !== 'string') throw refused();
          user[field] = value;
        } else {
          if (!isStringArray(value)) throw refused();
          user[field] = value;
        }
      };
      for (const field of ['username', 'avatar', 'roles', 'permissions'] as const) read(field);
      if (Object.keys(user).length === 0) {
        const path = config.username ?? 'data.username';
        throw fail('userInfo', 'user', path, 'api.userInfo.username', url, answer.data);
      }
      return user;
    },
    async logout(token) {
      await send('logout', { token });
    },
    async routes(token) {
      const answer = await send('routes', { token });
      const path = api.routes?.list;
      const list =
        path === undefined
          ? Array.isArray(answer.data)
            ? answer.data
            : isRecord(answer.data)
              ? answer.data.list
              : undefined
          : pick(answer, path);
      if (!Array.isArray(list)) {
        const url = api.routes?.url ?? DEFAULTS.routes.url;
        throw fail('routes', 'routes', path ?? 'data.list', 'api.routes.list', url, answer.data);
      }
      const permission = api.routes?.permission;
      return permission && permission !== 'meta.permission'
        ? list.map((r) => movePermission(r, permission))
        : list;
    },
  };
}
