import type { Router } from 'express';
import { asyncHandler } from '../../../../server/http/asyncHandler';
import { ApiError, fieldRefusal, messages, send } from '../../../../server/http/envelope';
import { idsOf } from '../../../../server/store/collectionWriter';
import type { WorkbenchContext } from '../../server/workbenchContext';
import {
  checkFileFields,
  checkSetFields,
  copyName,
  exportSet,
  type FieldProblem,
  type TemplateFile,
  type TemplateSet,
  type TemplateSetExport,
} from './templateSets';

type Row = Record<string, unknown>;

/** The time format of the seed's updateTime. */
export const stamp = () => new Date().toISOString().slice(0, 19).replace('T', ' ');

/**
 * Refuses the problems by field, when there are any: the one refusal of a body (400, each field's
 * words in `fieldErrors`, the first as msg), plus each field's code in `fieldCodes`, which the
 * screen translates into the reader's language.
 */
export function refuseFields(problems: Record<string, FieldProblem>): void {
  const fields = Object.entries(problems);
  if (fields.length === 0) return;
  const refusal = fieldRefusal(Object.fromEntries(fields.map(([k, p]) => [k, p.message])));
  throw new ApiError(refusal.status, refusal.message, {
    ...(refusal.data as object),
    fieldCodes: Object.fromEntries(fields.map(([k, p]) => [k, p.code])),
  });
}

/** Removes the matching rows in place (the store keeps its arrays). */
export function removeWhere<T>(rows: T[], drop: (row: T) => boolean): void {
  for (let i = rows.length - 1; i >= 0; i--) if (drop(rows[i] as T)) rows.splice(i, 1);
}

/** The template collections and the rules they share with the file routes. */
export function templateStore(ctx: WorkbenchContext) {
  const sets = () => ctx.rows('codeTemplates') as unknown as TemplateSet[];
  const files = () => ctx.rows('templateFiles') as unknown as TemplateFile[];
  const findSet = (id: unknown): TemplateSet => {
    const set = sets().find((s) => String(s.id) === String(id));
    if (!set) throw new ApiError(404, `模板集不存在: ${String(id)}`);
    return set;
  };
  const writable = (set: TemplateSet): TemplateSet => {
    if (set.builtIn) throw new ApiError(403, `内置模板集 ${set.name} 只读：请先复制，再修改副本`);
    return set;
  };
  const filesOf = (setId: number) =>
    files()
      .filter((f) => f.setId === setId)
      .sort((a, b) => a.order - b.order);
  return { sets, files, findSet, writable, filesOf };
}

/**
 * Template sets (§5.8.1): list with file counts and project defaults, create, edit, copy (a copy of
 * a built-in set is editable), delete (not built-in, not a project's default), export and import
 * as one JSON document, set as a project's default. Built-in sets refuse every change with 403.
 *
 * @example
 * mountTemplateSetRoutes(app, ctx);
 */
