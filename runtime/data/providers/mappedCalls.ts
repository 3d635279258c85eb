import type { ResourceApi } from '../../../schemas/types.gen';
import type { HttpMethod } from '../HttpClient';

/** The provider dialect whose calls fill in what a page's `api` leaves out. */
export type BaseKind = 'envelope' | 'rest';

export type ListCall = NonNullable<ResourceApi['list']>;
export type RecordCall = NonNullable<ResourceApi['get']>;
export type DeleteCall = NonNullable<ResourceApi['delete']>;

/** A list call with every default filled in. */
export interface ResolvedList {
  method: HttpMethod;
  url: string;
  in: 'query' | 'body';
  headers: Record<string, string>;
  paging: 'page' | 'offset' | 'range';
  page: string;
  pageSize: string;
  sortField: string;
  sortOrder: string;
  /** The sort parameter's value as a template of `{field}` and `{order}`; no sortOrder parameter then. */
  sortValue?: string;
  filters: 'suffix' | 'postgrest';
  rows: string;
  total: string;
  /** Whether `total` was configured: a configured total that is missing is a mapping error. */
  totalSet: boolean;
  search: NonNullable<ListCall['search']>;
  sort?: ListCall['sort'];
}

const placeOf = (method: HttpMethod, given?: 'query' | 'body') =>
  given ?? (method === 'GET' || method === 'DELETE' ? 'query' : 'body');

/**
 * A page's list call over its provider's own (envelope: GET /{resource}/getList with pageNo,
 * pageSize, sortField, sortOrder, answering data.list and data.total; rest: GET /{resource} with
 * _page, _limit, _sort, _order, answering an array and X-Total-Count). Offset paging names its
 * parameters offset and limit unless config names them.
 *
 * @example resolveList('envelope', { method: 'POST', total: 'totalCount', rows: 'data' }).page; // 'pageNo'
 */
export function resolveList(kind: BaseKind, call: ListCall): ResolvedList {
  const rest = kind === 'rest';
  const method = call.method ?? 'GET';
  const paging = call.paging ?? 'page';
  const offset = paging === 'offset';
  return {
    method,
    url: call.url ?? (rest ? '/{resource}' : '/{resource}/getList'),
    in: placeOf(method, call.in),
    headers: call.headers ?? {},
    paging,
    page: call.page ?? (offset ? 'offset' : rest ? '_page' : 'pageNo'),
    pageSize: call.pageSize ?? (offset ? 'limit' : rest ? '_limit' : 'pageSize'),
    sortField: call.sortField ?? (rest ? '_sort' : 'sortField'),
    sortOrder: call.sortOrder ?? (rest ? '_order' : 'sortOrder'),
    sortValue: call.sortValue,
    filters: call.filters ?? 'suffix',
    rows: call.rows ?? (rest ? 'data' : 'data.list'),
    total: call.total ?? (rest ? 'header:X-Total-Count' : 'data.total'),
    totalSet: call.total !== undefined,
    search: call.search ?? {},
    sort: call.sort,
  };
}

/** A record call (get, create, update) with its defaults. */
export function resolveRecord(kind: BaseKind, op: 'get' | 'create' | 'update', call: RecordCall) {
  const rest = kind === 'rest';
  const defaults: Record<typeof op, [HttpMethod, string]> = rest
    ? {
        get: ['GET', '/{resource}/{id}'],
        create: ['POST', '/{resource}'],
        update: ['PATCH', '/{resource}/{id}'],
      }
    : {
        get: ['GET', '/{resource}/getList'],
        create: ['POST', '/{resource}/doEdit'],
        update: ['POST', '/{resource}/doEdit'],
      };
  const method = call.method ?? defaults[op][0];
  return {
    method,
    url: call.url ?? defaults[op][1],
    in: placeOf(method, call.in),
    headers: call.headers ?? {},
    record: call.record ?? (rest ? 'data' : op === 'get' ? 'data.list' : 'data'),
    recordSet: call.record !== undefined,
    id: call.id,
  };
}

/** A delete call with its defaults: envelope POST /{resource}/doDelete { ids: [..] }, rest DELETE per id. */
export function resolveDelete(kind: BaseKind, call: DeleteCall) {
  const rest = kind === 'rest';
  const method = call.method ?? (rest ? 'DELETE' : 'POST');
  const url = call.url ?? (rest ? '/{resource}/{id}' : '/{resource}/doDelete');
  return {
    method,
    url,
    in: placeOf(method, call.in),
    headers: call.headers ?? {},
    payload: call.payload ?? (url.includes('{id}') ? 'each' : 'array'),
    field: call.field ?? 'ids',
  };
}

/** Fills `{resource}` and `{id}` in a configured url, each value escaped as one path segment. */
export function fillUrl(url: string, values: { resource: string; id?: string | number }): string {
  return url
    .replaceAll('{resource}', values.resource)
    .replaceAll('{id}', values.id === undefined ? '' : encodeURIComponent(String(values.id)));
}
