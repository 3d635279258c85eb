import { existsSync, realpathSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import {
  type ColumnInfo,
  isTreeParent,
  type SourceDriver,
  type TableInfo,
  type TableSummary,
} from '../model/sourceTypes';

type SqlValue = string | number | Uint8Array | null;
interface SqlDatabase {
  exec(sql: string, params?: SqlValue[]): { columns: string[]; values: SqlValue[][] }[];
  close(): void;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

const rowsOf = (db: SqlDatabase, sql: string, params: SqlValue[] = []) => {
  const [result] = db.exec(sql, params);
  if (!result) return [];
  return result.values.map((values) => Object.fromEntries(result.columns.map((c, i) => [c, values[i]])));
};

/** `varchar(64)` → length 64; `decimal(10,2)` → length 10, scale 2. */
const sizeOf = (type: string) => {
  const match = /\((\d+)(?:\s*,\s*(\d+))?\)/.exec(type);
  return match ? { length: Number(match[1]), scale: match[2] ? Number(match[2]) : undefined } : {};
};

const outside = (file: string) => `the SQLite file must be inside the data folder: ${file}`;

/**
 * The real path of `file` (relative to the data folder), or undefined when there is no such file.
 * Throws when the path leads out of the data folder, written (`../x`) or through a symbolic link:
 * the file's real path must lie inside the folder's real path.
 */
function locate(dataDir: string, file: string): string | undefined {
  const root = resolve(dataDir);
  const full = resolve(root, file);
  if (!full.startsWith(root + sep)) throw new Error(outside(file));
  if (!existsSync(full)) return undefined;
  const real = realpathSync(full);
  if (!real.startsWith(realpathSync(root) + sep))
    throw new Error(`${outside(file)} (a link leads out of it)`);
  return real;
}

/**
 * Why `file` cannot be a SQLite source, or undefined: its path, or its real path through a
 * symbolic link, leads out of the data folder. A file that does not exist yet passes.
 *
 * @example
 * sqliteFileProblem('.data', '../etc/passwd'); // 'the SQLite file must be inside the data folder: ../etc/passwd'
 */
export function sqliteFileProblem(dataDir: string, file: string): string | undefined {
  try {
    locate(dataDir, file);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

/**
 * The `sqlite` data source over sql.js (WebAssembly; no native build). The file's real path must
 * lie inside the data folder's real path (no link out of it); the file is read once, through that
 * real path, into memory and never written. The table list is one query on `sqlite_master`, with
 * row counts from `sqlite_stat1` when the file was analysed and null otherwise (SQLite keeps no
 * other estimate); an opened table is counted. Introspection uses `PRAGMA table_info`,
 * `index_list`/`index_info` and `foreign_key_list`.
 *
 * @example
 * const driver = await sqliteSource('.data', 'fixtures/shop.sqlite');
 */
export async function sqliteSource(dataDir: string, file: string): Promise<SourceDriver> {
  const full = locate(dataDir, file);
  if (full === undefined) throw new Error(`no SQLite file ${file} in the data folder`);
  const bytes = await readFile(full);
  const { default: initSqlJs } = await import('sql.js');
  const SQL = await initSqlJs();
  const db = new SQL.Database(bytes) as unknown as SqlDatabase;
  const all = () =>
    rowsOf(db, "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").map((r) =>
      String(r.name),
    );
  const internal = (name: string) => /^sqlite_/i.test(name);
  const names = () => all().filter((name) => !internal(name));
  const count = (name: string) => Number(rowsOf(db, `SELECT count(*) AS n FROM ${quote(name)}`)[0]?.n ?? 0);
  /** ANALYZE's row counts: the first number of each `stat` is the rows of the table or index. */
  const analysed = (): Map<string, number> =>
    new Map(
      rowsOf(db, 'SELECT tbl, max(CAST(stat AS INTEGER)) AS n FROM sqlite_stat1 GROUP BY tbl').map((r) => [
        String(r.tbl),
        Number(r.n),
      ]),
    );
  return {
    async tables() {
      const tables = all();
      const estimates = tables.includes('sqlite_stat1') ? analysed() : new Map<string, number>();
      return tables
        .filter((name) => !internal(name))
        .map((name): TableSummary => {
          const estimate = estimates.get(name);
          return estimate === undefined
            ? { name, rowCount: null }
            : { name, rowCount: estimate, rowCountEstimated: true };
        });
    },
    async table(name, sampleRows): Promise<TableInfo> {
      if (!names().includes(name)) throw new Error(`no table '${name}'`);
      const info = rowsOf(db, `PRAGMA table_info(${quote(name)})`);
      const sql = String(rowsOf(db, 'SELECT sql FROM sqlite_master WHERE name = ?', [name])[0]?.sql ?? '');
      const pk = info.filter((c) => Number(c.pk) > 0).sort((a, b) => Number(a.pk) - Number(b.pk));
      const columns: ColumnInfo[] = info.map((c) => {
        const type = String(c.type ?? '').toLowerCase();
        const isPk = Number(c.pk) > 0;
        return {
          name: String(c.name),
          type,
          nullable: Number(c.notnull) === 0 && !isPk,
          default: c.dflt_value === null ? null : String(c.dflt_value),
          isPk,
          isAutoIncrement:
            isPk &&
            pk.length === 1 &&
            /^integer$/i.test(type) &&
            /autoincrement|integer\s+primary/i.test(sql),
          ...sizeOf(type),
        };
      });
      const indexes = rowsOf(db, `PRAGMA index_list(${quote(name)})`).map((index) => ({
        name: String(index.name),
        unique: Number(index.unique) === 1,
        columns: rowsOf(db, `PRAGMA index_info(${quote(String(index.name))})`).map((c) => String(c.name)),
      }));
      const fkRows = rowsOf(db, `PRAGMA foreign_key_list(${quote(name)})`);
      const byId = new Map<number, { columns: string[]; refTable: string; refColumns: string[] }>();
      for (const fk of fkRows) {
        const entry = byId.get(Number(fk.id)) ?? { columns: [], refTable: String(fk.table), refColumns: [] };
        entry.columns.push(String(fk.from));
        entry.refColumns.push(String(fk.to));
        byId.set(Number(fk.id), entry);
      }
      return {
        name,
        rowCount: count(name),
        columns,
        primaryKey: pk.map((c) => String(c.name)),
        indexes,
        foreignKeys: [...byId.values()],
        treeCandidate: columns.some((c) => isTreeParent(c.name)),
        sample: rowsOf(db, `SELECT * FROM ${quote(name)} LIMIT ?`, [sampleRows]),
      };
    },
    async close() {
      db.close();
    },
  };
}
