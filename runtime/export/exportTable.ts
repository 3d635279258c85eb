import type { PageColumn } from '../../schemas/types.gen';
import { cellExportValue, type ExportValue } from '../cells/cellExportValue';
import { columnTitle } from '../cells/columnTitle';
import { isActionsCell } from '../cells/renderCell';

/** One header cell: its text and how many columns (and header rows) it covers. */
export interface HeaderCell {
  text: string;
  /** Columns covered; 1 unless it is a group title. */
  colSpan: number;
  /** Header rows covered: 2 for an ungrouped column under a two-level header. */
  rowSpan: number;
}

/** A table ready to write: header rows (`null` where a merged cell covers the spot) and data rows. */
export interface ExportTable {
  header: (HeaderCell | null)[][];
  body: ExportValue[][];
}

/** What every export needs: the columns as the page shows them, the rows and the strings. */
export interface ExportTableInput {
  /** The columns the user may see (the page applies column permissions); `actions` is skipped. */
  columns: PageColumn[];
  rows: Record<string, unknown>[];
  /** Two header rows: adjacent columns with the same `exportHeader` share one merged group title. */
  mergedHeader?: boolean;
  t: (key: string) => string;
}

/**
 * The table an export writes: hidden columns included (they are hidden on screen, not secret),
 * the actions column left out, values as their cells show them (`cellExportValue`). With
 * `mergedHeader`, row 1 holds group titles spanning their adjacent columns and each ungrouped
 * column's title spanning both rows; row 2 holds the grouped columns' own titles.
 *
 * @example
 * exportTable({ columns, rows, mergedHeader: true, t }).header[0]; // [{ text: '文章', colSpan: 3, rowSpan: 1 }, null, null, …]
 */
export function exportTable({ columns, rows, mergedHeader = false, t }: ExportTableInput): ExportTable {
  const shown = columns.filter((column) => !isActionsCell(column.cell));
  const body = rows.map((row) => shown.map((column) => cellExportValue(column, row, t)));
  const titles = shown.map((column) => columnTitle(column, t));
  if (!mergedHeader || !shown.some((column) => column.exportHeader)) {
    return { header: [titles.map((text) => ({ text, colSpan: 1, rowSpan: 1 }))], body };
  }
  const top: (HeaderCell | null)[] = [];
  const second: (HeaderCell | null)[] = [];
  shown.forEach((column, i) => {
    const group = column.exportHeader;
    if (!group) {
      top.push({ text: titles[i], colSpan: 1, rowSpan: 2 });
      second.push(null);
      return;
    }
    second.push({ text: titles[i], colSpan: 1, rowSpan: 1 });
    if (i > 0 && shown[i - 1].exportHeader === group) {
      top.push(null);
      const start = top.findLastIndex((cell) => cell !== null);
      (top[start] as HeaderCell).colSpan += 1;
      return;
    }
    top.push({ text: t(group), colSpan: 1, rowSpan: 1 });
  });
  return { header: [top, second], body };
}
