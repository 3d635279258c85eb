import type { AppConfig } from '../../schemas/types.gen';
import { createFetchRequest } from './createFetchRequest';
import { createRsaCodec, type PublicKeyInfo } from './createRsaCodec';
import type { HttpClient } from './HttpClient';
import { toHttpClient } from './HttpClient';
import { HttpError } from './HttpError';
import { type ErrorCatalogueHandlers, withErrorCatalogue } from './withErrorCatalogue';
import { withTokenRefresh } from './withTokenRefresh';

/** The `app.http` block of the config (defaults from K-01, K-04). */
export type HttpConfig = NonNullable<AppConfig['http']>;

/** `app.http` plus what the runtime hands in: the token store, the reactions, the language. */
export interface HttpClientOptions extends HttpConfig, ErrorCatalogueHandlers {
  /** The fetch to call; tests hand in a double. Defaults to the global fetch. */
  fetch?: typeof fetch;
  getToken: () => string | null | undefined;
  /** Stores the token a refresh produced. */
  setToken: (token: string) => void;
  /** Current language for error texts ('zh' or 'en'). */
  language?: () => string;
  /** Loading indicator for URLs containing doEdit (API-01). */
  onLoading?: (state: 'start' | 'stop', url: string) => void;
  /** A refresh that failed ends the session; defaults to `onUnauthorized`. */
  onRefreshFailed?: (error: unknown) => void;
  /** Where a new token comes from (GET, answers data.<tokenName>); default '/refreshToken'. */
  refreshURL?: string;
  /** Where the RSA public key comes from when `loginRSA` is on; default '/publicKey'. */
  publicKeyURL?: string;
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
    language: options.language,
  };
  // Key and refresh calls use a bare transport: no codec (no recursion), no toasts, no refresh loop.
  const bare = createFetchRequest(transportOptions);
  const codec = options.loginRSA
    ? createRsaCodec(
        async () => (await bare<PublicKeyInfo>({ url: options.publicKeyURL ?? '/publicKey' })).data,
      )
    : undefined;
  const request = createFetchRequest({ ...transportOptions, codec, onLoading: options.onLoading });

  const tokenName = options.tokenName ?? 'token';
  const refresh = async (expiredToken: string | null): Promise<string> => {
    const url = options.refreshURL ?? '/refreshToken';
    const { data } = await bare<Record<string, unknown>>({ url, token: expiredToken });
    const token = data?.[tokenName];
    if (typeof token !== 'string' || token === '') {
      throw new HttpError({ status: 402, message: `${url} returned no data.${tokenName}`, url });
    }
    options.setToken(token);
    return token;
  };

  const handled = withErrorCatalogue(toHttpClient(request), options);
  return withTokenRefresh(handled, {
    getToken: options.getToken,
    refresh,
    onRefreshFailed: (error) => {
      if (options.onRefreshFailed) options.onRefreshFailed(error);
      else if (error instanceof HttpError) options.onUnauthorized?.(error);
      else options.onUnauthorized?.(new HttpError({ status: 401, message: String(error), url: '' }));
    },
  });
}
