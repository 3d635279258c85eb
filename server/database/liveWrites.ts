import { fieldErrorsOf } from '../http/bodyCheck';
import { type FieldErrors, fieldRefusal } from '../http/envelope';
import { idsOf } from '../store/collectionWriter';
import type { BoundTable } from './boundTable';
import { valueProblem } from './liveColumns';
import {
  type AnyDb,
  apiRow,
  keyValues,
  missingRows,
  readRows,
  rowId,
  selectedColumns,
  whereKey,
} from './liveRows';

type Row = Record<string, unknown>;

/** Key values compared as text: the database answers int8 and numerics as text, a body may send numbers. */
const keyText = (values: unknown[]) => JSON.stringify(values.map(String));

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * The columns a create or an edit sets, after the checks the browser's form made: the edit form's
 * JSON Schema (ajv; on an edit only the fields sent must pass, the others keep their values) and
 * each value against its column's type and size. Fields the edit form does not have are not
 * written (a list row sent back whole carries `id`, labels and read-only columns); an empty text
 * for a column that is not text is a null.
 */
function valuesOf(bound: BoundTable, body: Row, creating: boolean): Row {
  const { id: _id, ...fields } = body;
  const sent = Object.fromEntries(Object.entries(fields).filter(([field]) => bound.writable.has(field)));
  const schemaErrors = formErrors(bound, sent, creating);
  const errors: FieldErrors = { ...schemaErrors };
  const values: Row = {};
  for (const [field, raw] of Object.entries(sent)) {
    const column = bound.writable.get(field);
    if (!column || raw === undefined) continue;
    const value = raw === '' && column.kind !== 'text' ? null : raw;
    const problem = valueProblem(column, value);
    if (problem && !(field in errors)) errors[field] = `字段 ${field} ${problem}`;
    values[column.name] = value;
  }
  if (Object.keys(errors).length > 0) throw fieldRefusal(errors);
  return values;
}

function formErrors(bound: BoundTable, sent: Row, creating: boolean): FieldErrors {
  if (bound.validate(sent)) return {};
  const errors = (bound.validate.errors ?? []).filter(
    (error) => creating || error.keyword !== 'required' || String(error.params.missingProperty) in sent,
  );
  return errors.length === 0 ? {} : fieldErrorsOf(errors);
}

/**
 * Creates (no `id`) or edits (with `id`) one row of a bound table in one transaction, answering
 * the row as the database stored it (defaults, identities and triggers included). Every check
 * runs before any SQL; an edit of a row that does not exist is a 404; the database's own
 * refusals reject with its error (refusalOf locates it), with the transaction rolled back.
 *
 * @example
 * await saveRow(db, bound, { id: 5, firstName: 'Luís' }); // { customerId: 5, firstName: 'Luís', … }
 */
export async function saveRow(db: AnyDb, bound: BoundTable, body: unknown): Promise<Row> {
  const input = (body ?? {}) as Row;
  const creating = !present(input.id);
  const key = creating ? undefined : keyValues(bound, input.id, 'id');
  const values = valuesOf(bound, input, creating);
  return db.transaction().execute(async (trx) => {
    const table = trx.withSchema(bound.table.schema);
    if (!key) {
      const insert = table.insertInto(bound.table.name);
      const row = await (Object.keys(values).length > 0 ? insert.values(values) : insert.defaultValues())
        .returning(selectedColumns(bound))
        .executeTakeFirstOrThrow();
      return apiRow(bound, row);
    }
    if (Object.keys(values).length === 0) {
      const [row] = await readRows(trx, bound, [key]);
      if (!row) throw missingRows([input.id]);
      return apiRow(bound, row);
    }
    const row = await table
      .updateTable(bound.table.name)
      .set(values)
      .where(whereKey(bound, key))
      .returning(selectedColumns(bound))
      .executeTakeFirst();
    if (!row) throw missingRows([input.id]);
    return apiRow(bound, row);
  });
}

/**
 * Deletes the rows of `ids` (one or many) in one transaction: all of them or none. An id no row
 * has is a 404 naming it; a row other rows still reference is the database's foreign-key refusal;
 * either way nothing is deleted.
 *
 * @example
 * await deleteRows(db, bound, { ids: [3, 4] }); // [3, 4]
 */
export async function deleteRows(
  db: AnyDb,
  bound: BoundTable,
  body: { ids?: unknown; id?: unknown },
): Promise<unknown[]> {
  const ids = idsOf(body);
  const keys = ids.map((id) => keyValues(bound, id, 'ids'));
  return db.transaction().execute(async (trx) => {
    const removed = await trx
      .withSchema(bound.table.schema)
      .deleteFrom(bound.table.name)
      .where((eb) => eb.or(keys.map((values) => whereKey(bound, values)(eb))))
      .returning(bound.key.map((column) => column.name))
      .execute();
    const found = new Set(removed.map((row) => keyText(bound.key.map((column) => row[column.name]))));
    const missing = ids.filter((_, i) => !found.has(keyText(keys[i] as unknown[])));
    // Throwing inside the transaction rolls it back: the rows that did exist stay.
    if (missing.length > 0) throw missingRows(missing);
    return removed.map((row) => rowId(bound, row));
  });
}
