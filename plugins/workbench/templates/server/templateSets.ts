/** What a template set writes. */
export const TEMPLATE_TARGETS = ['jimu-page', 'mock-backend', 'node-backend', 'docs'] as const;
export type TemplateTarget = (typeof TEMPLATE_TARGETS)[number];

/** How a rendered file reaches the project. */
export const TEMPLATE_MODES = ['create', 'replace', 'merge-yaml', 'append'] as const;
export type TemplateMode = (typeof TEMPLATE_MODES)[number];

/** A template set (`codeTemplates`). Built-in sets are read-only: copy, then change. */
export interface TemplateSet {
  id: number;
  name: string;
  description: string;
  target: TemplateTarget;
  builtIn: boolean;
  /** The generation rules the set goes with (1: the built-in rules). */
  ruleSetId: number;
  /** Raised by every save; a save naming an older version is a conflict (409). */
  version: number;
  updateTime: string;
}

/** A file of a set (`templateFiles`): its output path and content are Liquid templates. */
export interface TemplateFile {
  id: number;
  setId: number;
  order: number;
  path: string;
  engine: 'liquid';
  mode: TemplateMode;
  /** A Liquid expression; the file is written only when it is true (empty: always). */
  condition: string;
  enabled: boolean;
  content: string;
  version: number;
  updateTime: string;
}

/** A set as one JSON document (export and import). */
export interface TemplateSetExport {
  jimuTemplateSet: 1;
  name: string;
  description: string;
  target: TemplateTarget;
  files: Pick<TemplateFile, 'path' | 'mode' | 'condition' | 'enabled' | 'content'>[];
}

/**
 * The first free name for a copy: `jimu-crud (副本)`, then `jimu-crud (副本 2)`, …
 *
 * @example copyName('jimu-crud', ['jimu-crud']); // 'jimu-crud (副本)'
 */
export function copyName(name: string, taken: readonly string[]): string {
  const base = name.replace(/ \(副本(?: \d+)?\)$/, '');
  const names = new Set(taken.map((n) => n.toLowerCase()));
  for (let n = 1; ; n++) {
    const candidate = `${base} (${n === 1 ? '副本' : `副本 ${n}`})`;
    if (!names.has(candidate.toLowerCase())) return candidate;
  }
}

/**
 * A value the set or file check accepted as one of `allowed` (checkSetFields and checkFileFields
 * refuse the body before it is read), typed so; a value that is none of them is a fault here.
 *
 * @example oneOf(TEMPLATE_MODES, body.mode); // 'replace'
 */
export function oneOf<T>(allowed: readonly T[], value: unknown): T {
  const found = allowed.find((candidate) => candidate === value);
  if (found === undefined) throw new Error(`not one of ${allowed.join(', ')}: ${String(value)}`);
  return found;
}

/** Why a field of a set or file is refused: a code the screen translates, and the server's words. */
export type FieldProblem = { code: string; message: string };

/** Checks a set's editable fields; answers the problems by field (empty: fine). */
export function checkSetFields(
  body: { name?: unknown; target?: unknown; description?: unknown },
  otherNames: readonly string[],
): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  if (!name) problems.name = { code: 'required', message: '请填写模板集名称' };
  else if (name.length > 64) problems.name = { code: 'tooLong', message: '模板集名称最多 64 个字符' };
  else if (otherNames.some((n) => n.toLowerCase() === name.toLowerCase()))
    problems.name = { code: 'taken', message: `模板集名称 ${name} 已存在` };
  if (!TEMPLATE_TARGETS.includes(body.target as TemplateTarget))
    problems.target = { code: 'target', message: `目标须为 ${TEMPLATE_TARGETS.join(' / ')}` };
  if (body.description !== undefined && typeof body.description !== 'string')
    problems.description = { code: 'type', message: '说明须为文本' };
  return problems;
}

/** Checks a file's fields other than the Liquid syntax (the worker checks that). */
export function checkFileFields(
  body: Partial<Record<keyof TemplateFile, unknown>>,
  otherPaths: readonly string[],
): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  const path = typeof body.path === 'string' ? body.path.trim() : '';
  if (!path) problems.path = { code: 'required', message: '请填写输出路径' };
  else if (path.startsWith('/') || path.split('/').includes('..'))
    problems.path = { code: 'outside', message: '输出路径须在项目之内（不以 / 开头，不含 ..）' };
  else if (otherPaths.includes(path)) problems.path = { code: 'taken', message: `输出路径 ${path} 已存在` };
  if (!TEMPLATE_MODES.includes(body.mode as TemplateMode))
    problems.mode = { code: 'mode', message: `写入方式须为 ${TEMPLATE_MODES.join(' / ')}` };
  if (typeof body.content !== 'string') problems.content = { code: 'required', message: '需要模板内容' };
  else if (body.content.length > 200_000)
    problems.content = { code: 'tooLong', message: '模板内容最多 200000 个字符' };
  if (body.condition !== undefined && typeof body.condition !== 'string')
    problems.condition = { code: 'type', message: '条件须为文本' };
  return problems;
}

/** A set for export: its fields and its files in order, without ids or versions. */
export function exportSet(set: TemplateSet, files: readonly TemplateFile[]): TemplateSetExport {
  return {
    jimuTemplateSet: 1,
    name: set.name,
    description: set.description,
    target: set.target,
    files: [...files]
      .sort((a, b) => a.order - b.order)
      .map(({ path, mode, condition, enabled, content }) => ({ path, mode, condition, enabled, content })),
  };
}
