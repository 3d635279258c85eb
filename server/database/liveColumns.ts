/**
 * What the console can do with a column, from its PostgreSQL type. Values travel as JSON:
 * `decimal` and `bigint` as strings (a float would round numeric(10,2) and int8 past 2^53),
 * dates as `YYYY-MM-DD`, timestamps as ISO 8601 (with their offset when the column has a zone).
 * `json` and `array` columns are listed but never written; `binary` (bytea) is left out.
 */
export type ColumnKind =
  | 'text'
  | 'integer'
  | 'bigint'
  | 'decimal'
  | 'float'
  | 'boolean'
  | 'date'
  | 'timestamp'
  | 'timestamptz'
  | 'time'
  | 'uuid'
  | 'json'
  | 'array'
  | 'binary'
  | 'other';

/** One column of a live table, as introspected, with the field name the console uses for it. */
export interface LiveColumn {
  name: string;
  /** The field a page and the API use: the column's name in camelCase. */
  field: string;
  kind: ColumnKind;
  /** As PostgreSQL prints it, length and precision kept: `numeric(10,2)`, `character varying(40)`. */
  dataType: string;
  nullable: boolean;
  /** Filled by the database when left out: a default, a sequence, an identity. */
  hasDefault: boolean;
  /** Written only by the database (an identity ALWAYS or a generated column). */
  generated: boolean;
}

/**
 * The kind of a column from its type as `format_type` prints it and its `pg_type` category.
 *
 * @example
 * kindOf('numeric(10,2)', 'N'); // 'decimal'
 * kindOf('integer[]', 'A'); // 'array'
 */
export function kindOf(dataType: string, category: string): ColumnKind {
  const type = dataType.toLowerCase();
  if (category === 'A' || type.endsWith('[]')) return 'array';
  if (type === 'bytea') return 'binary';
  if (type === 'json' || type === 'jsonb') return 'json';
  if (type === 'boolean') return 'boolean';
  if (type === 'smallint' || type === 'integer') return 'integer';
  if (type === 'bigint') return 'bigint';
  if (type.startsWith('numeric')) return 'decimal';
  if (type === 'real' || type === 'double precision') return 'float';
  if (type === 'date') return 'date';
  if (type.startsWith('timestamp') && type.includes('with time zone')) return 'timestamptz';
  if (type.startsWith('timestamp')) return 'timestamp';
  if (type.startsWith('time')) return 'time';
  if (type === 'uuid') return 'uuid';
  if (category === 'S' || type === 'text') return 'text';
  return 'other';
}

/** Columns never sent to the browser: bytes have no faithful place in a JSON list. */
export const isOmitted = (column: LiveColumn) => column.kind === 'binary';

/** Columns the console shows but never writes: it has no editor that keeps their structure. */
export const isReadOnly = (column: LiveColumn) =>
  column.generated || ['json', 'array', 'binary', 'other'].includes(column.kind);

/** Kinds whose values compare as text (contains searches them). */
export const isTextual = (column: LiveColumn) => column.kind === 'text' || column.kind === 'uuid';

/** Kinds with an order worth a range filter. */
export const isRanged = (column: LiveColumn) =>
  ['integer', 'bigint', 'decimal', 'float', 'date', 'timestamp', 'timestamptz', 'time'].includes(column.kind);

const pad = (zone: string) =>
  zone.length === 3 ? `${zone}:00` : zone.replace(/^([+-]\d{2})(\d{2})$/, '$1:$2');

/**
 * A value as the database answered it (dates, times, numerics and int8 left as PostgreSQL's text)
 * → the value the API sends: timestamps in ISO 8601, with their offset when the column has one
 * (`2025-01-01 08:00:00+08` → `2025-01-01T08:00:00+08:00`); decimals and int8 as text.
 *
 * @example
 * outputValue({ kind: 'timestamptz' } as LiveColumn, '2025-01-01 08:00:00+08'); // '2025-01-01T08:00:00+08:00'
 */
