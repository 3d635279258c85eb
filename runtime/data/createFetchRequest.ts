import type { Translate } from '../lib/language';
import { fetchOrEarly } from './earlyAnswers';
import type { BackendAdapter, Envelope, HttpRequest, RawAnswer, RequestFn } from './HttpClient';
import { HttpError } from './HttpError';
import { httpMessage, statusMessage, untranslated } from './messages';
import { qsOptions, qsStringifyOptions } from './qsOptions';
import { type EnvelopeFields, readEnvelope } from './readEnvelope';
import { stringifyFlat } from './stringifyFlat';

/** Turns request bodies into what goes on the wire and answers back (RSA). */
export interface BodyCodec {
  /** The value to send as JSON instead of `data`. */
  encode(data: unknown, url: string): Promise<unknown>;
  /** The parsed answer body, decoded; bodies the codec does not recognise come back unchanged. */
  decode(body: unknown, url: string): Promise<unknown>;
}

/** Options of the bare fetch transport; the defaults are the app.http defaults. */
export interface FetchRequestOptions extends Partial<EnvelopeFields> {
  baseURL?: string;
  timeout?: number;
  /** The fetch to call; tests hand in a double. Defaults to the global fetch. */
  fetch?: typeof fetch;
  getToken?: () => string | null | undefined;
  /** Looks up the error texts (`jimu.http.*`): i18next's `t`, in the console's current language. */
  t?: Translate;
  /** Loading indicator for saving calls: URLs containing doEdit. */
  onLoading?: (state: 'start' | 'stop', url: string) => void;
  codec?: BodyCodec;
  /** How the token travels (app.yaml api.token); default header `Authorization: Bearer {token}`. */
  tokenTransport?: TokenTransport;
  /** The app-wide adapter (api.adapter); resolved when the first request needs it. */
  adapter?: () => Promise<BackendAdapter | undefined> | BackendAdapter | undefined;
}

/** Where the token goes: a header, a query parameter or a body field, its value a `{token}` template. */
export interface TokenTransport {
  in?: 'header' | 'query' | 'body';
  name?: string;
  value?: string;
}

const absoluteURL = /^([a-z][a-z\d+.-]*:)?\/\//i;

let qsModule: Promise<typeof import('qs')> | undefined;
/**
 * Loads qs (with its side-channel helpers): on the first request that has query
 * parameters or a form body, not with the sign-in screen, which sends neither. A screen that is
 * about to send such a request (a list page) may call it ahead, so the two loads overlap.
 *
 * @example void loadQs(); // warm up while the list page's own code loads
 */
export const loadQs = (): Promise<typeof import('qs')> => {
  qsModule ??= import('qs').then((m) => m.default ?? m);
  return qsModule;
};

