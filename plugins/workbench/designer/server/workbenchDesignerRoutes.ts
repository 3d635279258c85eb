import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Router } from 'express';
import { authOf } from '../../../../server/auth/authGate';
import { asyncHandler } from '../../../../server/http/asyncHandler';
import { ApiError, fieldRefusal, messages, send } from '../../../../server/http/envelope';
import { idsOf } from '../../../../server/store/collectionWriter';
import { previewValidatorCode } from '../../generator/server/previewValidator';
import { readProjectFile } from '../../project/server/projectFiles';
import { validateProject } from '../../project/server/validateProject';
import type { WorkbenchContext } from '../../server/workbenchContext';
import { formProblem } from '../model/formProblem';
import { type FormTarget, formFiles, KIND_OF_TARGET, readTargetForm } from './formApply';
import { formsOfPage } from './pageForm';

type Row = Record<string, unknown>;
const TARGETS = Object.keys(KIND_OF_TARGET);

/** How many value fields a form has, nested ones included (the list's 字段数). */
function fieldCount(schema: unknown): number {
  const props = (schema as { properties?: Record<string, Row> } | null)?.properties ?? {};
  return Object.values(props).reduce((sum, p) => {
    if (p?.type === 'object') return sum + fieldCount(p);
    if (p?.type === 'array' && (p.items as Row | undefined)?.type === 'object')
      return sum + fieldCount(p.items);
    return sum + (p?.type === 'null' ? 0 : 1);
  }, 0);
}

const targetOf = (value: unknown): FormTarget | undefined => {
  const t = value as FormTarget | undefined;
  if (!t || !TARGETS.includes(t.type) || typeof t.page !== 'string' || !/^[A-Za-z0-9_-]+$/.test(t.page))
    return undefined;
  return { type: t.type, page: t.page };
};

/**
 * The workbench calls of the form designer (§5.9); every path is under /workbench (config/permissions.yaml):
 * the forms (list, one, save with a version check, delete), the pages whose forms can be imported,
 * a page form with its texts, and the files 应用到页面 would write with their validation (the
 * write itself is the shared POST /workbench/apply).
 *
 * @example
 * mountWorkbenchDesignerRoutes(app, ctx);
 */