export function mountTemplateSetRoutes(app: Router, ctx: WorkbenchContext): void {
  const { sets, files, findSet, writable, filesOf } = templateStore(ctx);
  const defaults = () =>
    ctx.rows('templateDefaults') as { projectId: number; target: string; setId: number }[];
  const otherNames = (id?: number) =>
    sets()
      .filter((s) => s.id !== id)
      .map((s) => s.name);
  const addSet = (fields: Omit<TemplateSet, 'id' | 'version' | 'updateTime'>): TemplateSet => {
    const set = { id: ctx.nextId('codeTemplates'), ...fields, version: 1, updateTime: stamp() };
    sets().push(set);
    return set;
  };
  const addFiles = (setId: number, from: TemplateSetExport['files']) => {
    for (const [order, file] of from.entries()) {
      files().push({
        id: ctx.nextId('templateFiles'),
        setId,
        order,
        engine: 'liquid',
        version: 1,
        updateTime: stamp(),
        ...file,
      });
    }
  };

  app.get('/workbench/templateSet/getList', (req, res) => {
    const projectId = req.query.projectId === undefined ? undefined : Number(req.query.projectId);
    const list = sets().map((set) => ({
      ...set,
      files: filesOf(set.id).length,
      usedBy: defaults().filter((d) => d.setId === set.id).length,
      isDefault: defaults().some((d) => d.setId === set.id && d.projectId === projectId),
    }));
    send(res, 200, messages.success, { list, total: list.length });
  });

  app.post(
    '/workbench/templateSet/doEdit',
    asyncHandler(async (req, res) => {
      const body = req.body as Row;
      const existing = body.id === undefined || body.id === null ? undefined : writable(findSet(body.id));
      refuseFields(checkSetFields(body, otherNames(existing?.id)));
      const fields = {
        name: String(body.name).trim(),
        description: String(body.description ?? '').trim(),
        target: body.target as TemplateSet['target'],
      };
      let set: TemplateSet;
      if (existing) {
        if (Number(body.version) !== existing.version)
          return send(res, 409, `模板集 ${existing.name} 已被他人修改`, { current: existing });
        set = Object.assign(existing, fields, { version: existing.version + 1, updateTime: stamp() });
      } else set = addSet({ ...fields, builtIn: false, ruleSetId: 1 });
      ctx.log(req, res, {
        projectId: null,
        kind: 'template.set',
        targetId: set.id,
        summary: `saved ${set.name}`,
      });
      await ctx.store.flush();
      send(res, 200, messages.saved, set);
    }),
  );

  app.post(
    '/workbench/templateSet/copy',
    asyncHandler(async (req, res) => {
      const from = findSet((req.body as Row).id);
      const copy = addSet({
        name: copyName(from.name, otherNames()),
        description: from.description,
        target: from.target,
        builtIn: false,
        ruleSetId: from.ruleSetId,
      });
      addFiles(copy.id, exportSet(from, filesOf(from.id)).files);
      ctx.log(req, res, {
        projectId: null,
        kind: 'template.copy',
        targetId: copy.id,
        summary: `copied ${from.name}`,
      });
      await ctx.store.flush();
      send(res, 200, messages.saved, copy);
    }),
  );

  app.post(
    '/workbench/templateSet/doDelete',
    asyncHandler(async (req, res) => {
      const chosen = idsOf(req.body).map((id) => writable(findSet(id)));
      const inUse = chosen.filter((set) => defaults().some((d) => d.setId === set.id));
      if (inUse.length > 0)
        throw new ApiError(409, `模板集 ${inUse.map((s) => s.name).join('、')} 是项目的默认模板集，不能删除`);
      const gone = new Set(chosen.map((s) => s.id));
      removeWhere(sets(), (s) => gone.has(s.id));
      removeWhere(files(), (f) => gone.has(f.setId));
      ctx.log(req, res, {
        projectId: null,
        kind: 'template.delete',
        summary: `deleted ${chosen.length} sets`,
      });
      await ctx.store.flush();
      send(res, 200, messages.deleted, { ids: [...gone] });
    }),
  );

  app.get('/workbench/templateSet/export', (req, res) => {
    const set = findSet(req.query.id);
    send(res, 200, messages.success, { name: `${set.name}.json`, document: exportSet(set, filesOf(set.id)) });
  });

  app.post(
    '/workbench/templateSet/import',
    asyncHandler(async (req, res) => {
      const doc = (req.body as Row).document as TemplateSetExport | undefined;
      if (doc?.jimuTemplateSet !== 1 || !Array.isArray(doc.files))
        throw fieldRefusal({ document: '不是积木模板集文件（缺少 jimuTemplateSet: 1 或 files）' });
      const name = otherNames().includes(String(doc.name))
        ? copyName(String(doc.name), otherNames())
        : doc.name;
      refuseFields(checkSetFields({ ...doc, name }, otherNames()));
      for (const [index, file] of doc.files.entries()) {
        const before = doc.files.slice(0, index).map((f) => String(f.path));
        const [field, problem] = Object.entries(checkFileFields(file, before))[0] ?? [];
        if (problem)
          throw fieldRefusal({
            [`document.files.${index}.${field}`]: `第 ${index + 1} 个文件：${problem.message}`,
          });
      }
      const set = addSet({
        name,
        description: String(doc.description ?? ''),
        target: doc.target,
        builtIn: false,
        ruleSetId: 1,
      });
      addFiles(
        set.id,
        doc.files.map((f) => ({
          path: String(f.path),
          mode: f.mode,
          condition: String(f.condition ?? ''),
          enabled: f.enabled !== false,
          content: String(f.content ?? ''),
        })),
      );
      await ctx.store.flush();
      send(res, 200, messages.saved, set);
    }),
  );

  app.post(
    '/workbench/templateSet/setDefault',
    asyncHandler(async (req, res) => {
      const body = req.body as Row;
      const set = findSet(body.id);
      const project = ctx.project(body.projectId);
      const rest = defaults().filter((d) => !(d.projectId === project.id && d.target === set.target));
      ctx.store.state.templateDefaults = [
        ...rest,
        { projectId: project.id, target: set.target, setId: set.id },
      ];
      ctx.log(req, res, {
        projectId: project.id,
        kind: 'template.default',
        targetId: set.id,
        summary: `default ${set.target} set: ${set.name}`,
      });
      await ctx.store.flush();
      send(res, 200, messages.saved, { projectId: project.id, setId: set.id });
    }),
  );
}
