import type { Translate } from '../../lib/language';
import type { HttpClient, HttpMethod, HttpRequest } from '../HttpClient';
import { type MappedValue, mappingError } from '../mappingError';
import { readTotal } from '../readTotal';
import { type CallConfig, callRequest, pick } from './callApi';
import type { ApiConfig } from './createSessionApi';

/** A call of app.yaml `api` beyond the session's: its templates, and headers sent as written. */
interface ConfiguredCall extends CallConfig {
  headers?: Record<string, string>;
}

/** How an answer that does not fit is named, and where its texts come from. */
export interface ConsoleCallOptions {
  /** Looks up the texts of a mapping error (`jimu.http.*`): i18next's `t`. */
  t?: Translate;
}

/** The request of one configured call: {@link callRequest} and the call's headers. */
function configured(
  config: ConfiguredCall | undefined,
  defaults: { method: HttpMethod; url: string },
  values: Record<string, unknown>,
  fallbackBody?: unknown,
): HttpRequest {
  const request = callRequest(config, defaults, values, fallbackBody);
  if (config?.headers) request.headers = { ...config.headers };
  return request;
}

/** Without a query or a body of its own, a call sends `values` where its method puts parameters. */
function withValues(
  config: ConfiguredCall | undefined,
  defaults: { method: HttpMethod; url: string },
  values: Record<string, unknown>,
): HttpRequest {
  const request = configured(config, defaults, values);
  if (config?.query || config?.body) return request;
  const method = request.method ?? 'GET';
  if (method === 'GET' || method === 'DELETE') request.params = { ...values };
  else request.data = { ...values };
  return request;
}

/** Shows and logs an answer that does not fit (through `http.report`), and returns it to throw. */
function misfit(
  http: HttpClient,
  options: ConsoleCallOptions,
  problem: { call: string; what: MappedValue; path: string; key: string; url: string; body: unknown },
) {
  const error = mappingError({ ...problem, key: `app.yaml: ${problem.key}`, t: options.t });
  http.report?.(error);
  return error;
}

/** The header's notice calls; `read` and `clear` are absent when app.yaml turns them off. */
export interface NoticeCalls {
  /** The signed-in user's messages, as the answer lists them. */
  inbox(): Promise<unknown[]>;
  read?: (id: string | number) => Promise<void>;
  clear?: () => Promise<void>;
}

/**
 * The notices' calls as app.yaml `api.notices` says (GET /notice/inbox answering `data.list`,
 * POST /notice/read `{ id }`, POST /notice/clear by default), or undefined when `notices: false`:
 * the back end has none, and nothing may call it. Each call rejects with an `HttpError`; an inbox
 * answer without a list at its path is a `mapping` error naming `api.notices.inbox.list`, shown
 * and logged.
 *
 * @example const calls = noticeCalls(http, api); if (calls) items = await calls.inbox();
 */
export function noticeCalls(
  http: HttpClient,
  api: ApiConfig,
  options: ConsoleCallOptions = {},
): NoticeCalls | undefined {
  const notices = api.notices;
  if (notices === false) return undefined;
  const { inbox, read, clear } = notices ?? {};
  const calls: NoticeCalls = {
    async inbox() {
      const request = configured(inbox, { method: 'GET', url: '/notice/inbox' }, {});
      const answer = await http.request(request);
      const path = inbox?.list ?? 'data.list';
      const list = pick(answer, path);
      if (Array.isArray(list)) return list;
      const problem = { call: 'notices inbox', what: 'list' as const, path, url: request.url };
      throw misfit(http, options, { ...problem, key: 'api.notices.inbox.list', body: answer.data });
    },
  };
  if (read !== false) {
    calls.read = async (id) => {
      await http.request(withValues(read, { method: 'POST', url: '/notice/read' }, { id }));
    };
  }
  if (clear !== false) {
    calls.clear = async () => {
      await http.request(configured(clear, { method: 'POST', url: '/notice/clear' }, {}));
    };
  }
  return calls;
}

