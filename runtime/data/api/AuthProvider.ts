import type { HttpClient } from '../HttpClient';
import { HttpError } from '../HttpError';
import type { ApiUser, SessionApi } from './createSessionApi';

/**
 * A plugin's whole auth back end, for what `api` config cannot say; react-admin's
 * AuthProvider is the model. Named in app.yaml as `api.authProvider: <plugin>/<name>`.
 *
 * How each method fails: it rejects. An `HttpError` from the `http` it was given has already been
 * shown by the error catalogue; any other error is shown (toast) and logged by the runtime. A
 * rejected `login` keeps the login form as it is; a rejected `getIdentity` or `getRoutes` ends
 * the session (never a half-signed-in console); a rejected `logout` still signs out locally.
 *
 * @example
 * const auth: AuthProviderFactory = ({ http }) => ({
 *   login: async (form) => (await http.post<{ jwt: string }>('/auth', form)).data.jwt,
 *   getIdentity: async () => (await http.get<{ name: string; groups: string[] }>('/me')).data,
 *   logout: async () => undefined,
 * });
 */
export interface AuthProvider {
  /** Resolves with the token to keep; `social` is true for the /callback screen's `{ code }`. */
  login(params: Record<string, unknown>, options: { social: boolean }): Promise<string>;
  /** Who is signed in: username, avatar, role names, permission names (each optional). */
  getIdentity(token: string | null): Promise<ApiUser>;
  logout(token: string | null): Promise<void>;
  /** The menu in authentication: all; without it the configured `api.routes` call is used. */
  getRoutes?(token: string | null): Promise<unknown[]>;
  /** The register screen's call; without it the configured `api.register` call is used. */
  register?(values: Record<string, unknown>): Promise<{ msg?: string }>;
}

/** What the runtime hands a plugin's auth provider: the http client (token, refresh, errors). */
export type AuthProviderFactory = (context: { http: HttpClient }) => AuthProvider;

/**
 * The session calls of an auth provider, with the configured calls for what it leaves out and
 * its own errors shown and logged like a refused call.
 *
 * @example const calls = sessionApiOf(factory({ http }), http, createSessionApi(http, api));
 */
export function sessionApiOf(provider: AuthProvider, http: HttpClient, fallback: SessionApi): SessionApi {
  const shown = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof HttpError) && error instanceof Error) http.report?.(error);
      throw error;
    }
  };
  return {
    login: (credentials, social = false) => shown(() => provider.login(credentials, { social })),
    register: (values) =>
      provider.register
        ? shown(async () => ({ msg: (await provider.register?.(values))?.msg ?? '' }))
        : fallback.register(values),
    userInfo: (token) => shown(() => provider.getIdentity(token)),
    logout: (token) => shown(() => provider.logout(token)),
    routes: (token) => {
      const getRoutes = provider.getRoutes?.bind(provider);
      return getRoutes ? shown(() => getRoutes(token)) : fallback.routes(token);
    },
  };
}