/** Joins base and path and merges `params` into any query string the path already has. */
async function buildURL(
  baseURL: string,
  url: string,
  params: Record<string, unknown> | undefined,
): Promise<string> {
  const full = absoluteURL.test(url) ? url : `${baseURL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
  if (!params) return full;
  const [path, query = ''] = full.split('?', 2);
  // Most requests (a list page: page, size, filters) are flat and need no qs download.
  const flat = query === '' ? stringifyFlat(params) : undefined;
  if (flat !== undefined) return flat ? `${path}?${flat}` : path;
  const qs = await loadQs();
  const merged = { ...qs.parse(query, qsOptions), ...params };
  const search = qs.stringify(merged, qsStringifyOptions);
  return search ? `${path}?${search}` : path;
}

function isWireBody(data: unknown): data is BodyInit {
  return (
    typeof data === 'string' ||
    (typeof FormData !== 'undefined' && data instanceof FormData) ||
    (typeof Blob !== 'undefined' && data instanceof Blob) ||
    data instanceof URLSearchParams ||
    data instanceof ArrayBuffer
  );
}

const UNREADABLE = Symbol('unreadable');

/**
 * The parsed body; a body that says it is JSON (by its content type, or by starting like JSON)
 * but does not parse — cut off, garbled — is `UNREADABLE`, never taken for a text answer.
 */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    const type = response.headers.get('Content-Type') ?? '';
    return /json/i.test(type) || /^\s*[[{]/.test(text) ? UNREADABLE : text;
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !isWireBody(value);

/** Fills the request's `{token}` templates (app.yaml call bodies and queries) with the token it sends. */
function fillTokenTemplates(req: HttpRequest, token: string): HttpRequest {
  const templates = req.tokenTemplates;
  if (!templates) return req;
  const fill = (values: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, value.replaceAll('{token}', token)]),
    );
  const out = { ...req };
  if (templates.params) out.params = { ...req.params, ...fill(templates.params) };
  if (templates.data && (req.data === undefined || isPlainObject(req.data)))
    out.data = { ...req.data, ...fill(templates.data) };
  return out;
}

/** Puts the token where the transport says; the header form is today's `Authorization: Bearer`. */
function placeToken(req: HttpRequest, token: string, transport: TokenTransport): HttpRequest {
  const value = (transport.value ?? 'Bearer {token}').replaceAll('{token}', token);
  const name = transport.name ?? 'Authorization';
  if (transport.in === 'query') return { ...req, params: { ...req.params, [name]: value } };
  if (transport.in === 'body' && (req.data === undefined || isPlainObject(req.data)))
    return { ...req, data: { ...req.data, [name]: value } };
  return { ...req, headers: { [name]: value, ...req.headers } };
}

/**
 * The bottom layer of the HTTP client: one fetch per request, with the token as
 * `Authorization: Bearer …`, JSON (UTF-8) or form bodies, `qs` query strings, a timeout through
 * AbortController, and the answer read against the envelope. Resolves with the envelope
 * on success; rejects with `HttpError` otherwise — status and message from the body, else from
 * the status table, status 0 with the CORS/address text when nothing answered.
 * It reacts to nothing: toasts, redirects and refreshes are the wrappers' job.
 *
 * @example
 * const request = createFetchRequest({ baseURL: 'http://localhost:10000', getToken: () => token });
 * const { data } = await request<{ list: unknown[] }>({ url: '/table/getList', params: { pageNo: 1 } });
 */
export function createFetchRequest(options: FetchRequestOptions = {}): RequestFn {
  const fields: EnvelopeFields = {
    codeField: options.codeField ?? 'code',
    msgField: options.msgField ?? 'msg',
    successCodes: options.successCodes ?? [200, 0, '200', '0'],
  };
  const t = options.t ?? untranslated;

  async function encodeBody(
    req: HttpRequest,
    url: string,
  ): Promise<[BodyInit | undefined, string | undefined]> {
    const method = req.method ?? 'GET';
    if (req.data === undefined || method === 'GET') return [undefined, undefined];
    if (isWireBody(req.data)) return [req.data, undefined];
    if (req.bodyType === 'form') {
      const form = 'application/x-www-form-urlencoded;charset=UTF-8';
      const flat = stringifyFlat(req.data as Record<string, unknown>);
      if (flat !== undefined) return [flat, form];
      const qs = await loadQs();
      return [qs.stringify(req.data, qsStringifyOptions), form];
    }
    const payload = options.codec ? await options.codec.encode(req.data, url) : req.data;
    return [JSON.stringify(payload), 'application/json;charset=UTF-8'];
  }

  async function send<T>(req: HttpRequest, url: string, adapters: BackendAdapter[]): Promise<Envelope<T>> {
    const [body, contentType] = await encodeBody(req, url);
    // What a toast names: the call as asked, its query left out (it may carry the token).
    const call = `${req.method ?? 'GET'} ${req.url.split('?', 1)[0]}`;
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (contentType) headers['Content-Type'] = contentType;

    const timeout = req.timeout ?? options.timeout ?? 10000;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeout);
    const cancel = () => controller.abort();
    if (req.signal?.aborted) controller.abort();
    req.signal?.addEventListener('abort', cancel, { once: true });

    let status: number;
    let parsed: unknown;
    let responseHeaders: Headers;
    try {
      const init = { method: req.method ?? 'GET', headers: { ...headers, ...req.headers }, body };
      const response = await fetchOrEarly(
        url,
        { ...init, signal: controller.signal },
        options.fetch ?? fetch,
      );
      status = response.status;
      responseHeaders = response.headers;
      parsed = await readBody(response);
    } catch (cause) {
      if (timedOut) {
        const message = httpMessage('timeout', t, { timeout, url: req.url });
        throw new HttpError({ status: 0, reason: 'timeout', message, url, cause, call });
      }
      if (req.signal?.aborted)
        throw new HttpError({ status: 0, reason: 'aborted', message: 'aborted', url, cause });
      throw new HttpError({
        status: 0,
        reason: 'network',
        message: httpMessage('unknownError', t),
        logHint: httpMessage('corsHint', t),
        url,
        cause,
        call,
      });
    } finally {
      clearTimeout(timer);
      req.signal?.removeEventListener('abort', cancel);
    }

    if (parsed === UNREADABLE) {
      const write = (req.method ?? 'GET') !== 'GET';
      const message = httpMessage(write ? 'unreadableWrite' : 'unreadable', t, { url: req.url });
      throw new HttpError({ status: 0, reason: 'unreadable', message, url, call });
    }
    let decoded = options.codec ? await options.codec.decode(parsed, url) : parsed;
    for (const adapter of adapters) {
      if (adapter.response)
        decoded = adapter.response(decoded, { request: req, status, headers: responseHeaders });
    }
    const read = readEnvelope(decoded, status, fields);
    if (read.ok) {
      const envelope: Envelope<T> = { code: 200, msg: read.message ?? '', data: read.data as T };
      const raw: RawAnswer = { body: decoded, headers: responseHeaders, plain: read.plain === true };
      // Not enumerable: the envelope stays `{ code, msg, data }` when compared, logged or serialised.
      Object.defineProperty(envelope, 'headers', { value: responseHeaders, enumerable: false });
      Object.defineProperty(envelope, 'raw', { value: raw, enumerable: false });
      return envelope;
    }
    const message = read.message ?? statusMessage(read.status, t);
    throw new HttpError({ status: read.status, message, url, body: decoded, call });
  }

  return async <T = unknown>(asked: HttpRequest): Promise<Envelope<T>> => {
    const appAdapter = options.adapter ? await options.adapter() : undefined;
    const adapters = [appAdapter, asked.adapter].filter((a): a is BackendAdapter => a !== undefined);
    const token = asked.token === undefined ? options.getToken?.() : asked.token;
    let req = fillTokenTemplates(asked, token ?? '');
    if (token) req = placeToken(req, token, options.tokenTransport ?? {});
    for (const adapter of adapters) if (adapter.request) req = await adapter.request(req);
    const url = await buildURL(options.baseURL ?? '/', req.url, req.params);
    const loading = req.url.includes('doEdit');
    if (loading) options.onLoading?.('start', url);
    try {
      return await send<T>(req, url, adapters);
    } finally {
      if (loading) options.onLoading?.('stop', url);
    }
  };
}
