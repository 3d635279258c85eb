import type { Translate } from '../../lib/language';
import type { HttpClient } from '../HttpClient';
import { HttpError } from '../HttpError';
import { mappingError } from '../mappingError';
import type { DataProvider, ListResult } from './DataProvider';
import { listFilter } from './listFilter';
import { checkWrite } from './writeAnswer';

type Row = Record<string, unknown>;
type ListFailure = (url: string, data: unknown) => HttpError;

/** Where the page's mapping lives and how to show an answer that does not fit it. */
export interface BuiltInProviderOptions {
  /** `pages/users.yaml`, named in the message of an answer that does not fit. */
  where?: string;
  /** Looks up the texts of a mapping error (`jimu.http.*`): i18next's `t`. */
  t?: Translate;
}

/** The error of a list answer without rows, shown and logged through `http.report`. */
export function listFailure(
  http: HttpClient,
  call: string,
  path: string,
  options: BuiltInProviderOptions,
): ListFailure {
  return (url, data) => {
    const key = options.where ? `${options.where}: api.list.rows` : 'api.list.rows';
    const error = mappingError({
      call,
      what: 'rows',
      path,
      key,
      url,
      body: data,
      t: options.t,
    });
    http.report?.(error);
    return error;
  };
}

/** The largest page the mock server (and the spec's back ends) answer; getOne reads one such page. */
const LOOKUP_PAGE_SIZE = 1000;

function readList<T>(data: unknown, url: string, fail: ListFailure): ListResult<T> {
  const page = data as { list?: unknown; total?: unknown } | undefined;
  if (!page || !Array.isArray(page.list)) throw fail(url, data);
  const total = Number(page.total);
  return { list: page.list as T[], total: Number.isFinite(total) ? total : page.list.length };
}

/**
 * The data provider for the spec's envelope back end (docs/mock-server.md):
 * `GET /<resource>/getList` with `pageNo`, `pageSize`, the filters and `sortField`/`sortOrder`,
 * answering `data { list, total }`; `POST /<resource>/doEdit` creates (no `id`) or updates (with
 * `id`); `POST /<resource>/doDelete` with `{ ids }`. There is no detail call, so `getOne` filters
 * the list by `id` and keeps the record whose id is exactly the one asked for (string filters
 * match substrings). Records are identified by their `id` field, as doEdit and doDelete require.
 * Fails as {@link DataProvider} says; an answer without `data.list` is a `mapping` error that
 * names the key to set (`pages/<page>.yaml: api.list.rows`), shown and logged. A save or delete
 * must be answered with an envelope (the code field with a success code; `data` may be null or
 * absent): anything else — a bare `"ok"`, an object without the code field, no body — rejects
 * with an `UnknownResultError`, shown as a warning and logged.
 *
 * @example
 * const provider = createEnvelopeDataProvider(http);
 * await provider.update('table', 3, { switch: false }); // POST /table/doEdit { switch: false, id: 3 }
 */
export function createEnvelopeDataProvider(
  http: HttpClient,
  options: BuiltInProviderOptions = {},
): DataProvider {
  const path = (resource: string, call: string) => `/${resource}/${call}`;
  const fail = (resource: string) => listFailure(http, `${resource} list`, 'data.list', options);
  const write = async <T>(url: string, body: Row) =>
    checkWrite(
      http,
      await http.post<T>(url, body),
      { method: 'POST', path: url, expected: 'envelope' },
      options.t,
    );
  return {
    async getList<T>(resource: string, params: Parameters<DataProvider['getList']>[1]) {
      const url = path(resource, 'getList');
      const query: Row = { ...listFilter(params.filter), pageNo: params.page, pageSize: params.pageSize };
      if (params.sort) Object.assign(query, { sortField: params.sort.field, sortOrder: params.sort.order });
      const { data } = await http.get(url, query, { signal: params.signal });
      return readList<T>(data, url, fail(resource));
    },
    async getOne<T>(resource: string, id: string | number) {
      const url = path(resource, 'getList');
      const { data } = await http.get(url, { id, pageNo: 1, pageSize: LOOKUP_PAGE_SIZE });
      const found = readList<Row>(data, url, fail(resource)).list.find(
        (row) => String(row.id) === String(id),
      );
      if (!found) throw new HttpError({ status: 404, message: `${resource}: no record with id ${id}`, url });
      return found as T;
    },
    async create<T>(resource: string, data: Row) {
      const { id: _ignored, ...fields } = data;
      return (await write<T>(path(resource, 'doEdit'), fields)).data ?? undefined;
    },
    async update<T>(resource: string, id: string | number, data: Row) {
      return (await write<T>(path(resource, 'doEdit'), { ...data, id })).data ?? undefined;
    },
    async delete(resource, id) {
      await write(path(resource, 'doDelete'), { ids: [id] });
    },
    async deleteMany(resource, ids) {
      if (ids.length === 0) return;
      await write(path(resource, 'doDelete'), { ids: [...ids] });
    },
  };
}
