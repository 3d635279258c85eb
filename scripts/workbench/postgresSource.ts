import { type ColumnInfo, isTreeParent, type SourceDriver, type TableInfo } from './sourceTypes';

/** What the driver needs: an address already checked against the allow-list. */
export interface PostgresTarget {
  address: string;
  port: number;
  database: string;
  schema: string;
  username: string;
  password: string;
  timeoutMs: number;
}

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

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The `postgres` data source (§5.6) through `pg` (pure JavaScript). Introspection SQL is fixed
 * (information_schema + col_description; no user SQL), the session is read-only and every query
 * has the source's timeout.
 *
 * @example
 * const driver = await postgresSource({ address: '127.0.0.1', port: 5432, database: 'shop', … });
 */
export async function postgresSource(target: PostgresTarget): Promise<SourceDriver> {
  const { Client } = await import('pg');
  const client = new Client({
    host: target.address,
    port: target.port,
    database: target.database,
    user: target.username,
    password: target.password,
    connectionTimeoutMillis: target.timeoutMs,
    query_timeout: target.timeoutMs,
    statement_timeout: target.timeoutMs,
  });
  // A failed socket emits 'error' on the client as well as rejecting; unhandled, it would crash.
  client.on('error', () => undefined);
  await client.connect();
  await client.query('SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY');
  const schema = target.schema;
  const tableNames = async () =>
    (
      await client.query(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = $1 AND table_type = 'BASE TABLE' ORDER BY table_name",
        [schema],
      )
    ).rows.map((r) => String(r.table_name));
  const count = async (name: string) =>
    Number((await client.query(`SELECT count(*)::int AS n FROM ${ident(schema)}.${ident(name)}`)).rows[0].n);
  const commentOf = async (name: string) =>
    (
      await client.query(`SELECT obj_description(format('%I.%I', $1::text, $2::text)::regclass) AS c`, [
        schema,
        name,
      ])
    ).rows[0]?.c ?? undefined;
  return {
    async ping() {
      await client.query('SELECT 1');
    },
    async tables() {
      const out = [];
      for (const name of await tableNames())
        out.push({ name, rowCount: await count(name), comment: (await commentOf(name)) ?? undefined });
      return out;
    },
    async table(name, sampleRows): Promise<TableInfo> {
      if (!(await tableNames()).includes(name)) throw new Error(`no table '${name}' in schema ${schema}`);
      const constraints = (await client.query(CONSTRAINTS_SQL, [schema, name])).rows;
      const primaryKey = constraints
        .filter((c) => c.constraint_type === 'PRIMARY KEY')
        .map((c) => String(c.column_name));
      const fks = new Map<string, { columns: string[]; refTable: string; refColumns: string[] }>();
      const uniques = new Map<string, string[]>();
      for (const c of constraints) {
        if (c.constraint_type === 'FOREIGN KEY') {
          const fk = fks.get(c.constraint_name) ?? {
            columns: [],
            refTable: String(c.ref_table),
            refColumns: [],
          };
          if (!fk.columns.includes(c.column_name)) fk.columns.push(String(c.column_name));
          if (!fk.refColumns.includes(c.ref_column)) fk.refColumns.push(String(c.ref_column));
          fks.set(c.constraint_name, fk);
        } else
          uniques.set(c.constraint_name, [...(uniques.get(c.constraint_name) ?? []), String(c.column_name)]);
      }
      const columns: ColumnInfo[] = (await client.query(COLUMNS_SQL, [schema, name])).rows.map((c) => {
        const type = c.data_type === 'USER-DEFINED' ? String(c.udt_name) : String(c.data_type);
        const length = c.character_maximum_length ?? (c.data_type === 'numeric' ? c.numeric_precision : null);
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
      const order = primaryKey.length > 0 ? ` ORDER BY ${primaryKey.map(ident).join(', ')}` : '';
      const sample = (
        await client.query(`SELECT * FROM ${ident(schema)}.${ident(name)}${order} LIMIT $1`, [sampleRows])
      ).rows;
      return {
        name,
        comment: (await commentOf(name)) ?? undefined,
        rowCount: await count(name),
        columns,
        primaryKey,
        indexes: [...uniques].map(([index, cols]) => ({ name: index, columns: cols, unique: true })),
        foreignKeys: [...fks.values()],
        treeCandidate: columns.some((c) => isTreeParent(c.name)),
        sample: sample.map((row) => JSON.parse(JSON.stringify(row))),
      };
    },
    async close() {
      await client.end().catch(() => undefined);
    },
  };
}
