import { type Kysely, sql } from 'kysely';
import { fieldOfColumn } from './fieldNames';
import { kindOf, type LiveColumn } from './liveColumns';

/** A foreign key of a table: its columns, in order, and the referenced table's. */
export interface ForeignKey {
  constraint: string;
  columns: string[];
  refTable: string;
  refColumns: string[];
}

/** An index of a table, unique or not (the primary key's included). */
export interface TableIndex {
  name: string;
  columns: string[];
  unique: boolean;
  primary: boolean;
}

/** A table as the catalogue describes it: the only source of the identifiers SQL may name. */
export interface TableShape {
  schema: string;
  name: string;
  columns: LiveColumn[];
  primaryKey: string[];
  foreignKeys: ForeignKey[];
  indexes: TableIndex[];
  /** Check constraints by name, with the columns they read (a violation is located there). */
  checks: { name: string; columns: string[] }[];
}

interface ColumnRow {
  name: string;
  data_type: string;
  category: string;
  nullable: boolean;
  has_default: boolean;
  generated: boolean;
}

interface ConstraintRow {
  name: string;
  type: string;
  columns: string[];
  ref_table: string | null;
  ref_columns: string[] | null;
}

interface IndexRow {
  name: string;
  columns: string[];
  unique: boolean;
  primary: boolean;
}

/**
 * Reads one table of a schema from the catalogue (pg_attribute, pg_constraint, pg_index): its
 * columns with their types as PostgreSQL prints them (length and precision kept), nullability,
 * defaults and identities; its primary key, foreign keys, indexes and check constraints. The
 * schema and table are parameters of fixed statements, never text in them. Resolves undefined
 * when the table does not exist (or the user may not see it).
 *
 * @example
 * const shape = await introspectTable(db, 'public', 'customer');
 * shape?.primaryKey; // ['customer_id']
 */
export async function introspectTable(
  db: Kysely<unknown>,
  schema: string,
  table: string,
): Promise<TableShape | undefined> {
  const columns = await sql<ColumnRow>`
    SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS data_type,
           t.typcategory AS category, NOT a.attnotnull AS nullable,
           (a.atthasdef OR a.attidentity <> '') AS has_default,
           (a.attidentity = 'a' OR a.attgenerated <> '') AS generated
      FROM pg_catalog.pg_attribute a
      JOIN pg_catalog.pg_class c ON c.oid = a.attrelid
      JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_catalog.pg_type t ON t.oid = a.atttypid
     WHERE n.nspname = ${schema} AND c.relname = ${table} AND c.relkind IN ('r', 'p', 'v')
       AND a.attnum > 0 AND NOT a.attisdropped
       AND has_table_privilege(c.oid, 'SELECT')
     ORDER BY a.attnum`.execute(db);
  if (columns.rows.length === 0) return undefined;
  const constraints = await sql<ConstraintRow>`
    SELECT con.conname AS name, con.contype AS type,
           ARRAY(SELECT att.attname::text FROM unnest(con.conkey) WITH ORDINALITY k(num, ord)
                   JOIN pg_catalog.pg_attribute att ON att.attrelid = con.conrelid AND att.attnum = k.num
                  ORDER BY k.ord) AS columns,
           rc.relname AS ref_table,
           ARRAY(SELECT att.attname::text FROM unnest(con.confkey) WITH ORDINALITY k(num, ord)
                   JOIN pg_catalog.pg_attribute att ON att.attrelid = con.confrelid AND att.attnum = k.num
                  ORDER BY k.ord) AS ref_columns
      FROM pg_catalog.pg_constraint con
      JOIN pg_catalog.pg_class c ON c.oid = con.conrelid
      JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
      LEFT JOIN pg_catalog.pg_class rc ON rc.oid = con.confrelid
     WHERE n.nspname = ${schema} AND c.relname = ${table} AND con.contype IN ('p', 'f', 'c')
     ORDER BY con.conname`.execute(db);
  const indexes = await sql<IndexRow>`
    SELECT i.relname AS name, ix.indisunique AS unique, ix.indisprimary AS primary,
           ARRAY(SELECT att.attname::text FROM unnest(ix.indkey) WITH ORDINALITY k(num, ord)
                   JOIN pg_catalog.pg_attribute att ON att.attrelid = ix.indrelid AND att.attnum = k.num
                  ORDER BY k.ord) AS columns
      FROM pg_catalog.pg_index ix
      JOIN pg_catalog.pg_class i ON i.oid = ix.indexrelid
      JOIN pg_catalog.pg_class c ON c.oid = ix.indrelid
      JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = ${schema} AND c.relname = ${table}
     ORDER BY ix.indisprimary DESC, i.relname`.execute(db);
  const of = (type: string) => constraints.rows.filter((row) => row.type === type);
  return {
    schema,
    name: table,
    columns: columns.rows.map((row) => ({
      name: row.name,
      field: fieldOfColumn(row.name),
      kind: kindOf(row.data_type, row.category),
      dataType: row.data_type,
      nullable: row.nullable,
      hasDefault: row.has_default,
      generated: row.generated,
    })),
    primaryKey: of('p')[0]?.columns ?? [],
    foreignKeys: of('f').map((row) => ({
      constraint: row.name,
      columns: row.columns,
      refTable: row.ref_table ?? '',
      refColumns: row.ref_columns ?? [],
    })),
    indexes: indexes.rows.map((row) => ({ ...row })),
    checks: of('c').map((row) => ({ name: row.name, columns: row.columns })),
  };
}
