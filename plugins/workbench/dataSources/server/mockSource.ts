import { inferColumns } from '../model/inferSchema';
import { isTreeParent, type SourceDriver, type TableInfo } from '../model/sourceTypes';

type Row = Record<string, unknown>;

/** Collections that are never a table of the mock source: sessions, and the workbench's own. */
const HIDDEN = new Set([
  'sessions',
  'genTables',
  'genRules',
  'templateFiles',
  'dataSourceTables',
  'dataSourceRelations',
  'activities',
]);
/** Fields never shown, as userManagement never sends them. */
const SECRET_FIELDS: Record<string, string[]> = { users: ['password'] };

const strip = (table: string, row: Row): Row => {
  const secret = SECRET_FIELDS[table];
  if (!secret) return row;
  const copy = { ...row };
  for (const field of secret) delete copy[field];
  return copy;
};

/**
 * The `mock` data source: the running mock server's collections, zero configuration.
 * Structure comes from schema inference over the records; `parentId` marks a tree candidate.
 *
 * @example
 * const driver = mockSource(store.state);
 * (await driver.tables()).map((t) => t.name); // ['departments', 'goods', …]
 */
export function mockSource(state: Record<string, unknown[]>): SourceDriver {
  const rowsOf = (name: string): Row[] => {
    const rows = state[name];
    if (HIDDEN.has(name) || !Array.isArray(rows)) throw new Error(`no table '${name}' in the mock data`);
    return (rows as Row[]).map((row) => strip(name, row));
  };
  return {
    async tables() {
      return Object.keys(state)
        .filter((name) => !HIDDEN.has(name) && Array.isArray(state[name]))
        .sort()
        .map((name) => ({ name, rowCount: (state[name] as unknown[]).length }));
    },
    async table(name, sampleRows): Promise<TableInfo> {
      const rows = rowsOf(name);
      const columns = inferColumns(rows);
      const key = columns.find((c) => c.isPk)?.name;
      return {
        name,
        rowCount: rows.length,
        columns,
        primaryKey: key ? [key] : [],
        indexes: [],
        foreignKeys: [],
        treeCandidate: columns.some((c) => isTreeParent(c.name)),
        sample: rows.slice(0, sampleRows),
      };
    },
    async close() {},
  };
}
