import type { Request, Response } from 'express';
import { parse } from 'yaml';
import { ApiError, send } from '../../../../server/http/envelope';
import { readProjectFile } from '../../project/server/projectFiles';
import type { WorkbenchContext } from '../../server/workbenchContext';
import { checkMaterial, type ParamsSchema } from './checkMaterial';

type Body = Record<string, unknown>;

/** A `materials` record. */
export interface Material {
  id: number;
  name: string;
  type: string;
  tags: string[];
  description: string;
  content: string;
  params: ParamsSchema;
  preview: unknown;
  requiresPlugins: string[];
  jimuVersion: string;
  version: number;
  builtIn: boolean;
  fragmentSchema: string;
  cover: string;
  uses: number;
  author: string;
  createTime: string;
  updateTime: string;
}

// Records written through the generic /material/doEdit may lack fields: read them defensively.
/** The materials of the store, each with the fields every call reads. */
export const materialsOf = (ctx: WorkbenchContext): Material[] =>
  ctx.rows('materials').map((m) => {
    m.tags = Array.isArray(m.tags) ? m.tags : [];
    m.requiresPlugins = Array.isArray(m.requiresPlugins) ? m.requiresPlugins : [];
    m.params = m.params && typeof m.params === 'object' ? m.params : { type: 'object', properties: {} };
    m.params.properties ??= {};
    for (const key of ['name', 'type', 'description', 'content', 'createTime'] as const)
      m[key] = typeof m[key] === 'string' ? m[key] : '';
    m.uses = Number(m.uses) || 0;
    m.version = Number(m.version) || 1;
    return m;
  });

/** The material with this id, or a 404. */
export function findMaterial(ctx: WorkbenchContext, id: unknown): Material {
  const material = materialsOf(ctx).find((m) => String(m.id) === String(id));
  if (!material) throw new ApiError(404, `物料不存在: ${String(id)}`);
  return material;
}

/** The plugins a project's app.yaml enables. */
export async function pluginsOf(ctx: WorkbenchContext, projectId: unknown): Promise<string[]> {
  const root = await ctx.root(ctx.project(projectId));
  const app: unknown = parse(readProjectFile(root, 'config/app.yaml') ?? '{}');
  const plugins = typeof app === 'object' && app !== null && 'plugins' in app ? app.plugins : undefined;
  return Array.isArray(plugins) ? plugins.map(String) : [];
}

/** Checks given parameter values against the material's parameters (type, enum, pattern). */
function paramErrors(params: ParamsSchema, values: Body): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [key, spec] of Object.entries(params.properties) as [string, Body][]) {
    const value = values[key];
    if (value === undefined || value === '') continue;
    const type = spec.type === 'integer' ? 'number' : String(spec.type);
    if (typeof value !== type || (spec.type === 'integer' && !Number.isInteger(value)))
      errors[key] = `须为 ${String(spec.type)}`;
    else if (Array.isArray(spec.enum) && !spec.enum.includes(value))
      errors[key] = `须为 ${spec.enum.join(' / ')} 之一`;
    else if (typeof spec.pattern === 'string' && !new RegExp(spec.pattern).test(String(value)))
      errors[key] = `须匹配 ${spec.pattern}`;
  }
  return errors;
}

/**
 * A material rendered with parameter values; a value its parameters refuse answers 400 with the
 * field errors (and undefined is returned).
 */
export async function renderMaterial(res: Response, material: Material, values: Body) {
  const fieldErrors = paramErrors(material.params, values);
  const [first] = Object.values(fieldErrors);
  if (first !== undefined) {
    send(res, 400, first, { fieldErrors });
    return undefined;
  }
  return checkMaterial(material.type, material.content, material.params, values);
}

/** An activity of the material centre. */
export function logMaterial(
  ctx: WorkbenchContext,
  req: Request,
  res: Response,
  material: Material,
  summary: string,
) {
  ctx.log(req, res, { projectId: null, kind: 'material', targetId: material.id, summary });
}
