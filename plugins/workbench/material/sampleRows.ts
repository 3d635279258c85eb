import { isRecord } from '../../../runtime/lib';

type Row = Record<string, unknown>;
type Column = { field: string; cell?: unknown };

const WORDS = ['积木', 'Jimu', '示例'];
const cellType = (cell: unknown): unknown =>
  typeof cell === 'string' ? cell : isRecord(cell) ? (cell.type ?? 'text') : 'text';

/** A value a cell can show: a colour key for tags, a date for times, a number for rates. */
function sampleValue(column: Column, index: number): unknown {
  const type = cellType(column.cell);
  const colors = isRecord(column.cell) ? column.cell.colors : undefined;
  if ((type === 'tag' || type === 'status') && isRecord(colors)) {
    const keys = Object.keys(colors);
    return keys[index % keys.length];
  }
  switch (type) {
    case 'datetime':
    case 'relativeTime':
      return new Date(Date.UTC(2024, 4, 1 + index * 3, 9, 30)).toISOString();
    case 'rate':
      return 3 + (index % 3);
    case 'progress':
    case 'percent':
      return 30 + index * 25;
    case 'switch':
      return index % 2 === 0;
    case 'image':
    case 'avatar':
      return `/mock-assets/table/${index + 1}.svg`;
    case 'link':
      return 'https://example.com/';
  }
  if (/^(id|.*Id)$/.test(column.field)) return index + 1;
  if (/price|amount/i.test(column.field)) return (index + 1) * 19.9;
  return `${WORDS[index % WORDS.length]} ${column.field} ${index + 1}`;
}

/**
 * Three sample rows for a column preview ("a column via a one-column table with three
 * sample rows"): tag cells take their colour keys, time cells dates, and so on.
 *
 * @example
 * sampleRows([{ field: 'status', cell: { type: 'tag', colors: { published: 'green' } } }]);
 */
export function sampleRows(columns: readonly Column[]): Row[] {
  return [0, 1, 2].map((index) => {
    const row: Row = { id: index + 1 };
    for (const column of columns) {
      const path = column.field.split('.');
      let node = row;
      for (const part of path.slice(0, -1)) {
        const inner = node[part];
        const child: Row = isRecord(inner) ? inner : {};
        node[part] = child;
        node = child;
      }
      node[path[path.length - 1]] = sampleValue(column, index);
    }
    return row;
  });
}
