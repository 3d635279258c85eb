import { type Expression, type SqlBool, sql } from 'kysely';
import { ApiError, fieldRefusal } from '../http/envelope';
import { MAX_PAGE_SIZE } from '../store/listQuery';
import type { BoundTable } from './boundTable';
import { type LiveColumn, valueProblem } from './liveColumns';
import { type AnyDb, type AnyExpressions, apiRow, keyValues, selectedColumns, whereKey } from './liveRows';

type Row = Record<string, unknown>;
type Query = Record<string, unknown>;

/** Query keys that steer a list rather than filter it. */
const CONTROL_KEYS = new Set(['pageNo', 'pageSize', 'sortField', 'sortOrder']);
const RANGE_SUFFIX = /^(.+)_(gte|lte)$/;

function positiveInteger(query: Query, key: string, fallback: number, max: number): number {
  const raw = query[key];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max)
    throw new ApiError(400, `参数 ${key} 应为 1 到 ${max} 之间的整数`);
  return value;
}

/** `%` and `_` of a typed text are themselves, not LIKE's wildcards. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const checked = (column: LiveColumn, param: string, value: unknown) => {
  if (typeof value !== 'string') throw new ApiError(400, `参数 ${param} 应为字符串`);
  const problem = value === '' ? undefined : valueProblem({ ...column, nullable: true }, value);
  if (problem) throw fieldRefusal({ [param]: `参数 ${param} ${problem}` });
  return value;
};

const listOf = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value];

/**
 * The filters of a list call as conditions on the bound table: each search field by its operator
 * (`equal`; `contains`, case-insensitive, wildcards typed as themselves; `range` as
 * `<field>_gte` and `<field>_lte`, either end optional; `in` as several values, an array or a
 * comma-separated text), and `id` for one row by its key. Every value is a parameter, checked
 * against its column's type first (400 naming the parameter); a parameter that is none of these
 * is refused (400), so nothing the page did not declare reaches SQL.
 *
 * @example
 * filtersOf(bound, { firstName: 'fra', total_gte: '10' }); // (eb) => first_name ILIKE '%fra%' AND total >= '10'
 */
export function filtersOf(bound: BoundTable, query: Query) {
  const conditions: ((eb: AnyExpressions) => Expression<SqlBool>)[] = [];
  for (const [param, value] of Object.entries(query)) {
    if (CONTROL_KEYS.has(param) || param.startsWith('_') || value === undefined || value === '') continue;
    if (param === 'id' && !bound.fields.has('id')) {
      const values = keyValues(bound, value, 'id');
      conditions.push(whereKey(bound, values));
      continue;
    }
    const range = RANGE_SUFFIX.exec(param);
    const field = range && bound.search.get(range[1] as string) === 'range' ? (range[1] as string) : param;
    const operator = bound.search.get(field);
    const column = bound.fields.get(field);
    if (!operator || !column) throw new ApiError(400, `参数 ${param} 不能用于筛选`);
    const ref = column.name;
    if (range) {
      const wanted = checked(column, param, value);
      const op = range[2] === 'gte' ? '>=' : '<=';
      conditions.push((eb) => eb(eb.ref(ref), op, wanted));
    } else if (operator === 'range' && Array.isArray(value)) {
      const [from, to] = value;
      if (from !== undefined && from !== '') {
        const low = checked(column, param, from);
        conditions.push((eb) => eb(eb.ref(ref), '>=', low));
      }
      if (to !== undefined && to !== '') {
        const high = checked(column, param, to);
        conditions.push((eb) => eb(eb.ref(ref), '<=', high));
      }
    } else if (operator === 'in') {
      const values = listOf(value).map((item) => checked(column, param, item));
      conditions.push((eb) => eb(eb.ref(ref), 'in', values));
    } else if (operator === 'contains') {
      const text = checked({ ...column, kind: 'text', dataType: 'text' }, param, value);
      conditions.push((eb) => eb(sql`${sql.ref(ref)}::text`, 'ilike', likePattern(text)));
    } else {
      const wanted = checked(column, param, value);
      conditions.push((eb) => eb(eb.ref(ref), '=', wanted));
    }
  }
  return (eb: AnyExpressions) => eb.and(conditions.map((condition) => condition(eb)));
}

/**
 * One page of a bound table: the filters of {@link filtersOf}, ordered by `sortField` (a listed
 * column; `sortOrder` asc or desc) then by the key, so pages never overlap, and the total of the
 * whole filtered table, both read in one repeatable-read transaction so they agree. Foreign keys
 * with a display column get `<field>Label` beside their id.
 *
 * @example
 * await listRows(db, bound, { pageNo: '2', pageSize: '20', sortField: 'lastName' }, labels);
 */
export async function listRows(
  db: AnyDb,
  bound: BoundTable,
  query: Query,
  addLabels: (db: AnyDb, rows: Row[]) => Promise<void>,
): Promise<{ list: Row[]; total: number }> {
  const pageNo = positiveInteger(query, 'pageNo', 1, Number.MAX_SAFE_INTEGER);
  const pageSize = positiveInteger(query, 'pageSize', bound.pageSize, MAX_PAGE_SIZE);
  const sortField = query.sortField;
  const order = query.sortOrder ?? 'asc';
  if (order !== 'asc' && order !== 'desc') throw new ApiError(400, '参数 sortOrder 应为 asc 或 desc');
  let sortColumn: string | undefined;
  if (sortField !== undefined && sortField !== '') {
    if (typeof sortField !== 'string' || !bound.sortable.has(sortField))
      throw new ApiError(400, `参数 sortField 应为列表中的列: ${String(sortField)}`);
    sortColumn = bound.fields.get(sortField)?.name;
  }
  const where = filtersOf(bound, query);
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      const table = trx.withSchema(bound.table.schema);
      const counted = await table
        .selectFrom(bound.table.name)
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .where(where)
        .executeTakeFirst();
      let rows = table.selectFrom(bound.table.name).select(selectedColumns(bound)).where(where);
      if (sortColumn) rows = rows.orderBy(sortColumn, order);
      for (const column of bound.key) if (column.name !== sortColumn) rows = rows.orderBy(column.name, 'asc');
      const found = await rows
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize)
        .execute();
      const list = found.map((row) => apiRow(bound, row));
      await addLabels(trx, list);
      return { list, total: Number(counted?.total ?? 0) };
    });
}
