import type { ListParams } from './DataProvider';
import { listFilter } from './listFilter';
import type { BaseKind, ResolvedList } from './mappedCalls';

type Row = Record<string, unknown>;
type Operator = 'eq' | 'like' | 'gte' | 'lte' | 'ne';

const OPERATOR_SUFFIX: Record<Operator, string> = {
  eq: '',
  like: '_like',
  gte: '_gte',
  lte: '_lte',
  ne: '_ne',
};
const POSTGREST_OPERATOR: Record<Operator, string> = {
  eq: 'eq',
  like: 'ilike',
  gte: 'gte',
  lte: 'lte',
  ne: 'neq',
};

/** json-server reads `_like` as a regular expression; typed search text is literal. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** SQL LIKE reads `%`, `_` and `\` as pattern characters; typed search text is literal. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');
/** A value inside PostgREST's `in.(…)` list, quoted when it holds a character of the list syntax. */
const listItem = (value: unknown) => {
  const text = String(value);
  return /[,()"\\:.\s]/.test(text) ? `"${text.replace(/[\\"]/g, '\\$&')}"` : text;
};

/**
 * One search value in PostgREST's syntax: the operator before a dot (`eq.1`, `neq.1`, `gte.5`),
 * text searched as a case-insensitive substring (`ilike.*vue*`), a list as `in.(a,b)`.
 *
 * @example postgrestFilter('like', 'Vue'); // 'ilike.*Vue*'
 */
export function postgrestFilter(operator: Operator, value: unknown): string {
  if (Array.isArray(value))
    return `${operator === 'ne' ? 'not.in' : 'in'}.(${value.map(listItem).join(',')})`;
  if (operator === 'like') return `ilike.*${escapeLike(String(value))}*`;
  return `${POSTGREST_OPERATOR[operator]}.${String(value)}`;
}

/** What one list request sends: its parameters (query or body, as the call says) and headers. */
export interface ListRequest {
  values: Row;
  headers: Record<string, string>;
}

/**
 * The parameters and headers of one list request as its resolved call says: each search value
 * by its field's rule — parameter name and operator, written json-server's way (`title_like`) or
 * PostgREST's (`title=ilike.*vue*`) — the page as a page number, an offset or a `Range` header,
 * and the sort (the user's, else the call's default) as two parameters or one from `sortValue`.
 * A rest page searches text by substring unless its rule says otherwise.
 *
 * @example
 * listRequest('rest', resolveList('rest', { paging: 'range', filters: 'postgrest' }), { page: 2, pageSize: 10 });
 * // { values: {}, headers: { 'Range-Unit': 'items', Range: '10-19' } }
 */
export function listRequest(kind: BaseKind, call: ResolvedList, params: ListParams): ListRequest {
  const values: Row = {};
  const headers: Record<string, string> = { ...call.headers };
  for (const [field, value] of Object.entries(listFilter(params.filter))) {
    const rule = call.search[field];
    const operator = rule?.operator ?? (kind === 'rest' && typeof value === 'string' ? 'like' : 'eq');
    if (call.filters === 'postgrest') {
      values[rule?.param ?? field] = postgrestFilter(operator, value);
      continue;
    }
    values[rule?.param ?? `${field}${OPERATOR_SUFFIX[operator]}`] =
      kind === 'rest' && operator === 'like' && typeof value === 'string' ? escapeRegExp(value) : value;
  }
  const first = (params.page - 1) * params.pageSize;
  if (call.paging === 'range') {
    headers['Range-Unit'] = 'items';
    headers.Range = `${first}-${first + params.pageSize - 1}`;
  } else {
    values[call.page] = call.paging === 'offset' ? first : params.page;
    values[call.pageSize] = params.pageSize;
  }
  const sort =
    params.sort ?? (call.sort ? { field: call.sort.field, order: call.sort.order ?? 'asc' } : undefined);
  if (sort && call.sortValue)
    values[call.sortField] = call.sortValue
      .replaceAll('{field}', sort.field)
      .replaceAll('{order}', sort.order);
  else if (sort) Object.assign(values, { [call.sortField]: sort.field, [call.sortOrder]: sort.order });
  return { values, headers };
}
