import { ApiError } from '../http/envelope';
import type { RecordTypes } from './recordTypes';

type Row = Record<string, unknown>;

/** Query keys that steer a list rather than filter it. */
const CONTROL_KEYS = new Set(['pageNo', 'pageSize', 'sortField', 'sortOrder']);
/** Largest page a client may ask for. */
export const MAX_PAGE_SIZE = 1000;

function positiveInteger(query: Record<string, unknown>, key: string, fallback: number, max: number): number {
  const raw = query[key];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw new ApiError(400, `参数 ${key} 应为 1 到 ${max} 之间的整数`);
  }
  return value;
}

/**
 * Refuses (400) a query that filters or sorts on a secret field (a password hash): answering it
 * would tell hash prefixes apart, one request at a time.
 *
 * @example
 * assertNoSecretQuery({ password: 'scrypt$' }, ['password']); // throws ApiError 400
 */
export function assertNoSecretQuery(query: Record<string, unknown>, secret: readonly string[] = []): void {
  if (secret.length === 0) return;
  const hidden = new Set(secret.map((field) => field.toLowerCase()));
  const named = Object.keys(query).map((key) => key.replace(/_(like|ne|gte|lte)$/, ''));
  for (const key of ['sortField', '_sort'])
    if (typeof query[key] === 'string') named.push(query[key] as string);
  const found = named.find((key) => hidden.has(key.toLowerCase()));
  if (found !== undefined) throw new ApiError(400, `参数 ${found} 不能用于筛选或排序`);
}

/**
 * Filters rows by the query: a string field matches a case-insensitive substring (title,
 * username, account, role), a number or boolean field an exact value, an array field (`roles`,
 * also reachable as `role`) one of its items. Unknown keys are ignored, as json-server does;
 * a value of the wrong type is a 400 naming the parameter.
 *
 * @example
 * filterRows('users', users, { username: 'ad' }, types); // admin
 */
export function filterRows(
  collection: string,
  rows: Row[],
  query: Record<string, unknown>,
  types: RecordTypes,
): Row[] {
  const tests: ((row: Row) => boolean)[] = [];
  for (const [key, raw] of Object.entries(query)) {
    if (CONTROL_KEYS.has(key) || key.startsWith('_') || raw === undefined || raw === '') continue;
    if (typeof raw !== 'string') throw new ApiError(400, `参数 ${key} 应为字符串`);
    let field = key;
    let type = types.fieldType(collection, rows, key);
    if (!type && types.fieldType(collection, rows, `${key}s`) === 'array') {
      field = `${key}s`;
      type = 'array';
    }
    if (type === 'string') {
      const needle = raw.toLowerCase();
      tests.push(
        (row) => typeof row[field] === 'string' && (row[field] as string).toLowerCase().includes(needle),
      );
    } else if (type === 'number') {
      const wanted = Number(raw);
      if (Number.isNaN(wanted)) throw new ApiError(400, `参数 ${key} 应为数字`);
      tests.push((row) => row[field] === wanted);
    } else if (type === 'boolean') {
      if (raw !== 'true' && raw !== 'false') throw new ApiError(400, `参数 ${key} 应为 true 或 false`);
      tests.push((row) => row[field] === (raw === 'true'));
    } else if (type === 'array') {
      tests.push((row) => Array.isArray(row[field]) && (row[field] as unknown[]).map(String).includes(raw));
    }
  }
  return tests.length === 0 ? rows : rows.filter((row) => tests.every((test) => test(row)));
}

const collator = new Intl.Collator('zh-CN', { numeric: true });

function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  // A missing value counts as the largest: last when ascending, first when descending.
  if (a === undefined || a === null) return 1;
  if (b === undefined || b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

/**
 * Rows ordered by `sortField` (`sortOrder` asc, the default, or desc): numbers by value, text
 * with a numeric-aware collation, so a list page sorts on the server across all pages. The
 * sort is stable (ties keep their stored order) and works on a copy. No `sortField`: unchanged.
 *
 * @example
 * sortRows(rows, { sortField: 'pageViews', sortOrder: 'desc' }); // most viewed first
 */
export function sortRows(rows: Row[], query: Record<string, unknown>): Row[] {
  const field = query.sortField;
  if (field === undefined || field === '') return rows;
  if (typeof field !== 'string' || !/^[A-Za-z_$][\w$]*$/.test(field)) {
    throw new ApiError(400, '参数 sortField 应为字段名');
  }
  const order = query.sortOrder ?? 'asc';
  if (order !== 'asc' && order !== 'desc') throw new ApiError(400, '参数 sortOrder 应为 asc 或 desc');
  const sign = order === 'desc' ? -1 : 1;
  return [...rows].sort((x, y) => sign * compareValues(x[field], y[field]));
}

/**
 * One page of rows: `pageNo` from 1, `pageSize` up to {@link MAX_PAGE_SIZE}, after ordering by
 * `sortField`/`sortOrder` when given ({@link sortRows}).
 *
 * @example
 * pageOf(rows, { pageNo: '2', pageSize: '20' }, 20); // { list: rows 21–40, total: rows.length }
 */
export function pageOf(rows: Row[], query: Record<string, unknown>, defaultSize: number) {
  const pageNo = positiveInteger(query, 'pageNo', 1, Number.MAX_SAFE_INTEGER);
  const pageSize = positiveInteger(query, 'pageSize', defaultSize, MAX_PAGE_SIZE);
  const start = (pageNo - 1) * pageSize;
  return { list: sortRows(rows, query).slice(start, start + pageSize), total: rows.length };
}

/**
 * Rebuilds a tree from flat rows: each row gets `children` (when it has any) by `parentKey`.
 * Rows are shallow-copied so the stored records stay flat.
 *
 * @example
 * buildTree(departments, 'id', 'parentId'); // [{ id: 1, …, children: [{ id: 2, … }] }]
 */
export function buildTree(rows: Row[], idKey: string, parentKey: string): Row[] {
  const nodes = new Map<unknown, Row & { children?: Row[] }>();
  for (const row of rows) nodes.set(row[idKey], { ...row });
  const roots: Row[] = [];
  for (const node of nodes.values()) {
    const parent =
      node[parentKey] === null || node[parentKey] === undefined ? undefined : nodes.get(node[parentKey]);
    if (parent && parent !== node) {
      parent.children ??= [];
      parent.children.push(node);
    } else roots.push(node);
  }
  return roots;
}
