import type { ColumnProps } from '@douyinfe/semi-ui/lib/es/table';
import type { TFunction } from 'i18next';
import { CellTag, cellExportValue, columnTitle } from '../../../runtime/cells';
import type { PageColumn } from '../../../schemas/types.gen';
import type { ArticleRow } from './columns';

/** One page column as a Semi Table column, showing exactly what the export writes. */
function tableColumn(column: PageColumn, t: TFunction): ColumnProps<ArticleRow> {
  const tag = typeof column.cell === 'object' && column.cell.type === 'tag';
  return {
    title: columnTitle(column, t),
    dataIndex: column.field,
    render: (_: unknown, row: ArticleRow) => {
      const value = cellExportValue(column, row, t);
      return tag && value !== null ? <CellTag color="blue">{String(value)}</CellTag> : value;
    },
  };
}

/**
 * The page columns for a Semi Table: adjacent columns sharing an `exportHeader` become one group
 * column with children, so the table shows the same two-level header as the file.
 */
export function tableColumns(columns: PageColumn[], t: TFunction): ColumnProps<ArticleRow>[] {
  const out: ColumnProps<ArticleRow>[] = [];
  let groupKey: string | undefined;
  let group: ColumnProps<ArticleRow> | undefined;
  for (const column of columns) {
    if (!column.exportHeader) {
      groupKey = undefined;
      out.push(tableColumn(column, t));
      continue;
    }
    if (groupKey !== column.exportHeader || !group) {
      groupKey = column.exportHeader;
      group = { title: t(column.exportHeader), children: [] };
      out.push(group);
    }
    group.children?.push(tableColumn(column, t));
  }
  return out;
}
