import type { ExportValue } from '../cells';
import { type ExportTableInput, exportTable } from './exportTable';

/** Excel opens a UTF-8 CSV as UTF-8 only when it starts with a byte-order mark. */
export const CSV_BOM = '\uFEFF';

/** Text a spreadsheet would run as a formula (CSV injection): =, +, -, @, tab, carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote, line break or edge spaces, with
 * quotes doubled. Text that a spreadsheet would run as a formula gets a leading apostrophe, so a
 * record titled `=HYPERLINK(…)` stays text; numbers are written as they are.
 *
 * @example
 * csvField('say "hi", bye'); // '"say ""hi"", bye"'
 * csvField('=1+2'); // "'=1+2"
 */
export function csvField(value: ExportValue): string {
  if (value === null) return '';
  if (typeof value !== 'string') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The CSV text of an export: BOM, header row(s), one line per record, CRLF line ends. A CSV
 * cannot merge cells, so a two-level header writes each group title above its first column.
 *
 * @example
 * buildCsv({ columns: [{ field: 'title', title: 'field.title' }], rows: [{ title: 'a,b' }], t });
 * // '\uFEFF标题\r\n"a,b"\r\n'
 */
export function buildCsv(input: ExportTableInput): string {
  const { header, body } = exportTable(input);
  const headerLines = header.map((row, r) =>
    row.map((cell, c) => {
      // A title spanning both rows is written in the lower row, next to the other column titles.
      if (header.length === 2 && r === 0 && cell?.rowSpan === 2) return '';
      if (header.length === 2 && r === 1 && cell === null) return csvField(header[0][c]?.text ?? '');
      return csvField(cell?.text ?? '');
    }),
  );
  const lines = [...headerLines, ...body.map((row) => row.map(csvField))];
  return `${CSV_BOM}${lines.map((fields) => fields.join(',')).join('\r\n')}\r\n`;
}
