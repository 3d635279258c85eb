import picomatch from 'picomatch';
import type { ColumnInfo } from '../../dataSources/model/sourceTypes';
import type { GenColumn } from '../../generator/server/genTypes';

/** One generation rule: a match on the column, the column-model fields it sets. */
export interface GenRule {
  id: string;
  enabled: boolean;
  description: string;
  match: {
    dbTypes?: string[];
    columnName?: string;
    length?: { min?: number; max?: number };
    isPk?: boolean;
    nullable?: boolean;
    hasFk?: boolean;
  };
  then: Partial<
    Pick<
      GenColumn,
      | 'jsonType'
      | 'format'
      | 'widget'
      | 'cell'
      | 'inList'
      | 'inSearch'
      | 'searchOperator'
      | 'inEdit'
      | 'required'
      | 'sortable'
      | 'width'
      | 'readOnly'
    >
  >;
}

/** The column as the rules see it. */
export interface RuleInput {
  name: string;
  type: string;
  length?: number;
  isPk?: boolean;
  nullable?: boolean;
  hasFk?: boolean;
}

/** The answer of the explain box: which rule matched, which were skipped and why. */
export interface Explanation {
  matched?: GenRule;
  skipped: { ruleId: string; reason: string }[];
}

const rule = (id: string, description: string, match: GenRule['match'], then: GenRule['then']): GenRule => ({
  id,
  enabled: true,
  description,
  match,
  then,
});

/**
 * The built-in rule set: RuoYi's `GenUtils.initColumnField` semantics in Jimu terms.
 * Ordered; the first enabled rule that matches gives the column its defaults.
 */
export const BUILT_IN_RULES: readonly GenRule[] = [
  rule(
    'pk',
    'primary key: listed narrow, not edited',
    { isPk: true },
    { inEdit: false, width: 80, sortable: true },
  ),
  rule('fk', 'foreign key: a pick from the referenced table', { hasFk: true }, { widget: 'treeSelect' }),
  rule(
    'audit',
    'audit columns: list only, read-only',
    {
      columnName: '{create_by,create_time,update_by,update_time,createTime,updateTime,created_at,updated_at}',
    },
    { inEdit: false, readOnly: true, cell: 'datetime', sortable: true },
  ),
  rule(
    'bool',
    'tinyint(1)/bool/bit → switch',
    { dbTypes: ['tinyint(1)', 'bool', 'boolean', 'bit'] },
    { jsonType: 'boolean', cell: 'switch', widget: 'switch' },
  ),
  rule(
    'status',
    '*status → enum with a tag cell and radio',
    { columnName: '*status' },
    { cell: 'tag', widget: 'radio', inSearch: true, searchOperator: 'eq' },
  ),
  rule(
    'type',
    '*type, *sex → select',
    { columnName: '{*type,*sex}' },
    { cell: 'tag', widget: 'select', inSearch: true, searchOperator: 'eq' },
  ),
  rule(
    'image',
    '*image, *avatar → upload and image',
    { columnName: '{*image*,*avatar*}' },
    { widget: 'upload', cell: 'image' },
  ),
  rule('email', '*email → email format', { columnName: '*email' }, { format: 'email' }),
  rule(
    'url',
    '*url, *link → uri and link cell',
    { columnName: '{*url,*link}' },
    { format: 'uri', cell: 'link' },
  ),
  rule(
    'name',
    '*name, *title → searched with like',
    { columnName: '{*name,*title}' },
    { inSearch: true, searchOperator: 'like', sortable: true },
  ),
  rule(
    'content',
    '*content → textarea, not listed',
    { columnName: '*content' },
    { widget: 'textarea', inList: false },
  ),
  rule(
    'time',
    'date/time types → date-time with a datetime cell',
    { dbTypes: ['timestamp*', 'datetime*', 'date', 'time*', 'string(date-time)', 'string(date)'] },
    { cell: 'datetime', widget: 'datetime', sortable: true },
  ),
  rule(
    'long-text',
    'strings of 500+ characters and text → textarea, not listed',
    { dbTypes: ['*char*', 'text', '*text'], length: { min: 500 } },
    { widget: 'textarea', inList: false },
  ),
  rule(
    'text',
    'text types → textarea',
    { dbTypes: ['text', 'mediumtext', 'longtext'] },
    { widget: 'textarea', inList: false },
  ),
  rule(
    'number',
    'numbers → number widget',
    {
      dbTypes: [
        'int*',
        '*int',
        'bigint',
        'smallint',
        'serial*',
        'decimal*',
        'numeric*',
        'real',
        'double*',
        'float*',
        'integer',
        'number',
      ],
    },
    { widget: 'number', sortable: true },
  ),
];

const globMatch = (pattern: string, value: string) => picomatch.isMatch(value, pattern, { nocase: true });

/** Why a rule does not fit, or undefined when it does. */
function mismatch(r: GenRule, column: RuleInput): string | undefined {
  if (!r.enabled) return '已停用 (disabled)';
  const m = r.match;
  if (m.isPk !== undefined && Boolean(column.isPk) !== m.isPk) return `isPk is ${Boolean(column.isPk)}`;
  if (m.hasFk !== undefined && Boolean(column.hasFk) !== m.hasFk) return `hasFk is ${Boolean(column.hasFk)}`;
  if (m.nullable !== undefined && Boolean(column.nullable) !== m.nullable)
    return `nullable is ${Boolean(column.nullable)}`;
  if (m.columnName && !globMatch(m.columnName, column.name))
    return `name '${column.name}' does not match ${m.columnName}`;
  if (m.dbTypes && !m.dbTypes.some((t) => globMatch(t, column.type)))
    return `type '${column.type}' is none of ${m.dbTypes.join(', ')}`;
  if (m.length?.min !== undefined && (column.length ?? 0) < m.length.min)
    return `length ${column.length ?? 0} < ${m.length.min}`;
  if (m.length?.max !== undefined && (column.length ?? 0) > m.length.max)
    return `length ${column.length ?? 0} > ${m.length.max}`;
  return undefined;
}

/**
 * Runs an ordered rule list over a column: first match wins (as permissions.yaml does), and every
 * rule before it says why it was skipped — what the generation rules' explain box shows.
 *
 * @example
 * explainRules(BUILT_IN_RULES, { name: 'order_status', type: 'varchar(16)' }).matched?.id; // 'status'
 */
export function explainRules(rules: readonly GenRule[], column: RuleInput): Explanation {
  const skipped: Explanation['skipped'] = [];
  for (const r of rules) {
    const reason = mismatch(r, column);
    if (reason === undefined) return { matched: r, skipped };
    skipped.push({ ruleId: r.id, reason });
  }
  return { skipped };
}

/** The rule input of a source column (type of sampled sources: `string(date-time)`). */
export function ruleInputOf(column: ColumnInfo, hasFk: boolean): RuleInput {
  const type = column.format ? `${column.type}(${column.format})` : column.type;
  return {
    name: column.name,
    type,
    length: column.length,
    isPk: column.isPk,
    nullable: column.nullable,
    hasFk,
  };
}
