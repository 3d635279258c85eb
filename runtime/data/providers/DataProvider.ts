import type { ResourceApi } from '../../../schemas/types.gen';
import type { HttpClient } from '../HttpClient';

/** What a list page asks for: a 1-based page, its size, an optional sort and the search form's values. */
export interface ListParams {
  page: number;
  pageSize: number;
  sort?: { field: string; order: 'asc' | 'desc' };
  /** Search values; `undefined`, `null` and `''` mean "no filter" and are not sent. */
  filter?: Record<string, unknown>;
  /** Cancels the request, e.g. when a newer list request supersedes it; a cancelled call shows nothing. */
  signal?: AbortSignal;
}

/** One page of records and how many records match in all. */
export interface ListResult<T> {
  list: T[];
  total: number;
}

/**
 * How pages read and write records, whatever the back end speaks (the spec's envelope calls or
 * plain REST). Pages receive one as a typed object; nothing here is a module-level global.
 *
 * Every method fails the same way: the promise rejects with an `HttpError` (runtime/data). When
 * the server refused the call, the http client's error catalogue has already shown the message
 * (toast, or /403, or back to login on 401), so a caller only undoes its own optimistic change.
 * The two errors a provider makes itself — a malformed answer and a record that `getOne` cannot
 * find — are `HttpError`s too (status 500 and 404) but have not been shown to anyone. A save or
 * delete answered with a success status but not in the provider's shape rejects with an
 * `UnknownResultError` (an `HttpError`, reason `unknownResult`), already logged and shown as a
 * warning: it may or may not have happened, so the caller reloads what it shows and never says
 * the save succeeded.
 *
 * @example
 * const provider = createDataProvider('envelope', http);
 * const { list, total } = await provider.getList<Article>('table', { page: 1, pageSize: 20 });
 */
export interface DataProvider {
  /** One page of records. Rejects with `HttpError` (shown) when the server refuses. */
  getList<T>(resource: string, params: ListParams): Promise<ListResult<T>>;
  /** One record by id. Rejects with `HttpError`: shown when the server refuses, a silent 404 when absent. */
  getOne<T>(resource: string, id: string | number): Promise<T>;
  /** Creates a record; resolves with it when the server answers it. Rejects with `HttpError` (shown). */
  create<T>(resource: string, data: Record<string, unknown>): Promise<T | undefined>;
  /** Changes the given fields of a record. Rejects with `HttpError` (shown), 404 for an unknown id. */
  update<T>(resource: string, id: string | number, data: Record<string, unknown>): Promise<T | undefined>;
  /** Deletes one record. Rejects with `HttpError` (shown). */
  delete(resource: string, id: string | number): Promise<void>;
  /** Deletes several records; an empty list makes no call. Rejects with `HttpError` (shown). */
  deleteMany(resource: string, ids: readonly (string | number)[]): Promise<void>;
}

/**
 * What a plugin's `dataProviders` entry is: a factory that receives the runtime's http
 * client (token, refresh and the error catalogue already in it) and the page's resolved `api`
 * options, and returns a {@link DataProvider} that fails as that contract says.
 *
 * @example
 * const graphql: DataProviderFactory = ({ http }) => ({ getList: async (resource, params) => …, … });
 */
export type DataProviderFactory = (context: { http: HttpClient; api?: ResourceApi }) => DataProvider;