export function outputValue(column: LiveColumn, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if ((column.kind === 'timestamp' || column.kind === 'timestamptz') && typeof value === 'string') {
    const match = /^(\d{4,}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}(?:\.\d+)?)([+-]\d{2}(?::?\d{2})?)?$/.exec(value);
    if (!match) return value;
    return `${match[1]}T${match[2]}${match[3] ? pad(match[3]) : ''}`;
  }
  return value;
}

const PATTERNS: Partial<Record<ColumnKind, RegExp>> = {
  integer: /^-?\d{1,10}$/,
  bigint: /^-?\d{1,19}$/,
  decimal: /^-?(\d+(\.\d*)?|\.\d+)$/,
  float: /^-?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/,
  date: /^\d{4}-\d{2}-\d{2}$/,
  // Without a zone: PostgreSQL would silently drop an offset sent to it, so 08:30+08 would be stored
  // as 08:30 of no zone while the browser meant 00:30 UTC. The wall clock travels as it is.
  timestamp: /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?$/,
  timestamptz: /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?(Z|[+-]\d{2}(:?\d{2})?)?$/,
  time: /^\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/,
  uuid: /^[0-9a-fA-F]{8}-?([0-9a-fA-F]{4}-?){3}[0-9a-fA-F]{12}$/,
  boolean: /^(true|false)$/,
};

/** The length of `character varying(40)`, or the precision and scale of `numeric(10,2)`. */
function typeLimits(dataType: string): { length?: number; precision?: number; scale?: number } {
  const text = /^(?:character varying|character|bit varying|bit)\((\d+)\)$/.exec(dataType);
  if (text) return { length: Number(text[1]) };
  const numeric = /^numeric\((\d+)(?:,(\d+))?\)$/.exec(dataType);
  if (numeric) return { precision: Number(numeric[1]), scale: Number(numeric[2] ?? 0) };
  return {};
}

/**
 * Why a value (from a query string or a body) cannot be one of this column's, or undefined when
 * it can: checked before it becomes a parameter, so a wrong value is a 400 naming the field rather
 * than a database error. Numbers from JSON are taken as their decimal text; a decimal with more
 * places than the column keeps is refused rather than rounded by the database.
 *
 * @example
 * valueProblem({ kind: 'integer' } as LiveColumn, '12a'); // '应为整数'
 * valueProblem({ kind: 'decimal', dataType: 'numeric(10,2)' } as LiveColumn, '1.234'); // '最多 2 位小数'
 */
export function valueProblem(column: LiveColumn, value: unknown): string | undefined {
  if (value === null) return column.nullable ? undefined : '不能为空';
  const text = typeof value === 'number' ? String(value) : typeof value === 'boolean' ? String(value) : value;
  if (typeof text !== 'string') return '取值无效';
  const limits = typeLimits(column.dataType ?? '');
  if (limits.length !== undefined && [...text].length > limits.length) return `最多 ${limits.length} 个字符`;
  const pattern = PATTERNS[column.kind];
  if (pattern?.test(text) && column.kind === 'decimal' && limits.precision !== undefined) {
    const [whole = '', places = ''] = text.replace(/^-/, '').split('.');
    const scale = limits.scale ?? 0;
    if (places.length > scale) return scale === 0 ? '应为整数' : `最多 ${scale} 位小数`;
    if (whole.replace(/^0+/, '').length > limits.precision - scale)
      return `整数部分最多 ${limits.precision - scale} 位`;
  }
  if (!pattern || pattern.test(text)) return undefined;
  if (column.kind === 'integer' || column.kind === 'bigint') return '应为整数';
  if (column.kind === 'decimal' || column.kind === 'float') return '应为数字';
  if (column.kind === 'boolean') return '应为 true 或 false';
  if (column.kind === 'date') return '应为日期（YYYY-MM-DD）';
  if (column.kind === 'time') return '应为时间（HH:mm:ss）';
  if (column.kind === 'uuid') return '应为 UUID';
  if (column.kind === 'timestamp') return '应为不带时区的日期时间（YYYY-MM-DD HH:mm:ss）';
  return '应为日期时间';
}
