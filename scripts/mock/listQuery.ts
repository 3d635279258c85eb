import { ApiError } from './envelope';
import type { RecordTypes } from './recordTypes';

type Row = Record<string, unknown>;

/** Query keys that steer a list rather than filter it. */
const CONTROL_KEYS = new Set(['pageNo', 'pageSize']);
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

/**
 * One page of rows: `pageNo` from 1, `pageSize` up to {@link MAX_PAGE_SIZE}.
 *
 * @example
 * pageOf(rows, { pageNo: '2', pageSize: '20' }, 20); // { list: rows 21–40, total: rows.length }
 */
export function pageOf(rows: Row[], query: Record<string, unknown>, defaultSize: number) {
  const pageNo = positiveInteger(query, 'pageNo', 1, Number.MAX_SAFE_INTEGER);
  const pageSize = positiveInteger(query, 'pageSize', defaultSize, MAX_PAGE_SIZE);
  const start = (pageNo - 1) * pageSize;
  return { list: rows.slice(start, start + pageSize), total: rows.length };
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
