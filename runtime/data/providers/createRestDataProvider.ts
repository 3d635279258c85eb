import type { Envelope, HttpClient, HttpMethod } from '../HttpClient';
import { readTotal } from '../readTotal';
import { type BuiltInProviderOptions, listFailure } from './createEnvelopeDataProvider';
import type { DataProvider, ListParams } from './DataProvider';
import { listFilter } from './listFilter';
import { checkWrite } from './writeAnswer';

type Row = Record<string, unknown>;

/** json-server treats `_like` values as regular expressions; typed search text is literal. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * json-server's query for one list page: `_page`, `_limit`, `_sort`, `_order`; text filters as
 * `<field>_like` (case-insensitive substring, as the envelope server matches), other values exact.
 *
 * @example
 * restListQuery({ page: 2, pageSize: 10, filter: { title: 'a.b' } }); // { title_like: 'a\\.b', _page: 2, _limit: 10 }
 */
export function restListQuery(params: ListParams): Row {
  const query: Row = {};
  for (const [key, value] of Object.entries(listFilter(params.filter))) {
    if (typeof value === 'string') query[`${key}_like`] = escapeRegExp(value);
    else query[key] = value;
  }
  Object.assign(query, { _page: params.page, _limit: params.pageSize });
  if (params.sort) Object.assign(query, { _sort: params.sort.field, _order: params.sort.order });
  return query;
}

/**
 * The data provider for a plain REST back end as json-server serves it: `GET /<resource>` with
 * {@link restListQuery}, the total from the `X-Total-Count` header (the list's length when a
 * server sends none); `GET`, `PATCH` (only the changed fields) and `DELETE /<resource>/<id>`;
 * `POST /<resource>` to create. REST has no bulk delete, so `deleteMany` sends one DELETE per id
 * in turn and stops at the first failure — the ids before it are gone, so reload the list
 * afterwards either way. Fails as {@link DataProvider} says. A create or update must answer a JSON
 * object (json-server answers the saved record) or nothing at all; anything else — a bare
 * `"ok"`, an array, a number — rejects with an `UnknownResultError`, shown as a warning and
 * logged. A delete's success status is its answer: any body is accepted.
 *
 * @example
 * const provider = createRestDataProvider(http);
 * const { list, total } = await provider.getList('table', { page: 1, pageSize: 20, filter: { title: 'vue' } });
 */
export function createRestDataProvider(http: HttpClient, options: BuiltInProviderOptions = {}): DataProvider {
  const one = (resource: string, id: string | number) => `/${resource}/${encodeURIComponent(String(id))}`;
  const saved = <T>(answer: Envelope<T>, method: HttpMethod, path: string) =>
    checkWrite(http, answer, { method, path, expected: 'record' }, options.t).data ?? undefined;
  return {
    async getList<T>(resource: string, params: ListParams) {
      const url = `/${resource}`;
      const envelope = await http.get<unknown>(url, restListQuery(params), { signal: params.signal });
      if (!Array.isArray(envelope.data))
        throw listFailure(http, `${resource} list`, 'data', options)(url, envelope.data);
      const total = readTotal(envelope.headers?.get('X-Total-Count')) ?? envelope.data.length;
      return { list: envelope.data as T[], total };
    },
    async getOne<T>(resource: string, id: string | number) {
      return (await http.get<T>(one(resource, id))).data;
    },
    async create<T>(resource: string, data: Row) {
      const url = `/${resource}`;
      return saved(await http.post<T>(url, data), 'POST', url);
    },
    async update<T>(resource: string, id: string | number, data: Row) {
      const url = one(resource, id);
      return saved(await http.request<T>({ url, method: 'PATCH', data }), 'PATCH', url);
    },
    async delete(resource, id) {
      await http.delete(one(resource, id));
    },
    async deleteMany(resource, ids) {
      // One at a time: a refusal stops the rest, so the user sees one message, not one per id.
      for (const id of ids) await http.delete(one(resource, id));
    },
  };
}
