import type { ColumnInfo, TableInfo } from '../../dataSources/model/sourceTypes';
import { explainRules, type GenRule, ruleInputOf } from '../../rules/server/genRules';
import type { GenColumn } from './genTypes';

/** `customer_id` → `customerId`; `createTime` stays. */
export const camel = (name: string) => name.replace(/[_-]+([a-zA-Z0-9])/g, (_, c: string) => c.toUpperCase());
/** `customer_id` → `Customer Id` (the English default, marked "to translate"). */
export const titleCase = (name: string) =>
  name
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/\b\w/g, (c) => c.toUpperCase());

/** `numeric(10,2)`: the value is text of at most 8 digits, then at most 2 after the point. */
export function decimalPattern(precision?: number, scale = 0): string {
  if (precision === undefined) return '^-?\\d+(\\.\\d+)?$';
  const whole = Math.max(precision - scale, 1);
  return scale > 0 ? `^-?\\d{1,${whole}}(\\.\\d{1,${scale}})?$` : `^-?\\d{1,${whole}}$`;
}

/**
 * The JSON type and format a database or sampled type maps to, before any rule. A decimal
 * (numeric, decimal) is text of its digits, never a JSON number: a float would round it, and the
 * database answers it as text; its pattern keeps its precision and scale.
 */
export function baseType(
  column: ColumnInfo,
): Pick<GenColumn, 'jsonType' | 'format' | 'maxLength' | 'pattern'> {
  const type = column.type.toLowerCase();
  if (/^array/.test(type)) return { jsonType: 'array' };
  if (type === 'object' || type === 'json' || type === 'jsonb') return { jsonType: 'object' };
  if (type === 'boolean' || type === 'bool' || type === 'tinyint(1)' || type === 'bit')
    return { jsonType: 'boolean' };
  if (/^(int|integer|bigint|smallint|tinyint|mediumint|serial|bigserial|smallserial)/.test(type))
    return { jsonType: 'integer' };
  if (/^(decimal|numeric)/.test(type)) {
    const declared = /\((\d+)(?:\s*,\s*(\d+))?\)/.exec(type);
    const precision = declared ? Number(declared[1]) : column.length;
    const scale = declared ? Number(declared[2] ?? 0) : column.scale;
    return { jsonType: 'string', pattern: decimalPattern(precision, scale ?? 0) };
  }
  if (/^(real|double|float|number)/.test(type)) return { jsonType: 'number' };
  // A timestamp with a zone is an instant (ISO 8601 with its offset); one without (timestamp,
  // datetime) is a wall clock, shown and sent as the text the database holds, in every zone.
  if (/^timestamp.*(with time zone|tz)/.test(type) && !/without time zone/.test(type))
    return { jsonType: 'string', format: 'date-time' };
  if (/^(timestamp|datetime)/.test(type)) return { jsonType: 'string', format: 'localDateTime' };
  if (type === 'date') return { jsonType: 'string', format: 'date' };
  const format = column.format;
  return {
    jsonType: 'string',
    ...(format ? { format } : {}),
    ...(column.length && column.length < 500 ? { maxLength: column.length } : {}),
  };
}

/** Enum values of a column: the source's own, or the distinct values of a status/type sample. */
function enumOf(column: ColumnInfo, cell: string, sample: Record<string, unknown>[]): string[] | undefined {
  if (column.enumValues && column.enumValues.length > 0) return column.enumValues;
  if (cell !== 'tag') return undefined;
  const values = [
    ...new Set(sample.map((row) => row[column.name]).filter((v) => typeof v === 'string')),
  ] as string[];
  return values.length > 0 && values.length <= 8 ? values.sort() : undefined;
}

/** The resource name of a referenced table, as this generator names resources. */
export const resourceOfTable = (table: string) => camel(table);

/**
 * The column model of a table: each column gets its defaults from the base type mapping
 * and the first rule that matches; foreign keys read the referenced table's resource.
 *
 * @example
 * columnModel(table, BUILT_IN_RULES, 'camel').map((c) => c.field); // ['id', 'customerId', …]
 */
export function columnModel(
  table: TableInfo,
  rules: readonly GenRule[],
  fieldCase: 'camel' | 'keep' = 'camel',
): GenColumn[] {
  return table.columns.map((column) => {
    const fk = table.foreignKeys.find((f) => f.columns.length === 1 && f.columns[0] === column.name);
    const { matched } = explainRules(rules, ruleInputOf(column, fk !== undefined));
    const then = matched?.then ?? {};
    const base = baseType(column);
    const jsonType = then.jsonType ?? base.jsonType;
    const isTime = base.format === 'date-time' || base.format === 'localDateTime' || base.format === 'date';
    const cell =
      then.cell ?? (isTime ? 'datetime' : base.format === 'uri' ? 'link' : base.pattern ? 'number' : 'text');
    const enumValues = jsonType === 'string' ? enumOf(column, cell, table.sample) : undefined;
    const generated: GenColumn = {
      columnName: column.name,
      columnType: column.type,
      ...(column.length !== undefined ? { length: column.length } : {}),
      nullable: column.nullable,
      isPk: column.isPk,
      isAutoIncrement: column.isAutoIncrement,
      ...(column.comment ? { comment: column.comment } : {}),
      ...(enumValues ? { enumValues } : {}),
      field: fieldCase === 'camel' ? camel(column.name) : column.name,
      titleZh: column.comment?.split(/[（(:：\s]/)[0] || titleCase(column.name),
      titleEn: titleCase(column.name),
      jsonType,
      ...((then.format ?? base.format) ? { format: then.format ?? base.format } : {}),
      ...(base.maxLength ? { maxLength: base.maxLength } : {}),
      ...(base.pattern && jsonType === 'string' ? { pattern: base.pattern } : {}),
      inList: then.inList ?? true,
      inSearch: then.inSearch ?? false,
      inEdit: then.inEdit ?? !column.isAutoIncrement,
      required: !column.nullable && !column.isPk && column.default == null && (then.inEdit ?? true),
      readOnly: then.readOnly ?? false,
      cell,
      ...(then.widget
        ? { widget: then.widget }
        : isTime
          ? { widget: base.format === 'date' ? 'date' : 'datetime' }
          : {}),
      ...(then.searchOperator ? { searchOperator: then.searchOperator } : {}),
      ...(then.width ? { width: then.width } : {}),
      sortable: then.sortable ?? false,
      ...(fk
        ? {
            ref: {
              resource: resourceOfTable(fk.refTable),
              // The referenced resource's field, named as this generator names fields.
              labelField: fk.displayColumn
                ? fieldCase === 'camel'
                  ? camel(fk.displayColumn)
                  : fk.displayColumn
                : 'name',
              ...(fk.displayColumn ? { displayColumn: fk.displayColumn } : {}),
              // The referenced row's key, named as the rows of its page name it (customer_id → customerId).
              valueField:
                fieldCase === 'camel' ? camel(fk.refColumns[0] ?? 'id') : (fk.refColumns[0] ?? 'id'),
            },
          }
        : {}),
      ...(matched ? { ruleId: matched.id } : {}),
      overridden: [],
    };
    return generated;
  });
}
