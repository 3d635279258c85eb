import { baseType } from '../../generator/server/columnModel';
import type { ForeignKey, TableInfo } from '../model/sourceTypes';

/** A relation adopted on the 关系 panel, stored per data source in `dataSourceRelations`. */
export interface TrackedRelation {
  dataSourceId: number;
  table: string;
  column: string;
  refTable: string;
  refColumn: string;
  /** The referenced table's column a select shows instead of the key. */
  displayColumn: string;
}

/** One relation as the panel lists it: found from a foreign key, adopted or not. */
export interface Relation {
  table: string;
  column: string;
  refTable: string;
  refColumn: string;
  /** The adopted display column, else the proposal (the key itself when no column is unique). */
  displayColumn: string;
  /** Whether the proposed column's values are known to tell the rows apart. */
  unique: boolean;
  /** The referenced table's columns a person may choose as the display column. */
  candidates: string[];
  tracked: boolean;
}

const isText = (table: TableInfo, name: string) => {
  const column = table.columns.find((c) => c.name === name);
  return column !== undefined && baseType(column).jsonType === 'string' && !column.format && !column.isPk;
};

/**
 * The display column proposed for a referenced table: its first text column known to be unique —
 * by a one-column unique index, else by distinct, non-empty values in a sample that holds every
 * row of the table — else none: the referenced key itself, with `unique: false`, so the panel says
 * there is none rather than offering a name two rows share.
 *
 * @example proposeDisplayColumn(customers, 'id'); // { column: 'email', unique: true } when email is unique and name is not
 */
export function proposeDisplayColumn(
  ref: TableInfo | undefined,
  refColumn: string,
): { column: string; unique: boolean } {
  if (!ref) return { column: refColumn, unique: false };
  const text = ref.columns.map((c) => c.name).filter((name) => isText(ref, name));
  const uniqueIndexed = text.find((name) =>
    ref.indexes.some((index) => index.unique && index.columns.length === 1 && index.columns[0] === name),
  );
  if (uniqueIndexed) return { column: uniqueIndexed, unique: true };
  const wholeTable = ref.rowCount !== null && ref.rowCount !== undefined && ref.sample.length >= ref.rowCount;
  const distinctSample = wholeTable
    ? text.find((name) => {
        const values = ref.sample.map((row) => row[name]);
        return (
          values.length > 1 &&
          values.every((value) => typeof value === 'string' && value !== '') &&
          new Set(values).size === values.length
        );
      })
    : undefined;
  return distinctSample ? { column: distinctSample, unique: true } : { column: refColumn, unique: false };
}

/** The one-column foreign keys of a table: multi-column keys cannot feed a select. */
const singleColumn = (fk: ForeignKey) => fk.columns.length === 1 && fk.refColumns.length <= 1;

/**
 * Every relation of a source's tables, each with its proposal and whether it was adopted.
 *
 * @example relationsOf([orders, customers], []); // [{ table: 'orders', column: 'customer_id', … tracked: false }]
 */
export function relationsOf(tables: readonly TableInfo[], tracked: readonly TrackedRelation[]): Relation[] {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const found = tables.flatMap((table) =>
    table.foreignKeys.filter(singleColumn).map((fk): Relation => {
      const column = fk.columns[0];
      const refColumn = fk.refColumns[0] ?? 'id';
      const ref = byName.get(fk.refTable);
      const adopted = tracked.find((r) => r.table === table.name && r.column === column);
      const proposed = proposeDisplayColumn(ref, refColumn);
      return {
        table: table.name,
        column,
        refTable: fk.refTable,
        refColumn,
        displayColumn: adopted?.displayColumn ?? proposed.column,
        unique: adopted ? adopted.displayColumn === proposed.column && proposed.unique : proposed.unique,
        candidates: ref ? ref.columns.map((c) => c.name) : [refColumn],
        tracked: adopted !== undefined,
      };
    }),
  );
  // Drivers list keys in their own order (SQLite: newest first): the panel's is by table, column.
  return found.sort((a, b) => a.table.localeCompare(b.table) || a.column.localeCompare(b.column));
}

/**
 * A table's structure with its adopted relations' display columns on its foreign keys, which the
 * generator's column model turns into the select's label field.
 *
 * @example withTrackedRelations(orders, relations).foreignKeys[0].displayColumn; // 'email'
 */
export function withTrackedRelations(info: TableInfo, tracked: readonly TrackedRelation[]): TableInfo {
  const mine = tracked.filter((r) => r.table === info.name);
  if (mine.length === 0) return info;
  return {
    ...info,
    foreignKeys: info.foreignKeys.map((fk) => {
      const adopted = mine.find((r) => fk.columns.length === 1 && r.column === fk.columns[0]);
      return adopted ? { ...fk, displayColumn: adopted.displayColumn } : fk;
    }),
  };
}
