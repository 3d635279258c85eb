import { sql } from 'kysely';
import { ApiError } from '../http/envelope';
import { MAX_PAGE_SIZE } from '../store/listQuery';
import type { BoundReference, BoundTable } from './boundTable';
import type { TableShape } from './introspectTable';
import { isTextual, outputValue } from './liveColumns';
import { likePattern } from './liveList';
import type { AnyDb } from './liveRows';

type Row = Record<string, unknown>;

/**
 * The column a referenced table is shown by: the one the page adopted, else its first text column
 * with a unique index of its own (its values tell rows apart), else none (the key is shown).
 *
 * @example
 * displayColumnOf(customerShape); // 'email' when email has a unique index
 */
export function displayColumnOf(shape: TableShape, adopted?: string): string | undefined {
  if (adopted !== undefined) {
    if (!shape.columns.some((c) => c.name === adopted))
      throw new ApiError(500, `显示列 ${adopted} 不是表 ${shape.name} 的列`);
    return adopted;
  }
  const unique = shape.indexes.filter(
    (index) => index.unique && !index.primary && index.columns.length === 1,
  );
  return shape.columns.find((c) => isTextual(c) && unique.some((index) => index.columns[0] === c.name))?.name;
}

const refColumnOf = (reference: BoundReference, shape: TableShape) => {
  const name = reference.foreignKey.refColumns[0];
  const column = shape.columns.find((c) => c.name === name);
  if (!column) throw new ApiError(500, `外键 ${reference.foreignKey.constraint} 指向的列 ${name} 不存在`);
  return column;
};

/**
 * The options of a foreign key's select, searched and paged on the server over the referenced
 * table (whether or not it has a page): `keyword` matches the display column (case-insensitive)
 * or the key exactly; `value` (one or comma-separated) answers those rows only, so a form can show
 * the label of the value it holds. Answers `{ list: [{ value, label }], total }`, by label.
 *
 * @example
 * await referenceOptions(db, reference, customerShape, { keyword: 'fra', pageSize: '20' });
 */
export async function referenceOptions(
  db: AnyDb,
  reference: BoundReference,
  shape: TableShape,
  query: Record<string, unknown>,
): Promise<{ list: { value: unknown; label: unknown }[]; total: number }> {
  const key = refColumnOf(reference, shape);
  const display = displayColumnOf(shape, reference.display) ?? key.name;
  const pageSize = Math.min(Math.max(Number(query.pageSize) || 20, 1), MAX_PAGE_SIZE);
  const pageNo = Math.max(Number(query.pageNo) || 1, 1);
  const keyword = typeof query.keyword === 'string' ? query.keyword.trim() : '';
  const wanted = typeof query.value === 'string' && query.value !== '' ? query.value.split(',') : undefined;
  const keyPattern = key.kind === 'integer' || key.kind === 'bigint' ? /^-?\d{1,18}$/ : /^.+$/;
  if (wanted?.some((value) => !keyPattern.test(value))) throw new ApiError(400, '参数 value 的取值无效');
  const table = db.withSchema(shape.schema);
  // biome-ignore lint/suspicious/noExplicitAny: table and columns are known at run time only
  const where = (eb: any) => {
    const conditions = [];
    if (wanted) conditions.push(eb(eb.ref(key.name), 'in', wanted));
    if (keyword !== '') {
      const matches = [eb(sql`${sql.ref(display)}::text`, 'ilike', likePattern(keyword))];
      if (keyPattern.test(keyword)) matches.push(eb(sql`${sql.ref(key.name)}::text`, '=', keyword));
      conditions.push(eb.or(matches));
    }
    return eb.and(conditions);
  };
  const counted = await table
    .selectFrom(shape.name)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .where(where)
    .executeTakeFirst();
  const rows = await table
    .selectFrom(shape.name)
    .select([sql.ref(key.name).as('value'), sql.ref(display).as('label')])
    .where(where)
    .orderBy(display)
    .orderBy(key.name)
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize)
    .execute();
  return {
    list: rows.map((row: Row) => ({ value: outputValue(key, row.value), label: row.label ?? row.value })),
    total: Number(counted?.total ?? 0),
  };
}

/**
 * Adds `<field>Label` to listed rows for each foreign key with an adopted display column: one
 * query per reference for the ids on the page.
 *
 * @example
 * await addLabels(db, bound, rows, shapeOf); // rows[0].customerIdLabel === 'Frank'
 */
export async function addLabels(
  db: AnyDb,
  bound: BoundTable,
  rows: Row[],
  shapeOf: (table: string) => Promise<TableShape>,
): Promise<void> {
  for (const reference of bound.references.values()) {
    if (reference.display === undefined) continue;
    const ids = [
      ...new Set(rows.map((row) => row[reference.field]).filter((v) => v !== null && v !== undefined)),
    ];
    if (ids.length === 0) continue;
    const shape = await shapeOf(reference.foreignKey.refTable);
    const key = refColumnOf(reference, shape);
    const display = displayColumnOf(shape, reference.display) as string;
    const found = await db
      .withSchema(shape.schema)
      .selectFrom(shape.name)
      .select([sql.ref(key.name).as('value'), sql.ref(display).as('label')])
      .where(key.name, 'in', ids)
      .execute();
    const labels = new Map(found.map((row: Row) => [String(outputValue(key, row.value)), row.label]));
    for (const row of rows) {
      const value = row[reference.field];
      if (value !== null && value !== undefined)
        row[`${reference.field}Label`] = labels.get(String(value)) ?? null;
    }
  }
}
