import type { GenColumn } from './genTypes';

/** One line of the sync summary dialog. */
export interface SyncChange {
  column: string;
  change: 'added' | 'removed' | 'typeChanged';
  detail: string;
}

/**
 * The column sync as a three-way merge of the column model: base = what the rules gave at
 * import (the user's changes are listed in `overridden`), theirs = the source now, mine = the
 * user's column. New columns are added with rule defaults; removed ones are kept and flagged
 * (`removed` in the summary) until the user deletes them; a type change updates only the fields
 * the user did not override. User settings are never dropped (ruoyi-vue-pro #165).
 *
 * @example
 * const { columns, changes } = syncColumns(genTable.columns, columnModel(freshInfo, rules));
 */
export function syncColumns(
  mine: readonly GenColumn[],
  fresh: readonly GenColumn[],
): { columns: GenColumn[]; changes: SyncChange[] } {
  const changes: SyncChange[] = [];
  const freshByName = new Map(fresh.map((c) => [c.columnName, c]));
  const columns = mine.map((column) => {
    const now = freshByName.get(column.columnName);
    if (!now) {
      changes.push({
        column: column.columnName,
        change: 'removed',
        detail: 'no longer in the source; kept until you delete it',
      });
      return column;
    }
    if (now.columnType === column.columnType) return column;
    changes.push({
      column: column.columnName,
      change: 'typeChanged',
      detail: `${column.columnType} → ${now.columnType}`,
    });
    const merged: GenColumn = {
      ...column,
      columnType: now.columnType,
      length: now.length,
      nullable: now.nullable,
    };
    const keys = [
      'jsonType',
      'format',
      'maxLength',
      'cell',
      'widget',
      'inList',
      'inSearch',
      'inEdit',
      'required',
      'sortable',
      'width',
      'searchOperator',
    ] as const;
    for (const key of keys) {
      if (column.overridden.includes(key)) continue;
      (merged as unknown as Record<string, unknown>)[key] = now[key];
    }
    merged.ruleId = now.ruleId;
    return merged;
  });
  const known = new Set(mine.map((c) => c.columnName));
  for (const column of fresh) {
    if (known.has(column.columnName)) continue;
    changes.push({
      column: column.columnName,
      change: 'added',
      detail: `${column.columnType}, rule ${column.ruleId ?? '—'}`,
    });
    columns.push(column);
  }
  return { columns, changes };
}
