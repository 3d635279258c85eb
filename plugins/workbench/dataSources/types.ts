/** A data source as the workbench lists it (no password: `passwordSet` instead). */
export interface Source {
  id: number;
  projectId?: number;
  name: string;
  type: string;
  host?: string;
  port?: number;
  database?: string;
  schema?: string;
  username?: string;
  url?: string;
  status?: string;
  lastTestedAt?: string;
  lastError?: string | null;
  passwordSet?: boolean;
  builtIn?: boolean;
}

/** The answer of a connection test. */
export interface TestOutcome {
  outcome: 'ok' | 'failed' | 'timeout' | 'unsupported';
  message: string;
  reason?: string;
  latencyMs: number;
}

export interface TableInfo {
  name: string;
  comment?: string;
  rowCount: number;
  columns: {
    name: string;
    type: string;
    /** A text type's length, a decimal's precision. */
    length?: number;
    /** A decimal's scale. */
    scale?: number;
    nullable: boolean;
    default?: string | null;
    isPk: boolean;
    comment?: string;
  }[];
  primaryKey: string[];
  indexes: { name: string; columns: string[]; unique: boolean }[];
  foreignKeys: { columns: string[]; refTable: string; refColumns: string[] }[];
  treeCandidate?: boolean;
  sample: Record<string, unknown>[];
}

/** A relation found from a foreign key (关系), adopted or not. */
export interface Relation {
  table: string;
  column: string;
  refTable: string;
  refColumn: string;
  displayColumn: string;
  /** Whether the display column's values are known to tell the rows apart. */
  unique: boolean;
  candidates: string[];
  tracked: boolean;
}

export const OUTCOME_COLORS = { ok: 'green', failed: 'red', timeout: 'orange', unsupported: 'grey' } as const;
