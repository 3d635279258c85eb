/** The spec's response envelope; plain REST answers are wrapped into it (code 200, data = body). */
export interface Envelope<T = unknown> {
  /** The normalised status: always 200 on success, whatever success code the server used. */
  code: number;
  msg: string;
  data: T;
  /**
   * The response's headers. Plain REST back ends put list metadata there (json-server's
   * `X-Total-Count`), which the REST data provider reads; envelope callers ignore it.
   */
  headers?: Headers;
  /**
   * The answer as the server sent it (not enumerable): `body` before the envelope was read and
   * `plain` when it had no code field (plain REST). Config paths (`data.accessToken`, a total
   * beside `data`) are read from it with `readPath`.
   */
  raw?: RawAnswer;
}

/** The answer before the envelope was read: what config dot paths walk. */
export interface RawAnswer {
  body: unknown;
  headers?: Headers;
  /** No code field: a plain REST body, also reachable under `data` by paths. */
  plain: boolean;
}

/**
 * A plugin's hook for what config cannot say: `request` may rewrite a request before it
 * is sent (sign it, rename fields, move the token); `response` may rewrite the parsed body before
 * the envelope and the mapping read it. Either may throw: the call then fails with that error,
 * shown and logged like any other. Adapters are plain functions: no access to the runtime.
 *
 * @example
 * const adapter: BackendAdapter = {
 *   request: (req) => ({ ...req, headers: { ...req.headers, 'X-Sign': sign(req.url) } }),
 *   response: (body) => (isRecord(body) && 'result' in body ? { code: body.status, data: body.result } : body),
 * };
 */
export interface BackendAdapter {
  request?(request: HttpRequest): HttpRequest | Promise<HttpRequest>;
  response?(body: unknown, context: { request: HttpRequest; status: number; headers: Headers }): unknown;
}

/** HTTP methods the client sends. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One request. Only `url` is required; GET is the default method. */
export interface HttpRequest {
  /** Path under `baseURL`, or an absolute URL that is used as is. May carry its own query string. */
  url: string;
  method?: HttpMethod;
  /** Query parameters, written with `qs` and merged with any query string already in `url`. */
  params?: Record<string, unknown>;
  /** Body: JSON by default, `application/x-www-form-urlencoded` with `bodyType: 'form'`. */
  data?: unknown;
  bodyType?: 'json' | 'form';
  headers?: Record<string, string>;
  /**
   * The token to send instead of the stored one; `null` sends none. Set by the token-refresh
   * wrapper so a retry carries exactly the token the refresh produced.
   */
  token?: string | null;
  /**
   * Body and query values that carry the token (app.yaml `body: { accessToken: '{token}' }`):
   * `{token}` is filled by the transport with the token this very request sends, so a retry after
   * a refresh carries the new token in the body too, not only in the header.
   */
  tokenTemplates?: { data?: Record<string, string>; params?: Record<string, string> };
  /** Milliseconds before giving up; the client's `timeout` (10000) when absent. */
  timeout?: number;
  /** Lets the caller cancel; a cancelled request rejects with reason `aborted` and shows nothing. */
  signal?: AbortSignal;
  /** A page's adapter (api.adapter), applied after the app-wide one. */
  adapter?: BackendAdapter;
  /**
   * The caller shows every refusal itself (the workbench's try-it shows a 403 with its reason):
   * the error catalogue still logs the failure, signs out on 401 and refreshes on 402, but does
   * not leave the page for /403 nor toast.
   */
  showsRefusal?: boolean;
}

/** What every layer of the client implements: resolve with the envelope, or reject with `HttpError`. */
export type RequestFn = <T = unknown>(request: HttpRequest) => Promise<Envelope<T>>;

type Options = Omit<HttpRequest, 'url' | 'method' | 'data' | 'params'>;

/**
 * The HTTP client contract that data providers receive. Every method resolves with the envelope
 * (take `.data`) and rejects with an `HttpError` once the error catalogue has handled it.
 */
export interface HttpClient {
  request: RequestFn;
  get<T = unknown>(url: string, params?: Record<string, unknown>, options?: Options): Promise<Envelope<T>>;
  delete<T = unknown>(url: string, params?: Record<string, unknown>, options?: Options): Promise<Envelope<T>>;
  post<T = unknown>(url: string, data?: unknown, options?: Options): Promise<Envelope<T>>;
  put<T = unknown>(url: string, data?: unknown, options?: Options): Promise<Envelope<T>>;
  /**
   * Shows and logs an error the caller found in an answer the server sent successfully (an answer
   * that does not fit the mapping), exactly as a refused call is shown. Set by the error catalogue.
   */
  report?: (error: Error) => void;
}

/**
 * Builds the method shortcuts around one request function, so wrappers such as `withTokenRefresh`
 * only have to replace `request`.
 *
 * @example
 * const client = toHttpClient(request);
 * const { data } = await client.get<{ list: User[] }>('/userManagement/getList', { pageNo: 1 });
 */
export function toHttpClient(request: RequestFn, report?: (error: Error) => void): HttpClient {
  return {
    request,
    ...(report ? { report } : {}),
    get: (url, params, options) => request({ ...options, url, method: 'GET', params }),
    delete: (url, params, options) => request({ ...options, url, method: 'DELETE', params }),
    post: (url, data, options) => request({ ...options, url, method: 'POST', data }),
    put: (url, data, options) => request({ ...options, url, method: 'PUT', data }),
  };
}
