import type { Request, Response, Router } from 'express';
import { parse } from 'yaml';
import { authOf } from '../../../../server/auth/authGate';
import { asyncHandler } from '../../../../server/http/asyncHandler';
import { ApiError, messages, send } from '../../../../server/http/envelope';
import { idsOf } from '../../../../server/store/collectionWriter';
import type { GenTable } from '../../generator/server/genTypes';
import { readProjectFile } from '../../project/server/projectFiles';
import type { WorkbenchContext } from '../../server/workbenchContext';
import {
  checkMaterial,
  checkParams,
  FRAGMENT_SCHEMAS,
  MATERIAL_TYPES,
  type MaterialDiagnostic,
  type ParamsSchema,
} from './checkMaterial';
import { withMaterialColumns } from './materialColumns';
import { materialFiles, TargetError } from './materialFiles';
import { mountWorkbenchFrontendRoutes } from './workbenchFrontendRoutes';

/** A `materials` record (§5.16). */
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

type Body = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const now = () => new Date().toISOString().slice(0, 19).replace('T', ' ');
const stringList = (value: unknown) =>
  Array.isArray(value) ? [...new Set(value.map((v) => String(v).trim()).filter(Boolean))] : [];

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
 * The material centre (§5.16): the gallery's list (type, tag, search, sort; availability for a
 * project's plugins), one material, checking content against its fragment schema with located
 * errors, save (new, or a new version of one's own; built-in ones are fixed), delete, render with
 * parameters, "use" (counted) and the plan of inserting one into a project. Then the frontend
 * generator's calls (§5.10).
 *
 * @example
 * mountWorkbenchMaterialRoutes(app, ctx);
 */
export function mountWorkbenchMaterialRoutes(app: Router, ctx: WorkbenchContext): void {
  // Records written through the generic /material/doEdit may lack fields: read them defensively.
  const materials = () =>
    (ctx.rows('materials') as unknown as Material[]).map((m) => {
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
  const find = (id: unknown): Material => {
    const material = materials().find((m) => String(m.id) === String(id));
    if (!material) throw new ApiError(404, `物料不存在: ${String(id)}`);
    return material;
  };
  const pluginsOf = async (projectId: unknown): Promise<string[]> => {
    const root = await ctx.root(ctx.project(projectId));
    const app = parse(readProjectFile(root, 'config/app.yaml') ?? '{}') as { plugins?: string[] } | null;
    return app?.plugins ?? [];
  };
  /** Renders a material with parameter values: 400 with field errors for bad values. */
  const render = async (res: Response, material: Material, values: Body) => {
    const fieldErrors = paramErrors(material.params, values);
    if (Object.keys(fieldErrors).length > 0) {
      send(res, 400, Object.values(fieldErrors)[0] as string, { fieldErrors });
      return undefined;
    }
    return checkMaterial(material.type, material.content, material.params, values);
  };

  app.get(
    '/workbench/material/getList',
    asyncHandler(async (req, res) => {
      const keyword = text(req.query.keyword).toLowerCase();
      const type = text(req.query.type);
      const tag = text(req.query.tag);
      const plugins = text(req.query.projectId) === '' ? undefined : await pluginsOf(req.query.projectId);
      const all = materials();
      const matched = all
        .filter((m) => !type || m.type === type)
        .filter((m) => !tag || m.tags.includes(tag))
        .filter(
          (m) =>
            !keyword ||
            [m.name, m.description, ...m.tags].some((s) => String(s).toLowerCase().includes(keyword)),
        )
        .sort((a, b) =>
          req.query.sort === 'newest'
            ? b.createTime.localeCompare(a.createTime) || b.id - a.id
            : b.uses - a.uses || a.id - b.id,
        );
      const pageNo = Math.max(Number(req.query.pageNo) || 1, 1);
      const pageSize = Math.min(Math.max(Number(req.query.pageSize) || 24, 1), 100);
      const list = matched.slice((pageNo - 1) * pageSize, pageNo * pageSize).map((m) => {
        const missing = plugins ? m.requiresPlugins.filter((p) => !plugins.includes(p)) : [];
        return { ...m, available: missing.length === 0, missingPlugins: missing };
      });
      const counts = new Map<string, number>();
      for (const m of all) for (const t of m.tags) counts.set(t, (counts.get(t) ?? 0) + 1);
      const tags = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([t]) => t);
      send(res, 200, messages.success, { list, total: matched.length, tags, types: MATERIAL_TYPES });
    }),
  );

  app.get('/workbench/material/get', (req, res) => send(res, 200, messages.success, find(req.query.id)));

  app.post(
    '/workbench/material/validate',
    asyncHandler(async (req, res) => {
      const body = req.body as Body;
      const params = checkParams(String(body.params ?? ''));
      const checked = await checkMaterial(String(body.type ?? ''), String(body.content ?? ''), params.params);
      const diagnostics: MaterialDiagnostic[] = [...params.diagnostics, ...checked.diagnostics];
      send(res, 200, messages.success, { diagnostics, text: checked.text, value: checked.value });
    }),
  );

  app.post(
    '/workbench/material/save',
    asyncHandler(async (req, res) => {
      const body = req.body as Body;
      const fieldErrors: Record<string, string> = {};
      const name = text(body.name);
      const type = text(body.type);
      const tags = stringList(body.tags);
      if (!name) fieldErrors.name = '请填写物料名称';
      else if (name.length > 40) fieldErrors.name = '物料名称最多 40 个字';
      if (!(MATERIAL_TYPES as readonly string[]).includes(type)) fieldErrors.type = '请选择物料类型';
      if (tags.length > 8 || tags.some((t) => t.length > 12))
        fieldErrors.tags = '最多 8 个标签，每个最多 12 个字';
      const existing = body.id === undefined || body.id === null ? undefined : find(body.id);
      if (existing?.builtIn) throw new ApiError(403, '内置物料不能修改：请复制为新物料后再改');
      if (existing && Number(body.version) !== existing.version)
        throw new ApiError(409, `物料已被修改为第 ${existing.version} 版，请重新打开后再保存`);
      const params = checkParams(String(body.params ?? ''));
      const content = String(body.content ?? '');
      const checked = await checkMaterial(type, content, params.params);
      const diagnostics = [...params.diagnostics, ...checked.diagnostics];
      if (Object.keys(fieldErrors).length > 0 || diagnostics.some((d) => d.severity === 'error')) {
        const msg = Object.values(fieldErrors)[0] ?? `物料内容未通过校验: ${diagnostics[0]?.message}`;
        send(res, 400, msg, { fieldErrors, diagnostics });
        return;
      }
      const fields = {
        name,
        type,
        tags,
        description: text(body.description),
        content,
        params: params.params,
        preview: checked.value,
        requiresPlugins: stringList(body.requiresPlugins),
        fragmentSchema: FRAGMENT_SCHEMAS[type] as string,
        updateTime: now(),
      };
      let saved: Material;
      if (existing) {
        Object.assign(existing, fields, { version: existing.version + 1 });
        saved = existing;
      } else {
        saved = {
          id: ctx.nextId('materials'),
          ...fields,
          jimuVersion: '>=1.0.0',
          version: 1,
          builtIn: false,
          cover: '',
          uses: 0,
          author: authOf(res).user.username,
          createTime: fields.updateTime,
        };
        ctx.rows('materials').push(saved as never);
      }
      logMaterial(
        ctx,
        req,
        res,
        saved,
        existing ? `saved material ${name} v${saved.version}` : `created material ${name}`,
      );
      await ctx.store.flush();
      send(res, 200, messages.saved, saved);
    }),
  );

  app.post(
    '/workbench/material/doDelete',
    asyncHandler(async (req, res) => {
      const chosen = idsOf(req.body).map(find);
      if (chosen.some((m) => m.builtIn)) throw new ApiError(403, '内置物料不能删除');
      const list = ctx.rows('materials') as unknown as Material[];
      for (const material of chosen) {
        list.splice(list.indexOf(material), 1);
        logMaterial(ctx, req, res, material, `deleted material ${material.name}`);
      }
      await ctx.store.flush();
      send(res, 200, messages.deleted);
    }),
  );

  // A render is a read (config/permissions.yaml): the test user may try parameters too.
  app.post(
    '/workbench/material/render',
    asyncHandler(async (req, res) => {
      const body = req.body as Body;
      const rendered = await render(res, find(body.id), (body.values ?? {}) as Body);
      if (rendered) send(res, 200, messages.success, rendered);
    }),
  );

  app.post(
    '/workbench/material/use',
    asyncHandler(async (req, res) => {
      const body = req.body as Body;
      const material = find(body.id);
      const rendered = await render(res, material, (body.values ?? {}) as Body);
      if (!rendered) return;
      if (rendered.diagnostics.some((d) => d.severity === 'error')) {
        send(res, 400, `物料渲染后未通过校验: ${rendered.diagnostics[0]?.message}`, rendered);
        return;
      }
      material.uses += 1;
      logMaterial(
        ctx,
        req,
        res,
        material,
        `used material ${material.name} in ${text(body.target) || 'a screen'}`,
      );
      await ctx.store.flush();
      send(res, 200, messages.success, { ...rendered, material });
    }),
  );

  app.post(
    '/workbench/material/plan',
    asyncHandler(async (req, res) => {
      const body = req.body as Body;
      const material = find(body.id);
      const project = ctx.project(body.projectId);
      const plugins = await pluginsOf(project.id);
      const missing = material.requiresPlugins.filter((p) => !plugins.includes(p));
      if (missing.length > 0)
        throw new ApiError(400, `项目 ${project.code} 未启用插件 ${missing.join(', ')}`);
      const values = (body.values ?? {}) as Body;
      const rendered = await render(res, material, values);
      if (!rendered) return;
      if (rendered.diagnostics.some((d) => d.severity === 'error')) {
        send(res, 400, `物料渲染后未通过校验: ${rendered.diagnostics[0]?.message}`, rendered);
        return;
      }
      const pageName = text(body.pageName) || text(values.name);
      try {
        const planned = await materialFiles(
          await ctx.root(project),
          ctx.places.pluginsDir,
          { name: material.name, type: material.type, version: material.version, ...rendered },
          { pageName, parent: text(body.parent) || undefined },
        );
        send(res, 200, messages.success, { ...planned, writable: ctx.mayWrite(res, project) });
      } catch (error) {
        if (error instanceof TargetError) throw new ApiError(400, error.message);
        throw error;
      }
    }),
  );

  app.post(
    '/workbench/material/toGenTable',
    asyncHandler(async (req, res) => {
      const body = req.body as Body;
      const material = find(body.id);
      if (material.type !== 'column' && material.type !== 'columns')
        throw new ApiError(400, `${material.type} 物料不能插入到代码生成的字段，只有列和列组可以`);
      const table = (ctx.rows('genTables') as unknown as GenTable[]).find(
        (t) => String(t.id) === String(body.genTableId),
      );
      if (!table) throw new ApiError(404, `生成表不存在: ${String(body.genTableId)}`);
      const rendered = await render(res, material, (body.values ?? {}) as Body);
      if (!rendered) return;
      if (rendered.diagnostics.some((d) => d.severity === 'error')) {
        send(res, 400, `物料渲染后未通过校验: ${rendered.diagnostics[0]?.message}`, rendered);
        return;
      }
      const columns = (material.type === 'column' ? [rendered.value] : rendered.value) as never[];
      table.columns = withMaterialColumns(table.columns, columns);
      material.uses += 1;
      logMaterial(ctx, req, res, material, `used material ${material.name} in table ${table.tableName}`);
      await ctx.store.flush();
      send(res, 200, messages.saved, table);
    }),
  );

  mountWorkbenchFrontendRoutes(app, ctx);
}

function logMaterial(
  ctx: WorkbenchContext,
  req: Request,
  res: Response,
  material: Material,
  summary: string,
) {
  ctx.log(req, res, { projectId: null, kind: 'material', targetId: material.id, summary });
}
