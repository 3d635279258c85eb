import type { TableInfo } from '../../dataSources/model/sourceTypes';
import type { GenRule } from '../../rules/server/genRules';
import { columnModel } from './columnModel';
import type { GenColumn, GenTable } from './genTypes';

/** The column fields the generation rules set (`then`); the rest is naming and source. */
export const RULE_FIELDS = [
  'jsonType',
  'format',
  'maxLength',
  'cell',
  'widget',
  'inList',
  'inSearch',
  'inEdit',
  'required',
  'readOnly',
  'sortable',
  'width',
  'searchOperator',
] as const;

/** One field a re-application would change: the column, the field, its value now and after. */
export interface RuleChange {
  column: string;
  field: (typeof RULE_FIELDS)[number];
  from: unknown;
  to: unknown;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The table's structure as the rules see it, rebuilt from the generated table itself (its columns
 * keep their source type, length, keys and comment; a reference is a foreign key), so rules can be
 * applied again without reading the data source.
 */
function tableInfoOf(table: Pick<GenTable, 'tableName' | 'columns' | 'sample'>): TableInfo {
  return {
    name: table.tableName,
    rowCount: table.sample.length,
    columns: table.columns.map((c) => ({
      name: c.columnName,
      type: c.columnType,
      nullable: c.nullable,
      isPk: c.isPk,
      isAutoIncrement: c.isAutoIncrement,
      ...(c.length !== undefined ? { length: c.length } : {}),
      ...(c.comment ? { comment: c.comment } : {}),
      ...(c.enumValues ? { enumValues: c.enumValues } : {}),
      // A sampled source's format came from inference, not from a rule: keep it as source.
      ...(c.format && !c.overridden.includes('format') ? { format: c.format } : {}),
    })),
    primaryKey: table.columns.filter((c) => c.isPk).map((c) => c.columnName),
    indexes: [],
    foreignKeys: table.columns
      .filter((c) => c.ref)
      .map((c) => ({
        columns: [c.columnName],
        refTable: c.ref?.resource ?? '',
        refColumns: [c.ref?.valueField ?? 'id'],
        // The display column chosen when the table was imported (an adopted relation) stays.
        ...(c.ref?.labelField ? { displayColumn: c.ref.labelField } : {}),
      })),
    sample: table.sample,
  };
}

/**
 * 重新应用规则: the rules run again over the chosen columns (all when `only` is empty);
 * every field the user changed by hand (`overridden`) keeps its value, the others take what the
 * rules give now. Answers the new columns and each change, so the screen can show the diff first.
 *
 * @example
 * reapplyRules(genTable, rules, ['status']).changes; // [{ column: 'status', field: 'cell', from: 'text', to: 'tag' }]
 */
export function reapplyRules(
  table: Pick<GenTable, 'tableName' | 'columns' | 'sample'>,
  rules: readonly GenRule[],
  only: readonly string[] = [],
): { columns: GenColumn[]; changes: RuleChange[] } {
  const fresh = new Map(columnModel(tableInfoOf(table), rules).map((c) => [c.columnName, c]));
  const changes: RuleChange[] = [];
  const columns = table.columns.map((column) => {
    const now = fresh.get(column.columnName);
    if (!now || (only.length > 0 && !only.includes(column.columnName))) return column;
    const next: Record<string, unknown> = { ...column, ruleId: now.ruleId };
    for (const field of RULE_FIELDS) {
      if (column.overridden.includes(field) || same(column[field], now[field])) continue;
      changes.push({ column: column.columnName, field, from: column[field], to: now[field] });
      if (now[field] === undefined) delete next[field];
      else next[field] = now[field];
    }
    return next as unknown as GenColumn;
  });
  return { columns, changes };
}
