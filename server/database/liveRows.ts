import type { ExpressionBuilder, Kysely } from 'kysely';
import { ApiError, fieldRefusal } from '../http/envelope';
import type { BoundTable } from './boundTable';
import { isOmitted, type LiveColumn, outputValue } from './liveColumns';

type Row = Record<string, unknown>;
// Table and column names are the introspected ones, known only at run time: the builder is untyped.
// biome-ignore lint/suspicious/noExplicitAny: kysely's schema type for tables known at run time
export type AnyDb = Kysely<any>;
// biome-ignore lint/suspicious/noExplicitAny: as above
export type AnyExpressions = ExpressionBuilder<any, any>;

/** The columns a row is read with: every column but bytes, by name. */
export const selectedColumns = (bound: BoundTable) =>
  bound.table.columns.filter((column) => !isOmitted(column)).map((column) => column.name);

/**
 * A row's id as the API names it: the key's value, or with several key columns the JSON array of
 * their values (`[1,2]`). The envelope calls send it back as `id` (doEdit) and in `ids` (doDelete).
 *
 * @example
 * rowId(bound, { customer_id: 5 }); // 5
 */
export function rowId(bound: BoundTable, row: Row): unknown {
  const values = bound.key.map((column) => outputValue(column, row[column.name]));
  return values.length === 1 ? values[0] : JSON.stringify(values);
}

/**
 * A database row as the API sends it: every column under its field, values as outputValue makes
 * them, and `id` (the row's id) when no column is already the field `id`.
 *
 * @example
 * apiRow(bound, { customer_id: 5, first_name: 'Luís' }); // { customerId: 5, firstName: 'Luís', id: 5 }
 */
export function apiRow(bound: BoundTable, row: Row): Row {
  const out: Row = {};
  for (const [field, column] of bound.fields) out[field] = outputValue(column, row[column.name]);
  if (!bound.fields.has('id')) out.id = rowId(bound, row);
  return out;
}

/**
 * The key values an `id` of the API stands for, checked against the key's types (400 naming
 * `field` when one does not fit): the value itself for one key column, a JSON array for several.
 *
 * @example
 * keyValues(bound, '[3,7]', 'ids'); // [3, 7]
 */
export function keyValues(bound: BoundTable, id: unknown, field: string): unknown[] {
  let values: unknown[] = [id];
  if (bound.key.length > 1) {
    try {
      values = typeof id === 'string' ? JSON.parse(id) : id;
    } catch {
      values = [];
    }
    if (!Array.isArray(values) || values.length !== bound.key.length)
      throw fieldRefusal({ [field]: `应为 ${bound.key.length} 个键值组成的 JSON 数组: ${String(id)}` });
  }
  values.forEach((value, i) => {
    const column = bound.key[i] as LiveColumn;
    const text = typeof value === 'number' ? String(value) : value;
    if (typeof text !== 'string' || text === '' || !keyFits(column, text))
      throw fieldRefusal({ [field]: `${column.name} 的取值无效: ${String(value)}` });
  });
  return values;
}

const keyFits = (column: LiveColumn, text: string) =>
  column.kind === 'integer' || column.kind === 'bigint' ? /^-?\d{1,19}$/.test(text) : true;

/** A condition: the row whose key is these values. */
export const whereKey = (bound: BoundTable, values: unknown[]) => (eb: AnyExpressions) =>
  eb.and(bound.key.map((column, i) => eb(eb.ref(column.name), '=', values[i])));

/**
 * The rows of these ids, at most one each, read in the given transaction or builder.
 *
 * @example
 * await readRows(db, bound, [[5]]);
 */
export async function readRows(db: AnyDb, bound: BoundTable, keys: unknown[][]): Promise<Row[]> {
  if (keys.length === 0) return [];
  return db
    .withSchema(bound.table.schema)
    .selectFrom(bound.table.name)
    .select(selectedColumns(bound))
    .where((eb) => eb.or(keys.map((values) => whereKey(bound, values)(eb))))
    .execute();
}

/** A 404 naming the ids that no row has. */
export const missingRows = (ids: unknown[]) => new ApiError(404, `记录 ${ids.map(String).join(', ')} 不存在`);