export function mountWorkbenchDesignerRoutes(app: Router, ctx: WorkbenchContext): void {
  const forms = () => ctx.rows('forms');
  const find = (id: unknown) => {
    const form = forms().find((f) => String(f.id) === String(id));
    if (!form) throw new ApiError(404, `表单不存在: ${String(id)}`);
    return form;
  };

  app.get('/workbench/form/getList', (req, res) => {
    const list = forms()
      .filter((f) => req.query.projectId === undefined || String(f.projectId) === String(req.query.projectId))
      .map((f) => ({ ...f, fieldCount: fieldCount(f.schema) }));
    send(res, 200, messages.success, { list, total: list.length });
  });

  app.get('/workbench/form/get', (req, res) => send(res, 200, messages.success, find(req.query.id)));

  app.get(
    '/workbench/form/pages',
    asyncHandler(async (req, res) => {
      const root = await ctx.root(ctx.project(req.query.projectId));
      let files: string[] = [];
      try {
        files = readdirSync(join(root, 'config', 'pages')).filter((f) => f.endsWith('.yaml'));
      } catch {}
      const list = files.sort().flatMap((file) => {
        const page = file.replace(/\.yaml$/, '');
        const kinds = formsOfPage(readProjectFile(root, `config/pages/${file}`) ?? '');
        return kinds.length > 0 ? [{ page, kinds }] : [];
      });
      send(res, 200, messages.success, { list, total: list.length });
    }),
  );

  app.get(
    '/workbench/form/source',
    asyncHandler(async (req, res) => {
      const root = await ctx.root(ctx.project(req.query.projectId));
      const target = targetOf({ type: req.query.type, page: req.query.page });
      if (!target) throw new ApiError(400, '需要 type（page-edit、page-search 或 form-page）和 page');
      const found = readTargetForm(root, target);
      if (!found) throw new ApiError(404, `页面 ${target.page} 没有这个表单`);
      send(res, 200, messages.success, found);
    }),
  );

  app.post(
    '/workbench/form/doEdit',
    asyncHandler(async (req, res) => {
      const body = req.body as Row;
      const project = ctx.project(
        body.projectId ?? (body.id !== undefined ? find(body.id).projectId : undefined),
      );
      const problem = formProblem(body);
      if (problem) throw fieldRefusal({ [problem.field]: problem.message });
      const target = body.target === undefined || body.target === null ? null : targetOf(body.target);
      if (target === undefined) throw fieldRefusal({ target: '目标页面无效' });
      const name = String(body.name).trim();
      const taken = forms().some(
        (f) => f.projectId === project.id && f.name === name && String(f.id) !== String(body.id),
      );
      if (taken) throw fieldRefusal({ name: `表单名称 ${name} 已存在` });
      const fields = {
        name,
        projectId: project.id,
        target,
        schema: body.schema,
        uiSchema: body.uiSchema ?? {},
        strings: body.strings ?? { zh: {}, en: {} },
        prefix:
          typeof body.prefix === 'string' && /^[A-Za-z_$][\w$.-]*$/.test(body.prefix) ? body.prefix : 'form',
        sampleData: body.sampleData ?? {},
        updateTime: new Date().toISOString(),
        updatedBy: authOf(res).user.username,
      };
      let saved: Row;
      if (body.id === undefined || body.id === null) {
        saved = { id: ctx.nextId('forms'), ...fields, version: 1 };
        forms().push(saved);
      } else {
        saved = find(body.id);
        if (body.version !== undefined && Number(body.version) !== Number(saved.version))
          return send(
            res,
            409,
            `表单已被 ${String(saved.updatedBy)} 修改（版本 ${String(saved.version)}），请重新打开后再保存`,
            {
              version: saved.version,
            },
          );
        Object.assign(saved, fields, { version: Number(saved.version ?? 0) + 1 });
      }
      ctx.log(req, res, {
        projectId: project.id,
        kind: 'form.save',
        targetId: saved.id,
        summary: `saved form ${name}`,
      });
      await ctx.store.flush();
      send(res, 200, messages.saved, saved);
    }),
  );

  app.post(
    '/workbench/form/doDelete',
    asyncHandler(async (req, res) => {
      const ids = idsOf(req.body);
      const list = forms();
      for (const id of ids) {
        const index = list.findIndex((f) => String(f.id) === id);
        if (index >= 0) list.splice(index, 1);
      }
      await ctx.store.flush();
      send(res, 200, messages.deleted);
    }),
  );

  // What 应用到页面 would write and whether the project stays valid (a render: write:system).
  app.post(
    '/workbench/form/applyPreview',
    asyncHandler(async (req, res) => {
      const body = req.body as Row;
      const stored = body.id !== undefined ? find(body.id) : undefined;
      const source = { ...stored, ...body } as Row;
      const project = ctx.project(source.projectId);
      const target = targetOf(source.target);
      if (!target) throw new ApiError(400, '表单没有目标页面：先在表单设置里选择页面');
      const problem = formProblem({ name: 'x', ...source });
      if (problem) throw fieldRefusal({ [problem.field]: problem.message });
      const root = await ctx.root(project);
      const strings = (source.strings ?? { zh: {}, en: {} }) as {
        zh: Record<string, string>;
        en: Record<string, string>;
      };
      let files: ReturnType<typeof formFiles>;
      try {
        files = formFiles(
          root,
          target,
          { schema: source.schema as Row, uiSchema: (source.uiSchema ?? {}) as Row },
          strings,
        );
      } catch (error) {
        throw new ApiError(404, (error as Error).message);
      }
      const overrides = Object.fromEntries(
        files.filter((f) => f.status === 'changed').map((f) => [f.path, f.content]),
      );
      const diagnostics = await validateProject(root, overrides, ctx.places.pluginsDir);
      send(res, 200, messages.success, { files, diagnostics, writable: ctx.mayWrite(res, project) });
    }),
  );

  // The preview's validator, the build's own code for the schema (a read: the test user previews too).
  app.post(
    '/workbench/form/validator',
    asyncHandler(async (req, res) => {
      const schema = (req.body as Row).schema as Row | undefined;
      if (!schema || typeof schema !== 'object' || schema.type !== 'object')
        throw new ApiError(400, '需要 type: object 的 schema');
      send(res, 200, messages.success, { code: await previewValidatorCode(schema as never) });
    }),
  );
}
