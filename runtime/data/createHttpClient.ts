import type { AppConfig } from '../../schemas/types.gen';
import type { Translate } from '../lib/language';
import type { ApiConfig } from './api/createSessionApi';
import { createFetchRequest } from './createFetchRequest';
import { createRsaCodec, type PublicKeyInfo } from './createRsaCodec';
import type { BackendAdapter, HttpClient } from './HttpClient';
import { toHttpClient } from './HttpClient';
import { HttpError } from './HttpError';
import { type ErrorCatalogueHandlers, withErrorCatalogue } from './withErrorCatalogue';
import { withTokenRefresh } from './withTokenRefresh';

/** The `app.http` block of the config (absent keys take the defaults docs/config-schemas.md lists). */
export type HttpConfig = NonNullable<AppConfig['http']>;

/** `app.http` plus what the runtime hands in: the token store, the reactions, the texts. */
export interface HttpClientOptions extends HttpConfig, ErrorCatalogueHandlers {
  /** The fetch to call; tests hand in a double. Defaults to the global fetch. */
  fetch?: typeof fetch;
  getToken: () => string | null | undefined;
  /** Stores the token a refresh produced. */
  setToken: (token: string) => void;
  /** Looks up the error texts (`jimu.http.*`): i18next's `t`, in the console's current language. */
  t?: Translate;
  /** Loading indicator for URLs containing doEdit. */
  onLoading?: (state: 'start' | 'stop', url: string) => void;
  /** A refresh that failed ends the session; defaults to `onUnauthorized`. */
  onRefreshFailed?: (error: unknown) => void;
  /** Where a new token comes from (GET, answers data.<tokenName>); default '/refreshToken'. */
  refreshURL?: string;
  /** Where the RSA public key comes from when `loginRSA` is on; default '/publicKey'. */
  publicKeyURL?: string;
  /**
   * app.yaml `api`: the token's transport, what statuses mean, the refresh and public-key calls
   * (docs/backends.md). Absent, every call is the spec's.
   */
  api?: ApiConfig;
  /** The app-wide adapter a plugin provides (api.adapter), loaded when the first request needs it. */
  adapter?: () => Promise<BackendAdapter | undefined> | BackendAdapter | undefined;
}

/**
 * The runtime's HTTP client: the fetch transport (token header, JSON/form bodies, `qs`, timeout,
 * envelope reading, optional RSA), wrapped by the error catalogue (401, 403, toasts, error log)
 * and by `withTokenRefresh` (402: one refresh, every request retried once). Every method resolves
 * with the envelope `{ code, msg, data }` — take `.data` — or rejects with `HttpError`.
 *
 * @example
 * const http = createHttpClient({
 *   ...manifest.app.http,
 *   getToken: () => localStorage.getItem('admin-token'),
 *   setToken: (token) => localStorage.setItem('admin-token', token),
 *   onUnauthorized: () => session.send({ type: 'session.reset' }),
 *   onForbidden: () => navigate('/403'),
 *   notify: (message) => Toast.error(message),
 * });
 * const { data } = await http.get<{ list: Row[]; total: number }>('/table/getList', { pageNo: 1, pageSize: 20 });
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const transportOptions = {
    baseURL: options.baseURL,
    timeout: options.timeout,
    successCodes: options.successCodes,
    codeField: options.codeField,
    msgField: options.msgField,
    fetch: options.fetch,
    getToken: options.getToken,
    t: options.t,
    tokenTransport: options.api?.token,
    adapter: options.adapter,
  };
  const api = options.api ?? {};
  const statuses = {
    signIn: api.status?.signIn ?? [401],
    refresh: api.status?.refresh ?? [402],
    forbidden: api.status?.forbidden ?? [403],
  };
  // Key and refresh calls use a bare transport: no codec (no recursion), no toasts, no refresh loop.
  const bare = createFetchRequest(transportOptions);
  const codec = options.loginRSA
    ? createRsaCodec(async () => {
        const { callRequest } = await import('./api/callApi');
        const defaults = { method: 'GET' as const, url: options.publicKeyURL ?? '/publicKey' };
        return (await bare<PublicKeyInfo>(callRequest(api.publicKey, defaults, {}))).data;
      })
    : undefined;
  const request = createFetchRequest({ ...transportOptions, codec, onLoading: options.onLoading });

  const tokenName = options.tokenName ?? 'token';
  const refresh = async (expiredToken: string | null): Promise<string> => {
    // The mapping helpers load with the first refresh (or the first RSA key): no sign-in needs them.
    const [{ callRequest, pick }, { mappingError }] = await Promise.all([
      import('./api/callApi'),
      import('./mappingError'),
    ]);
    const defaults = { method: 'GET' as const, url: options.refreshURL ?? '/refreshToken' };
    const request = callRequest(api.refreshToken, defaults, { token: expiredToken ?? '' });
    const answer = await bare<Record<string, unknown>>({ ...request, token: expiredToken });
    const path = api.refreshToken?.token ?? `data.${tokenName}`;
    const token = pick(answer, path);
    if (typeof token !== 'string' || token === '') {
      const key = 'app.yaml: api.refreshToken.token';
      const error = mappingError({
        call: 'refreshToken',
        what: 'token',
        path,
        key,
        url: request.url,
        t: options.t,
      });
      options.onError?.({ url: request.url, message: error.message });
      throw error;
    }
    options.setToken(token);
    return token;
  };

  // The error catalogue hears a request's outcome after its refresh and retry: a 401 for a token
  // the refresh just retired is retried, not taken for the end of the session.
  const refreshing = withTokenRefresh(toHttpClient(request), {
    getToken: options.getToken,
    refresh,
    refreshStatuses: statuses.refresh,
    signInStatuses: statuses.signIn,
    onRefreshFailed: (error) => {
      if (options.onRefreshFailed) options.onRefreshFailed(error);
      else if (error instanceof HttpError) options.onUnauthorized?.(error);
      else options.onUnauthorized?.(new HttpError({ status: 401, message: String(error), url: '' }));
    },
  });
  return withErrorCatalogue(refreshing, { ...options, statuses });
}
