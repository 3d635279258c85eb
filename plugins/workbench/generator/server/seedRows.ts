import { createSeededRandom } from '../../../../server/store/seed/seededRandom';
import type { GenColumn } from './genTypes';

type Row = Record<string, unknown>;

/** A source value as the column's JSON type (pg numerics arrive as strings, SQLite booleans as 0/1). */
function convert(column: GenColumn, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (column.jsonType === 'integer' || column.jsonType === 'number') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  if (column.jsonType === 'boolean')
    return value === true || value === 1 || value === '1' || value === 'true';
  if (column.jsonType === 'string' && typeof value !== 'string')
    return value instanceof Date ? value.toISOString() : String(value);
  return value;
}

function generated(column: GenColumn, index: number, random: ReturnType<typeof createSeededRandom>): unknown {
  if (column.isPk && (column.jsonType === 'integer' || column.jsonType === 'number')) return index + 1;
  // A decimal kept as text: digits that fit its pattern's whole and decimal places.
  const decimal = /^\^-\?\\d\{1,(\d+)\}(?:\(\\\.\\d\{1,(\d+)\}\)\?)?\$$/.exec(column.pattern ?? '');
  if (decimal) {
    const whole = Math.min(Number(decimal[1]), 4);
    const places = Math.min(Number(decimal[2] ?? 0), 2);
    const value = random.int(1, 10 ** (whole + places) - 1) / 10 ** places;
    return value.toFixed(places);
  }
  if (column.enumValues) return column.enumValues[index % column.enumValues.length];
  switch (column.jsonType) {
    case 'integer':
      return column.ref ? 1 + (index % 5) : random.int(1, 1000);
    case 'number':
      return random.int(100, 100000) / 100;
    case 'boolean':
      return random.bool();
    case 'array':
      return [];
    case 'object':
      return {};
  }
  if (column.format === 'date-time') return new Date(Date.UTC(2025, 0, 1) + index * 86400000).toISOString();
  if (column.format === 'localDateTime')
    return new Date(Date.UTC(2025, 0, 1) + index * 86400000).toISOString().slice(0, 19);
  if (column.format === 'date')
    return new Date(Date.UTC(2025, 0, 1) + index * 86400000).toISOString().slice(0, 10);
  if (column.format === 'email') return `user${index + 1}@example.com`;
  if (column.format === 'uri') return `https://example.com/${column.field}/${index + 1}`;
  return `${column.titleEn} ${index + 1}`;
}

/**
 * A row as the embedded store keeps it: it finds, edits and deletes records by `id`, and a page
 * sends its row key's value as `id`. A table whose key has another name (customer_id) gets `id`
 * beside it with the same value; a composite or missing key gets the row's number.
 */
function withStoreId(columns: readonly GenColumn[], row: Row, index: number): Row {
  if (columns.some((c) => c.field === 'id')) return row;
  const keys = columns.filter((c) => c.isPk);
  const key = keys.length === 1 ? row[(keys[0] as GenColumn).field] : undefined;
  return { ...row, id: key === undefined || key === null ? index + 1 : key };
}

/**
 * The rows of a generated mock collection (an offline copy): the source's sample rows under the page's
 * field names when there are any, else `count` rows generated from the column model with a fixed
 * seed (enum values cycled, foreign keys pointing at low ids). Every row has the `id` the store
 * addresses it by. Same input → same rows.
 *
 * @example
 * seedRows(columns, sample, 20, 1); // [{ customerId: 3, firstName: 'Luís', …, id: 3 }, …]
 */
export function seedRows(
  columns: readonly GenColumn[],
  sample: readonly Row[],
  count: number,
  seed = 1,
): Row[] {
  if (sample.length > 0) {
    return sample
      .slice(0, count)
      .map((row, index) =>
        withStoreId(
          columns,
          Object.fromEntries(columns.map((c) => [c.field, convert(c, row[c.columnName])])),
          index,
        ),
      );
  }
  const random = createSeededRandom(seed);
  return Array.from({ length: count }, (_, index) =>
    withStoreId(
      columns,
      Object.fromEntries(columns.map((c) => [c.field, generated(c, index, random)])),
      index,
    ),
  );
}
