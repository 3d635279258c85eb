import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { validatorFormats } from '../../runtime/lib/validatorFormats';
import type { CrudPageConfig } from '../../schemas/types.gen';
import { fieldMap } from './fieldNames';
import type { ForeignKey, TableShape } from './introspectTable';
import { isOmitted, isRanged, isReadOnly, isTextual, type LiveColumn } from './liveColumns';

/** How a search field filters. */
export type SearchOperator = 'equal' | 'contains' | 'range' | 'in';

/** A foreign key of a bound table, by the field of its (single) column. */
export interface BoundReference {
  field: string;
  column: LiveColumn;
  foreignKey: ForeignKey;
  /** The referenced table's column shown for a row, when the page names one. */
  display?: string;
}

/** A page's resource bound to its table: every name SQL may use, checked once against the table. */
export interface BoundTable {
  resource: string;
  page: string;
  table: TableShape;
  /** The columns that identify a row, in order. */
  key: LiveColumn[];
  /** Every column the API may name, by field (bytea left out). */
  fields: Map<string, LiveColumn>;
  /** Search fields and how each filters. */
  search: Map<string, SearchOperator>;
  /** Fields a list may be sorted by: the page's listed columns that have an order. */
  sortable: Set<string>;
  /** Fields a create or an edit may set: the edit form's, minus what the database writes itself. */
  writable: Map<string, LiveColumn>;
  references: Map<string, BoundReference>;
  pageSize: number;
  /** The edit form's JSON Schema, compiled; `validate(body)` is true when the body passes it. */
  validate: ValidateFunction;
  /** Columns left out of the API, and why (shown in the server log once). */
  notes: string[];
}

let ajv: Ajv | undefined;
/** The form checks the browser's validator makes: draft-07, ajv-formats and the console's own formats. */
function formAjv(): Ajv {
  if (ajv) return ajv;
  ajv = new Ajv({ allErrors: true, strict: false, logger: false });
  addFormats(ajv);
  for (const [name, test] of Object.entries(validatorFormats)) ajv.addFormat(name, test);
  return ajv;
}

const propertiesOf = (schema: unknown): Record<string, unknown> => {
  const properties = (schema as { properties?: unknown } | undefined)?.properties;
  return properties && typeof properties === 'object' ? (properties as Record<string, unknown>) : {};
};

/** A page's binding that does not fit its table: named in the answer and the log (a config mistake). */
export class BindingMismatch extends Error {}

/**
 * Resolves a bound page against its table as introspected: the key (the binding's `key`, else
 * the primary key), the field of every column, the search fields and their operators, the
 * sortable and writable fields, the references and their display columns, the edit form's schema
 * compiled. Any name of the page that the table lacks is a {@link BindingMismatch} naming both.
 *
 * @example
 * const bound = bindTable('customer', 'customer', page, shape);
 * bound.key.map((c) => c.name); // ['customer_id']
 */
export function bindTable(
  resource: string,
  page: string,
  config: CrudPageConfig,
  table: TableShape,
): BoundTable {
  const binding = config.binding;
  if (!binding) throw new BindingMismatch(`page ${page} has no binding`);
  const where = `page ${page} (table ${table.schema}.${table.name})`;
  const all = fieldMap(table.columns, table.name);
  const notes: string[] = [];
  const fields = new Map<string, LiveColumn>();
  for (const [field, column] of all) {
    if (isOmitted(column)) notes.push(`${column.name} (${column.dataType}) is left out: bytes are not sent`);
    else fields.set(field, column);
  }
  const keyNames = binding.key ?? table.primaryKey;
  if (keyNames.length === 0)
    throw new BindingMismatch(`${where}: the table has no primary key; name its key columns in binding.key`);
  const key = keyNames.map((name) => {
    const column = table.columns.find((c) => c.name === name);
    if (!column || isOmitted(column))
      throw new BindingMismatch(`${where}: binding.key names no column ${name}`);
    return column;
  });
  if (key.length > 1 && fields.has('id') && !key.some((c) => c.field === 'id'))
    throw new BindingMismatch(`${where}: a column named id that is not the key hides the row's id`);
  const columnOf = (field: string, what: string) => {
    const column = fields.get(field);
    if (!column) throw new BindingMismatch(`${where}: ${what} '${field}' is no column of the table`);
    return column;
  };

  const search = new Map<string, SearchOperator>();
  for (const field of Object.keys(propertiesOf(config.search?.schema))) {
    const column = columnOf(field, 'search field');
    const operator =
      (binding.search?.[field] as SearchOperator | undefined) ?? (isTextual(column) ? 'contains' : 'equal');
    if (operator === 'range' && !isRanged(column))
      throw new BindingMismatch(
        `${where}: search field ${field} (${column.dataType}) has no order for a range`,
      );
    if (column.kind === 'json' || column.kind === 'array')
      throw new BindingMismatch(`${where}: search field ${field} (${column.dataType}) cannot be filtered`);
    search.set(field, operator);
  }

  const sortable = new Set<string>();
  for (const column of config.columns) {
    const live = fields.get(column.field);
    if (live && !['json', 'array', 'binary'].includes(live.kind)) sortable.add(column.field);
  }

  const writable = new Map<string, LiveColumn>();
  for (const field of Object.keys(propertiesOf(config.edit?.schema))) {
    const column = columnOf(field, 'edit field');
    if (isReadOnly(column)) {
      notes.push(`${column.name} (${column.dataType}) is read-only: the console keeps its value as it is`);
      continue;
    }
    writable.set(field, column);
  }

  const references = new Map<string, BoundReference>();
  for (const foreignKey of table.foreignKeys) {
    if (foreignKey.columns.length !== 1) continue;
    const column = table.columns.find((c) => c.name === foreignKey.columns[0]);
    if (!column) continue;
    references.set(column.field, { field: column.field, column, foreignKey });
  }
  for (const [field, reference] of Object.entries(binding.references ?? {})) {
    const found = references.get(field);
    if (!found)
      throw new BindingMismatch(`${where}: binding.references names '${field}', which is no foreign key`);
    found.display = reference.display;
  }

  return {
    resource,
    page,
    table,
    key,
    fields,
    search,
    sortable,
    writable,
    references,
    pageSize: config.pageSize ?? 20,
    validate: formAjv().compile((config.edit?.schema ?? { type: 'object' }) as object),
    notes,
  };
}
