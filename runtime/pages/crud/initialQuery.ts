import type { CrudPageConfig } from '../../../schemas/types.gen';
import type { CrudQuery } from './useCrudList';

/** The page size the schema allows at most (and the mock server serves). */
const MAX_PAGE_SIZE = 1000;

type SearchProperties = Record<string, { type?: string }>;
const searchProperties = (page: CrudPageConfig): SearchProperties =>
  (page.search?.schema as { properties?: SearchProperties } | undefined)?.properties ?? {};

function parseValue(raw: string, type: string | undefined): unknown {
  if (type === 'integer' || type === 'number') return Number(raw);
  if (type === 'boolean') return raw === 'true';
  if (type === 'array' || type === 'object') {
    try {
      return JSON.parse(raw);
    } catch {
      return undefined;
    }
  }
  return raw;
}

/**
 * A crud page's list query from the route's query (list state lives in the URL, so F5 and
 * a link bring the same list back): the search fields the page's search schema names
 * (`?role=Admin` from the roles page's links), `page`, `pageSize` (1–1000, else the configured
 * size, 20 by default) and `sort`/`order` on a sortable column. Anything else is ignored.
 *
 * @example initialQuery(usersPage, { username: 'ad', page: '2' }) // { page: 2, pageSize: 20, filter: { username: 'ad' } }
 */
export function initialQuery(page: CrudPageConfig, query: Record<string, string>): CrudQuery {
  const filter: Record<string, unknown> = {};
  const properties = searchProperties(page);
  for (const field of Object.keys(properties)) {
    const raw = query[field];
    if (raw === undefined || raw === '') continue;
    const value = parseValue(raw, properties[field]?.type);
    if (value !== undefined) filter[field] = value;
  }
  const asked = Number(query.pageSize);
  const pageSize =
    Number.isInteger(asked) && asked >= 1 && asked <= MAX_PAGE_SIZE ? asked : (page.pageSize ?? 20);
  const askedPage = Number(query.page);
  const result: CrudQuery = {
    page: Number.isInteger(askedPage) && askedPage >= 1 ? askedPage : 1,
    pageSize,
    filter,
  };
  const sortable = page.columns.some((c) => c.field === query.sort && c.sortable);
  if (sortable) result.sort = { field: query.sort, order: query.order === 'desc' ? 'desc' : 'asc' };
  return result;
}

/** The query keys a list's state uses on `page` (search fields, paging, sort). */
export function listQueryKeys(page: CrudPageConfig): Set<string> {
  return new Set([...Object.keys(searchProperties(page)), 'page', 'pageSize', 'sort', 'order']);
}

/**
 * The route query that brings `list` back (initialQuery's inverse): defaults are left out, so a
 * plain list keeps a plain URL; keys the list does not own (`others`) stay as they were.
 *
 * @example listSearch(usersPage, { page: 2, pageSize: 20, filter: { username: 'ad' } }, {}) // 'username=ad&page=2'
 */
export function listSearch(page: CrudPageConfig, list: CrudQuery, current: Record<string, string>): string {
  const own = listQueryKeys(page);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(current)) if (!own.has(key)) params.set(key, value);
  for (const [field, value] of Object.entries(list.filter)) {
    if (!own.has(field) || value === undefined || value === null || value === '') continue;
    params.set(field, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  if (list.page > 1) params.set('page', String(list.page));
  if (list.pageSize !== (page.pageSize ?? 20)) params.set('pageSize', String(list.pageSize));
  if (list.sort) {
    params.set('sort', list.sort.field);
    params.set('order', list.sort.order);
  }
  return params.toString();
}
