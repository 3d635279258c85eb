import pg, { type PoolClient } from 'pg';
import {
  type ColumnInfo,
  isTreeParent,
  type SourceDriver,
  type TableInfo,
  type TableSummary,
} from '../model/sourceTypes';
import { createPool, type PoolSettings, sourcePool } from './sourcePools';

/**
 * How sample rows read a `timestamp` without zone: the wall clock the table holds
 * (`2025-01-31T08:30:00`), not a Date of the server's zone that JSON would turn into a UTC instant
 * shifted by that zone. An offline copy keeps what the database holds.
 */
const SAMPLE_TYPES = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.TIMESTAMP
      ? (text: string) => text.replace(' ', 'T')
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** What the driver needs: an address already checked against the allow-list, and the schema. */
export interface PostgresTarget extends PoolSettings {
  schema: string;
}

/** A saved source's pool: the server it belongs to (its data folder) and the source's id. */
export interface PostgresPooling {
  scope: string;
  sourceId: number;
}

/**
 * The schema's tables in one catalogue query: name, comment and the planner's row estimate
 * (`pg_class.reltuples`). The estimate is null when the table was never analysed: reltuples is -1
 * then on PostgreSQL 14 and later, and 0 with no pages on older servers, where 0 cannot tell an
 * empty table from an unknown one. Only tables the user holds some right on are listed, as
 * information_schema.tables does. `$2`, when not null, narrows the list to one table.
 */
const TABLES_SQL = `
SELECT c.relname AS name,
       obj_description(c.oid, 'pg_class') AS comment,
       CASE WHEN c.reltuples < 0 THEN NULL
            WHEN c.reltuples = 0 AND c.relpages = 0
             AND current_setting('server_version_num')::int < 140000 THEN NULL
            ELSE round(c.reltuples)::bigint END AS estimate
  FROM pg_catalog.pg_class c
  JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
 WHERE n.nspname = $1 AND c.relkind IN ('r', 'p')
   AND ($2::text IS NULL OR c.relname = $2::text)
   AND (pg_has_role(c.relowner, 'USAGE')
        OR has_table_privilege(c.oid, 'SELECT, INSERT, UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER')
        OR has_any_column_privilege(c.oid, 'SELECT, INSERT, UPDATE, REFERENCES'))
 ORDER BY c.relname`;

const COLUMNS_SQL = `
SELECT c.column_name, c.data_type, c.udt_name, c.is_nullable, c.column_default,
       c.character_maximum_length, c.numeric_precision, c.numeric_scale, c.is_identity,
       col_description(format('%I.%I', c.table_schema, c.table_name)::regclass, c.ordinal_position) AS comment
  FROM information_schema.columns c
 WHERE c.table_schema = $1 AND c.table_name = $2
 ORDER BY c.ordinal_position`;

const CONSTRAINTS_SQL = `
SELECT tc.constraint_name, tc.constraint_type, kcu.column_name, kcu.ordinal_position,
       ccu.table_name AS ref_table, ccu.column_name AS ref_column
  FROM information_schema.table_constraints tc
  JOIN information_schema.key_column_usage kcu
    ON kcu.constraint_name = tc.constraint_name AND kcu.table_schema = tc.table_schema
  LEFT JOIN information_schema.constraint_column_usage ccu
    ON tc.constraint_type = 'FOREIGN KEY' AND ccu.constraint_name = tc.constraint_name
   AND ccu.constraint_schema = tc.table_schema
 WHERE tc.table_schema = $1 AND tc.table_name = $2
   AND tc.constraint_type IN ('PRIMARY KEY', 'FOREIGN KEY', 'UNIQUE')
 ORDER BY tc.constraint_name, kcu.ordinal_position`;

/** Every index of the table (the primary key's and unique constraints' included), columns in order. */
const INDEXES_SQL = `
SELECT i.relname AS name, ix.indisunique AS unique,
       ARRAY(SELECT a.attname::text FROM unnest(ix.indkey) WITH ORDINALITY k(num, ord)
               JOIN pg_catalog.pg_attribute a ON a.attrelid = ix.indrelid AND a.attnum = k.num
              ORDER BY k.ord) AS columns
  FROM pg_catalog.pg_index ix
  JOIN pg_catalog.pg_class i ON i.oid = ix.indexrelid
  JOIN pg_catalog.pg_class c ON c.oid = ix.indrelid
  JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
 WHERE n.nspname = $1 AND c.relname = $2
 ORDER BY ix.indisprimary DESC, i.relname`;

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

const summaryOf = (row: { name: string; comment: string | null; estimate: string | null }): TableSummary => ({
  name: String(row.name),
  ...(row.comment ? { comment: String(row.comment) } : {}),
  rowCount: row.estimate === null ? null : Number(row.estimate),
  ...(row.estimate === null ? {} : { rowCountEstimated: true }),
});

