import type { PageConfig } from '../../../schemas/types.gen';
import type { Diagnostic } from '../shared/Diagnostics';

/** A generated column as the server keeps it (plugins/workbench/generator/server/genTypes.ts). */
export interface GenColumn {
  columnName: string;
  columnType: string;
  field: string;
  titleZh: string;
  titleEn: string;
  jsonType: string;
  format?: string;
  inList: boolean;
  inSearch: boolean;
  inEdit: boolean;
  required: boolean;
  cell: string;
  widget?: string;
  ruleId?: string;
  overridden: string[];
  isPk: boolean;
  enumValues?: string[];
  nullable?: boolean;
  maxLength?: number;
  width?: number;
  sortable?: boolean;
  readOnly?: boolean;
  searchOperator?: 'eq' | 'like';
  ref?: { resource: string; labelField: string; valueField: string; displayColumn?: string };
  pattern?: string;
}

/** A column with one field changed, the field recorded in `overridden` (rules and sync keep it). */
export const withOverride = (column: GenColumn, key: keyof GenColumn, value: unknown): GenColumn => ({
  ...column,
  [key]: value,
  overridden: column.overridden.includes(key) ? column.overridden : [...column.overridden, key],
});

/** A generated table (genTables record). */
export interface GenTable {
  id: number;
  projectId: number;
  dataSourceId?: number;
  tableName: string;
  pageName: string;
  resource: string;
  titleZh: string;
  titleEn: string;
  icon: string;
  columns: GenColumn[];
  lastGenerated?: { at: string; by: string };
  /** `live`: the page binds to the table of `liveSource`; otherwise its rows are an offline copy. */
  options?: { seedCollection: boolean; seedRows: number; apiRules: boolean; live?: boolean };
  liveSource?: { name: string };
}

/** One output file of a render. */
export interface GenFile {
  path: string;
  mode: 'replace' | 'merge-yaml' | 'merge-json';
  content: string;
  before: string | null;
  status: 'new' | 'changed' | 'unchanged' | 'conflict';
  stats: { added: number; removed: number };
  baseHash: string | null;
}

/** The answer of POST /workbench/generator/render. */
export interface RenderAnswer {
  files: GenFile[];
  diagnostics: Diagnostic[];
  rows: Record<string, unknown>[];
  preview: {
    name: string;
    page: PageConfig;
    strings: { zh: Record<string, unknown>; en: Record<string, unknown> };
  };
  writable: boolean;
}

export const CELLS = [
  'text',
  'tag',
  'number',
  'status',
  'image',
  'avatar',
  'switch',
  'rate',
  'progress',
  'percent',
  'datetime',
  'relativeTime',
  'link',
];
export const WIDGETS = [
  '',
  'textarea',
  'password',
  'number',
  'select',
  'radio',
  'checkboxes',
  'switch',
  'date',
  'datetime',
  'time',
  'color',
  'upload',
  'treeSelect',
];
