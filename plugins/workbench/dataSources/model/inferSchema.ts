import type { ColumnInfo } from './sourceTypes';

type Row = Record<string, unknown>;

const FORMATS: [string, RegExp][] = [
  ['date-time', /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/i],
  ['date', /^\d{4}-\d{2}-\d{2}$/],
  ['email', /^[^\s@]+@[^\s@]+\.[^\s@]+$/],
  ['uri', /^https?:\/\/\S+$/i],
];

const typeOf = (value: unknown): string => {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
};

/** The widest of two JSON types: integer ⊂ number; anything else mixed becomes string. */
const widen = (a: string | undefined, b: string): string => {
  if (a === undefined || a === b) return b;
  if ((a === 'integer' && b === 'number') || (a === 'number' && b === 'integer')) return 'number';
  return 'string';
};

/**
 * Schema inference from sample records: up to 200 records; JSON type per field (union →
 * widest), nullable, a format when every string matches date-time/date/email/uri, enum values
 * when ≤ 8 distinct strings over ≥ 10 records, `id` as the key. The result uses the column model
 * of real databases, with the JSON type as `type` (`string`, `integer`, `array`…).
 *
 * @example
 * inferColumns([{ id: 1, at: '2024-01-01T00:00:00Z' }]);
 * // [{ name: 'id', type: 'integer', isPk: true, … }, { name: 'at', type: 'string', format: 'date-time', … }]
 */
export function inferColumns(records: readonly unknown[]): ColumnInfo[] {
  const rows = records
    .slice(0, 200)
    .filter((r): r is Row => typeof r === 'object' && r !== null && !Array.isArray(r));
  const names: string[] = [];
  for (const row of rows) for (const key of Object.keys(row)) if (!names.includes(key)) names.push(key);
  return names.map((name) => {
    let type: string | undefined;
    let nullable = false;
    const strings: string[] = [];
    for (const row of rows) {
      const value = row[name];
      const t = typeOf(value);
      if (t === 'null') {
        nullable = true;
        continue;
      }
      type = widen(type, t);
      if (typeof value === 'string') strings.push(value);
    }
    const column: ColumnInfo = {
      name,
      type: type ?? 'string',
      nullable,
      isPk: name === 'id',
      isAutoIncrement: false,
    };
    if (column.type === 'string' && strings.length > 0) {
      const format = FORMATS.find(([, test]) => strings.every((s) => test.test(s)))?.[0];
      if (format) column.format = format;
      const distinct = [...new Set(strings)];
      if (!format && rows.length >= 10 && distinct.length <= 8 && distinct.length < strings.length) {
        column.enumValues = distinct.sort();
      }
    }
    if (column.type === 'array') {
      const first = rows.map((r) => r[name]).find((v) => Array.isArray(v) && v.length > 0) as
        | unknown[]
        | undefined;
      if (first && typeof first[0] !== 'object') column.type = `array<${typeOf(first[0])}>`;
    }
    return column;
  });
}