/**
 * The header search's call as app.yaml `api.search` says (GET /search/getList `{ value }`,
 * suggestions at `data.list`), or undefined when `search: false`. Rejects with an `HttpError`
 * (reason `aborted` when `signal` cancelled it); an answer without a list at its path is a
 * `mapping` error naming `api.search.list`, shown and logged.
 *
 * @example const search = searchCall(http, api); const found = await search?.('用户', signal);
 */
export function searchCall(
  http: HttpClient,
  api: ApiConfig,
  options: ConsoleCallOptions = {},
): ((value: string, signal?: AbortSignal) => Promise<unknown[]>) | undefined {
  const search = api.search;
  if (search === false) return undefined;
  return async (value, signal) => {
    const request = withValues(search, { method: 'GET', url: '/search/getList' }, { value });
    const answer = await http.request({ ...request, signal });
    const path = search?.list ?? 'data.list';
    const list = pick(answer, path);
    if (Array.isArray(list)) return list;
    const problem = { call: 'search', what: 'list' as const, path, url: request.url };
    throw misfit(http, options, { ...problem, key: 'api.search.list', body: answer.data });
  };
}

/**
 * The upload call as app.yaml `api.upload` says (POST /upload, multipart, the file in `file`,
 * its address at `data.url` or `data` when that is text), to `url` instead of the configured one
 * when a field names its own endpoint; undefined when `upload: false`. Resolves with the stored
 * file's address; rejects with an `HttpError` — an answer without an address is a `mapping` error
 * naming `api.upload.fileUrl`, shown and logged.
 *
 * @example const upload = uploadCall(http, api); const address = await upload?.(file);
 */
export function uploadCall(
  http: HttpClient,
  api: ApiConfig,
  options: ConsoleCallOptions & { url?: string } = {},
): ((file: Blob, name?: string) => Promise<string>) | undefined {
  const upload = api.upload;
  if (upload === false) return undefined;
  return async (file, name) => {
    const request = configured(upload, { method: 'POST', url: '/upload' }, {});
    if (options.url) request.url = options.url;
    const body = new FormData();
    for (const [key, value] of Object.entries((request.data ?? {}) as Record<string, unknown>))
      body.append(key, String(value));
    body.append(upload?.field ?? 'file', file, name ?? (file as File).name);
    const answer = await http.request({ ...request, data: body });
    const path = upload?.fileUrl ?? 'data.url';
    const address =
      upload?.fileUrl === undefined && typeof answer.data === 'string' ? answer.data : pick(answer, path);
    if (typeof address === 'string' && address !== '') return address;
    const problem = { call: 'upload', what: 'fileUrl' as const, path, url: request.url };
    throw misfit(http, options, { ...problem, key: 'api.upload.fileUrl', body: answer.data });
  };
}

/**
 * The value of one of app.yaml's `api.sources`: its call sent as configured (any method, query,
 * body, headers), its answer read at `total` like a list's total (a number, numeric text or a
 * Content-Range) or at `value` as it is (default `data`). Rejects with an `HttpError`; a source
 * that is not configured, or an answer without a value at the path, is a `mapping` error naming
 * the key, shown and logged.
 *
 * @example const users = await readSource(http, api, 'users'); // 30
 */
export async function readSource(
  http: HttpClient,
  api: ApiConfig,
  name: string,
  options: ConsoleCallOptions = {},
): Promise<unknown> {
  const source = api.sources?.[name];
  const key = `api.sources.${name}`;
  if (!source) {
    const problem = { call: `source ${name}`, what: 'value' as const, path: '', url: '' };
    throw misfit(http, options, { ...problem, key, body: undefined });
  }
  const request = configured(source, { method: 'GET', url: source.url }, {});
  const answer = await http.request(request);
  const call = `source ${name}`;
  if (source.total !== undefined) {
    const total = readTotal(pick(answer, source.total));
    if (total !== undefined) return total;
    const problem = { call, what: 'total' as const, path: source.total, url: request.url };
    throw misfit(http, options, { ...problem, key: `${key}.total`, body: answer.data });
  }
  const path = source.value ?? 'data';
  const value = pick(answer, path);
  if (value !== undefined) return value;
  const problem = { call, what: 'value' as const, path, url: request.url };
  throw misfit(http, options, { ...problem, key: `${key}.value`, body: answer.data });
}
