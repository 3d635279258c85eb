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
  /** From a foreign key: the referenced table's resource and label field. */
  ref?: { resource: string; labelField: string; valueField: string };
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
  options: { seedCollection: boolean; seedRows: number; apiRules: boolean };
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
