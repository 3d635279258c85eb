import type { GenColumn } from '../../generator/server/genTypes';
import { defaultText } from '../../generator/server/planFiles';

type PageColumn = {
  field: string;
  title: string;
  cell?: string | { type: string; colors?: Record<string, string> };
  sortable?: boolean;
  width?: number;
};

/**
 * A column material in a generated table (插入到 → generator column): a column of the same
 * field takes the material's cell, sort and width (marked as changed by hand, so a sync keeps
 * them); a new field becomes a list-only text column. A tag cell's colour keys become the
 * column's enum values. Answers the new column list.
 *
 * @example
 * withMaterialColumns(table.columns, [{ field: 'status', title: 'field.status', cell: 'tag' }]);
 */
export function withMaterialColumns(
  columns: readonly GenColumn[],
  material: readonly PageColumn[],
): GenColumn[] {
  const next = columns.map((c) => ({ ...c, overridden: [...c.overridden] }));
  for (const column of material) {
    const cell = typeof column.cell === 'string' ? column.cell : (column.cell?.type ?? 'text');
    const colors = typeof column.cell === 'object' ? column.cell.colors : undefined;
    const changes: Partial<GenColumn> = {
      cell,
      inList: true,
      sortable: column.sortable === true,
      ...(column.width ? { width: column.width } : {}),
      ...(colors ? { enumValues: Object.keys(colors) } : {}),
    };
    const same = next.find((c) => c.field === column.field);
    if (same) {
      Object.assign(same, changes);
      same.overridden = [...new Set([...same.overridden, ...Object.keys(changes)])];
      continue;
    }
    const title = /^[a-z][\w-]*(\.[\w-]+)+$/i.test(column.title) ? defaultText(column.title) : column.title;
    next.push({
      columnName: column.field,
      columnType: 'varchar(255)',
      nullable: true,
      isPk: false,
      isAutoIncrement: false,
      field: column.field,
      titleZh: title,
      titleEn: title,
      jsonType: 'string',
      inSearch: false,
      inEdit: false,
      required: false,
      readOnly: false,
      ...changes,
      inList: true,
      cell,
      sortable: column.sortable === true,
      overridden: Object.keys(changes),
    } as GenColumn);
  }
  return next;
}
