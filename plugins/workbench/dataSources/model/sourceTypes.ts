/** One column as a data source describes it (`dataSourceTables.columns`). */
export interface ColumnInfo {
  name: string;
  /** The database's own type name, lower case (`varchar(64)`, `integer`, `timestamp`…). */
  type: string;
  nullable: boolean;
  default?: string | null;
  isPk: boolean;
  isAutoIncrement: boolean;
  length?: number;
  scale?: number;
  enumValues?: string[];
  comment?: string;
  /** Set by schema inference for sampled sources (mock, REST): ajv format name. */
  format?: string;
}

export interface ForeignKey {
  columns: string[];
  refTable: string;
  refColumns: string[];
  /** The adopted relation's display column (the 关系 panel), when there is one. */
  displayColumn?: string;
}

/** A table's structure, with its first rows. */
export interface TableInfo {
  name: string;
  comment?: string;
  rowCount: number;
  columns: ColumnInfo[];
  primaryKey: string[];
  indexes: { name: string; columns: string[]; unique: boolean }[];
  foreignKeys: ForeignKey[];
  /** A `parentId`-like column: the table could be listed as a tree. */
  treeCandidate?: boolean;
  sample: Record<string, unknown>[];
}

/**
 * A table as a source's list gives it. The list is one catalogue query, so `rowCount` is the
 * database's estimate where it keeps one (`rowCountEstimated: true`) and null where it does not
 * know; an opened table ({@link TableInfo}) has the exact count.
 */
export interface TableSummary {
  name: string;
  comment?: string;
  rowCount: number | null;
  rowCountEstimated?: boolean;
}

/** What every data source type can do; drivers are imported per type, on first use. */
export interface SourceDriver {
  /** The source's tables; rejects with the driver's message when the source does not answer. */
  tables(): Promise<TableSummary[]>;
  table(name: string, sampleRows: number): Promise<TableInfo>;
  close(): Promise<void>;
}

/** A stored data source (`dataSources` record) with its password joined back in, server side only. */
export interface SourceConfig {
  id?: number;
  type: string;
  host?: string;
  port?: number;
  database?: string;
  schema?: string;
  username?: string;
  password?: string;
  passwordEnv?: string;
  url?: string;
  options?: { timeoutMs?: number; sampleRows?: number; ssl?: boolean };
}

export const isTreeParent = (name: string) => /^parent_?(id|code)$/i.test(name);
