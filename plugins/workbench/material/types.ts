/** The material types of the centre, as the server checks them. */
export const MATERIAL_TYPES = [
  'page',
  'column',
  'columns',
  'field',
  'form',
  'action',
  'route',
  'strings',
] as const;

import { isRecord } from '../../../runtime/lib';
import { isPlaced } from '../shared/isDiagnostic';
export type MaterialType = (typeof MATERIAL_TYPES)[number];

/** One parameter of a material: a scalar with a title and a default (`{{ name }}` in content). */
export interface ParamSpec {
  type: 'string' | 'number' | 'integer' | 'boolean';
  title?: string;
  description?: string;
  default?: string | number | boolean;
  enum?: (string | number | boolean)[];
  pattern?: string;
}

/** A `materials` record as GET /workbench/material/getList answers it. */
export interface Material {
  id: number;
  name: string;
  type: MaterialType;
  tags: string[];
  description: string;
  content: string;
  params: { type: 'object'; properties: Record<string, ParamSpec>; required?: string[] };
  /** The content rendered with the parameters' defaults, parsed. */
  preview: unknown;
  requiresPlugins: string[];
  version: number;
  builtIn: boolean;
  fragmentSchema: string;
  uses: number;
  author: string;
  createTime: string;
  updateTime: string;
  available?: boolean;
  missingPlugins?: string[];
}

/** A problem of a material's content or parameters at a line and column. */
export interface MaterialDiagnostic {
  path: 'content' | 'params';
  line: number;
  col: number;
  code: string;
  severity: 'error' | 'warning';
  message: string;
}

/** Whether a value a server sent is a problem of a material's content or parameters. */
export const isMaterialDiagnostic = (value: unknown): value is MaterialDiagnostic =>
  isRecord(value) &&
  (value.path === 'content' || value.path === 'params') &&
  typeof value.code === 'string' &&
  isPlaced(value);

/** Where a material can go (插入到…), by type. */
export const TARGETS: Record<MaterialType, ('designer' | 'frontend' | 'project' | 'generator')[]> = {
  page: ['frontend', 'project'],
  column: ['generator'],
  columns: ['generator'],
  field: ['designer'],
  form: ['designer'],
  action: [],
  route: ['frontend', 'project'],
  strings: ['project'],
};