/**
 * The `postgres` data source through `pg` (pure JavaScript). A saved source uses its pool
 * from the registry (sourcePools.ts), shared by every call until the source is edited, deleted or
 * the server stops; an unsaved one (a test from the edit form) gets a pool of one connection,
 * ended by `close()`. Sessions are read-only from their start, introspection SQL is fixed (the
 * catalogue and information_schema; no user SQL), and every statement has the source's timeout.
 * A connection whose statement failed is destroyed, never lent again.
 *
 * @example
 * const driver = await postgresSource({ address: '127.0.0.1', port: 5432, database: 'shop', … }, { scope: dataDir, sourceId: 3 });
 */
export async function postgresSource(
  target: PostgresTarget,
  pooling?: PostgresPooling,
): Promise<SourceDriver> {
  const pool = pooling
    ? await sourcePool(pooling.scope, pooling.sourceId, 'read-only', target)
    : await createPool(target, 'read-only', 'jimu source test', 1);
  const schema = target.schema;
  const withClient = async <T>(use: (client: PoolClient) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    let failed = false;
    try {
      return await use(client);
    } catch (error) {
      failed = true;
      throw error;
    } finally {
      client.release(failed);
    }
  };
  return {
    async tables() {
      return withClient(async (client) =>
        (await client.query(TABLES_SQL, [schema, null])).rows.map(summaryOf),
      );
    },
    table: (name, sampleRows) =>
      withClient(async (client): Promise<TableInfo> => {
        const [found] = (await client.query(TABLES_SQL, [schema, name])).rows;
        if (!found) throw new Error(`no table '${name}' in schema ${schema}`);
        const constraints = (await client.query(CONSTRAINTS_SQL, [schema, name])).rows;
        const primaryKey = constraints
          .filter((c) => c.constraint_type === 'PRIMARY KEY')
          .map((c) => String(c.column_name));
        const fks = new Map<string, { columns: string[]; refTable: string; refColumns: string[] }>();
        for (const c of constraints) {
          if (c.constraint_type !== 'FOREIGN KEY') continue;
          const fk = fks.get(c.constraint_name) ?? {
            columns: [],
            refTable: String(c.ref_table),
            refColumns: [],
          };
          if (!fk.columns.includes(c.column_name)) fk.columns.push(String(c.column_name));
          if (!fk.refColumns.includes(c.ref_column)) fk.refColumns.push(String(c.ref_column));
          fks.set(c.constraint_name, fk);
        }
        const columns: ColumnInfo[] = (await client.query(COLUMNS_SQL, [schema, name])).rows.map((c) => {
          const type = c.data_type === 'USER-DEFINED' ? String(c.udt_name) : String(c.data_type);
          const length =
            c.character_maximum_length ?? (c.data_type === 'numeric' ? c.numeric_precision : null);
          return {
            name: String(c.column_name),
            type: type.toLowerCase(),
            nullable: c.is_nullable === 'YES',
            default: c.column_default ?? null,
            isPk: primaryKey.includes(c.column_name),
            isAutoIncrement: c.is_identity === 'YES' || /^nextval\(/.test(String(c.column_default ?? '')),
            ...(length !== null && length !== undefined ? { length: Number(length) } : {}),
            ...(c.data_type === 'numeric' && c.numeric_scale !== null
              ? { scale: Number(c.numeric_scale) }
              : {}),
            ...(c.comment ? { comment: String(c.comment) } : {}),
          };
        });
        const qualified = `${ident(schema)}.${ident(name)}`;
        const order = primaryKey.length > 0 ? ` ORDER BY ${primaryKey.map(ident).join(', ')}` : '';
        const sample = (
          await client.query({
            text: `SELECT * FROM ${qualified}${order} LIMIT $1`,
            values: [sampleRows],
            types: SAMPLE_TYPES,
          })
        ).rows;
        // An opened table gets its exact count; the list shows the planner's estimate.
        const count = Number((await client.query(`SELECT count(*) AS n FROM ${qualified}`)).rows[0].n);
        return {
          name,
          comment: found.comment ?? undefined,
          rowCount: count,
          columns,
          primaryKey,
          indexes: (await client.query(INDEXES_SQL, [schema, name])).rows.map((row) => ({
            name: String(row.name),
            columns: (row.columns as string[]).map(String),
            unique: row.unique === true,
          })),
          foreignKeys: [...fks.values()],
          treeCandidate: columns.some((c) => isTreeParent(c.name)),
          sample: sample.map((row) => JSON.parse(JSON.stringify(row))),
        };
      }),
    async close() {
      if (!pooling) await pool.end().catch(() => undefined);
    },
  };
}
