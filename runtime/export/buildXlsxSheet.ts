import type { SheetData } from 'write-excel-file/universal';
import { type ExportTableInput, exportTable } from './exportTable';

/** A sheet for write-excel-file: its rows and column widths (in characters). */
export interface XlsxSheet {
  data: SheetData;
  columns: { width: number }[];
  /** How many rows at the top are header (1, or 2 with a merged header): they stay in view. */
  headerRows: number;
}

const MIN_WIDTH = 8;
const MAX_WIDTH = 60;
/** CJK characters take about two character widths in Excel's default font. */
const textWidth = (text: string) =>
  [...text].reduce((sum, ch) => sum + (ch.charCodeAt(0) > 0x2e80 ? 2 : 1), 0);

/**
 * The sheet of an export: bold, centred header rows — a group title is one cell merged over its
 * columns (`columnSpan`), an ungrouped title under a two-level header spans both rows
 * (`rowSpan`) — then the records with numbers and truth values kept as such. Column widths
 * follow the longest text. Pure: `exportRows` writes it.
 *
 * @example
 * const { data, columns } = buildXlsxSheet({ columns: pageColumns, rows, mergedHeader: true, t });
 */
export function buildXlsxSheet(input: ExportTableInput): XlsxSheet {
  const { header, body } = exportTable(input);
  const headerRows: SheetData = header.map((row) =>
    row.map((cell) =>
      cell === null
        ? null
        : {
            value: cell.text,
            type: String,
            fontWeight: 'bold' as const,
            align: 'center' as const,
            alignVertical: 'center' as const,
            backgroundColor: '#F2F3F5',
            ...(cell.colSpan > 1 ? { columnSpan: cell.colSpan } : {}),
            ...(cell.rowSpan > 1 ? { rowSpan: cell.rowSpan } : {}),
          },
    ),
  );
  const bodyRows: SheetData = body.map((row) =>
    row.map((value) => {
      if (value === null) return null;
      if (typeof value === 'number') return { value, type: Number };
      if (typeof value === 'boolean') return { value, type: Boolean };
      return { value, type: String };
    }),
  );
  const widthOf = (c: number) => {
    const texts = [
      ...header.map((row) => (row[c]?.colSpan === 1 ? row[c]?.text : '')),
      ...body.map((row) => row[c]),
    ];
    const widest = Math.max(
      ...texts.map((text) => textWidth(text === null || text === undefined ? '' : String(text))),
    );
    return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, widest + 2));
  };
  const count = header[header.length - 1].length;
  return {
    data: [...headerRows, ...bodyRows],
    columns: Array.from({ length: count }, (_, c) => ({ width: widthOf(c) })),
    headerRows: header.length,
  };
}
