import type { DataSource } from '../../../../schemas/types.gen';

/** Where a generated column shows and how (field configuration's column model, the fields Jimu uses). */
export interface GenColumn {
  columnName: string;
  columnType: string;
  length?: number;
  nullable: boolean;
  isPk: boolean;
  isAutoIncrement: boolean;
  comment?: string;
  enumValues?: string[];
  field: string;
  titleZh: string;
  titleEn: string;
  jsonType: 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object';
  format?: string;
  maxLength?: number;
  /** A text pattern the value keeps: a decimal's digits before and after the point. */
  pattern?: string;
  inList: boolean;
  inSearch: boolean;
  inEdit: boolean;
  required: boolean;
  readOnly: boolean;
  cell: string;
  widget?: string;
  searchOperator?: 'eq' | 'like';
  width?: number;
  sortable: boolean;
  /**
   * From a foreign key: the referenced table's resource and label field; `displayColumn`, the
   * referenced table's column an adopted relation shows (what a live binding's references name).
   */
  ref?: { resource: string; labelField: string; valueField: string; displayColumn?: string };
  /** The rule that gave the defaults, and the fields the user changed since. */
  ruleId?: string;
  overridden: string[];
}

/** A generated table (`genTables`). */
export interface GenTable {
  id: number;
  projectId: number;
  dataSourceId?: number;
  tableName: string;
  tableComment?: string;
  pageName: string;
  resource: string;
  kind: 'crud';
  rowKey: string;
  titleZh: string;
  titleEn: string;
  icon: string;
  edit: { mode: 'modal' | 'drawer'; width?: number };
  pageSize: number;
  permissions: { read: string; write: string; delete: string };
  /**
   * `live`: the page binds to the table of `liveSource` and reads and writes it live; otherwise
   * its rows are an offline copy in the project's embedded store (`seedCollection`).
   */
  options: { seedCollection: boolean; seedRows: number; apiRules: boolean; live?: boolean };
  /** The data source a live page binds to, as config/dataSources.yaml names it (never a password). */
  liveSource?: DataSource;
  columns: GenColumn[];
  /** Rows sampled from the source (seed of the mock collection and the preview). */
  sample: Record<string, unknown>[];
  sync?: {
    sourceHash: string;
    syncedAt: string;
    drift: 'none' | 'columnsAdded' | 'columnsRemoved' | 'typeChanged';
  };
  lastGenerated?: { at: string; by: string; files: { path: string; hash: string }[] };
}
