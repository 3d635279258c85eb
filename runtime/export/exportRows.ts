import type { PageColumn } from '../../schemas/types.gen';
import { buildCsv } from './buildCsv';
import { buildXlsxSheet } from './buildXlsxSheet';
import { downloadBlob } from './downloadBlob';

/** What to export and how. */
export interface ExportRowsInput {
  /** The columns the user may see (the page applies column permissions); `actions` is skipped. */
  columns: PageColumn[];
  rows: Record<string, unknown>[];
  format: 'csv' | 'xlsx';
  /** Without extension; `.csv` or `.xlsx` is added. */
  fileName: string;
  /** Two-level header from `exportHeader` (exportMerged). */
  mergedHeader?: boolean;
  t: (key: string) => string;
  /** The console language; the sheet is named in it. */
  language: string;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Downloads rows as a CSV (UTF-8 with BOM, so Excel reads Chinese) or an .xlsx file. The xlsx
 * writer is imported on first use, so no page loads it before an export. Rejects only if
 * the writer cannot be loaded (a load error) or fails; nothing is shown by this function.
 *
 * @example
 * await exportRows({ columns, rows: selected, format: 'xlsx', fileName: 'table', mergedHeader: true, t, language });
 */
export async function exportRows(input: ExportRowsInput): Promise<void> {
  const name = input.fileName.replace(/\.(csv|xlsx)$/i, '');
  if (input.format === 'csv') {
    downloadBlob(new Blob([buildCsv(input)], { type: 'text/csv;charset=utf-8' }), `${name}.csv`);
    return;
  }
  const { default: writeXlsxFile } = await import('write-excel-file/universal');
  const sheet = buildXlsxSheet(input);
  const blob = await writeXlsxFile(sheet.data, {
    columns: sheet.columns,
    sheet: input.language === 'en' ? 'Sheet1' : '工作表1',
    stickyRowsCount: sheet.headerRows,
  }).toBlob();
  downloadBlob(new Blob([blob], { type: XLSX_TYPE }), `${name}.xlsx`);
}
