import type { PageColumn } from '../../schemas/types.gen';
import { cellLabel } from './cellLabel';
import { cellOptions } from './cellOptions';
import { displayText, EMPTY_TEXT } from './displayText';
import { fieldValue } from './fieldValue';
import { DEFAULT_DATETIME_FORMAT, formatDatetime } from './formatDatetime';
import { toDate } from './toDate';

/** A value as a spreadsheet cell holds it: text, a number or a truth value; null is an empty cell. */
export type ExportValue = string | number | boolean | null;

/**
 * What an export writes for one column of one row: what the cell shows, as data. Tags and
 * statuses give their translated labels, times their formatted text (a relative time is written
 * absolute — a file is read later), numbers stay numbers so a spreadsheet can sum them, and
 * everything else is its plain text.
 *
 * @example
 * cellExportValue({ field: 'status', title: 'field.status', cell: { type: 'tag', labels: { draft: 'option.draft' } } }, row, t); // '草稿'
 */
export function cellExportValue(
  column: PageColumn,
  row: Record<string, unknown>,
  t: (key: string) => string,
): ExportValue {
  const value = fieldValue(row, column.field);
  if (value === undefined || value === null || value === '') return null;
  const options = cellOptions(column.cell);
  switch (options.type) {
    case 'tag':
    case 'status':
      return (Array.isArray(value) ? value : [value]).map((item) => cellLabel(item, options, t)).join(', ');
    case 'datetime':
    case 'relativeTime': {
      const date = toDate(value);
      const format = options.type === 'datetime' ? options.format : undefined;
      return date ? formatDatetime(date, format ?? DEFAULT_DATETIME_FORMAT) : displayText(value);
    }
    default: {
      if (typeof value === 'number' || typeof value === 'boolean') return value;
      const text = displayText(value);
      return text === EMPTY_TEXT ? null : text;
    }
  }
}
