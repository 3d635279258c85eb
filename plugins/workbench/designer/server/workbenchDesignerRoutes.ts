import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { authOf } from '../../../../server/auth/authGate';
import { DELETE_BODY } from '../../../../server/http/bodyRuleParts';
import type { BodyOf } from '../../../../server/http/bodySchema';
import { ApiError, fieldRefusal, messages, send } from '../../../../server/http/envelope';
import { type RouteTable, route } from '../../../../server/http/route';
import { idsOf } from '../../../../server/store/collectionWriter';
import { previewValidatorCode } from '../../generator/server/previewValidator';
import { readProjectFile } from '../../project/server/projectFiles';
import { validateProject } from '../../project/server/validateProject';
import type { WorkbenchCall, WorkbenchContext } from '../../server/workbenchContext';
import { formProblem } from '../model/formProblem';
import { FORM_APPLY_PREVIEW, FORM_EDIT, FORM_VALIDATOR } from './designerBodies';
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

type Call<Body = unknown> = WorkbenchCall<Body>;

const formsOf = (ctx: WorkbenchContext) => ctx.rows('forms');

function findForm(ctx: WorkbenchContext, id: unknown) {
  const form = formsOf(ctx).find((f) => String(f.id) === String(id));
  if (!form) throw new ApiError(404, `表单不存在: ${String(id)}`);
  return form;
}

/** The forms of a project (all when none is named), each with its field count. */
function listForms({ ctx, req, res }: Call) {
  const list = formsOf(ctx)
    .filter((f) => req.query.projectId === undefined || String(f.projectId) === String(req.query.projectId))
    .map((f) => ({ ...f, fieldCount: fieldCount(f.schema) }));
  send(res, 200, messages.success, { list, total: list.length });
}

function getForm({ ctx, req, res }: Call) {
  send(res, 200, messages.success, findForm(ctx, req.query.id));
}

/** The pages of a project whose forms can be imported, with their kinds. */
async function formPages({ ctx, req, res }: Call) {
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
}

/** A page's form with its texts. */
async function formSource({ ctx, req, res }: Call) {
  const root = await ctx.root(ctx.project(req.query.projectId));
  const target = targetOf({ type: req.query.type, page: req.query.page });
  if (!target) throw new ApiError(400, '需要 type（page-edit、page-search 或 form-page）和 page');
  const found = readTargetForm(root, target);
  if (!found) throw new ApiError(404, `页面 ${target.page} 没有这个表单`);
  send(res, 200, messages.success, found);
}

/** A form saved: a new one, or the stored one on the version the caller opened (409 otherwise). */
async function saveForm({ ctx, body, req, res }: Call<BodyOf<typeof FORM_EDIT>>) {
  const forms = formsOf(ctx);
  const project = ctx.project(
    body.projectId ?? (body.id !== undefined ? findForm(ctx, body.id).projectId : undefined),
  );
  const problem = formProblem(body);
  if (problem) throw fieldRefusal({ [problem.field]: problem.message });
  const target = body.target === undefined || body.target === null ? null : targetOf(body.target);
  if (target === undefined) throw fieldRefusal({ target: '目标页面无效' });
  const name = String(body.name).trim();
  const taken = forms.some(
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
    forms.push(saved);
  } else {
    saved = findForm(ctx, body.id);
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
}

async function deleteForms({ ctx, body, res }: Call<BodyOf<typeof DELETE_BODY>>) {
  const ids = idsOf(body);
  const list = formsOf(ctx);
  for (const id of ids) {
    const index = list.findIndex((f) => String(f.id) === id);
    if (index >= 0) list.splice(index, 1);
  }
  await ctx.store.flush();
  send(res, 200, messages.deleted);
}

// What 应用到页面 would write and whether the project stays valid (a render: write:system).
async function applyPreview({ ctx, body, res }: Call<BodyOf<typeof FORM_APPLY_PREVIEW>>) {
  const stored = body.id !== undefined ? findForm(ctx, body.id) : undefined;
  const source: Row = { ...stored, ...body };
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
    throw new ApiError(404, error instanceof Error ? error.message : String(error));
  }
  const overrides = Object.fromEntries(
    files.filter((f) => f.status === 'changed').map((f) => [f.path, f.content]),
  );
  const diagnostics = await validateProject(root, overrides, ctx.places.pluginsDir);
  send(res, 200, messages.success, { files, diagnostics, writable: ctx.mayWrite(res, project) });
}

// The preview's validator, the build's own code for the schema (a read: the test user previews too).
async function validatorCode({ body, res }: Call<BodyOf<typeof FORM_VALIDATOR>>) {
  const { schema } = body;
  if (!schema || typeof schema !== 'object' || schema.type !== 'object')
    throw new ApiError(400, '需要 type: object 的 schema');
  send(res, 200, messages.success, { code: await previewValidatorCode(schema) });
}

/**
 * The workbench calls of the form designer; every path is under /workbench (config/permissions.yaml):
 * the forms (list, one, save with a version check, delete), the pages whose forms can be imported,
 * a page form with its texts, and the files 应用到页面 would write with their validation (the
 * write itself is the shared POST /workbench/apply).
 *
 * @example
 * mountRoutes(app, WORKBENCH_DESIGNER_ROUTES, ctx);
 */
export const WORKBENCH_DESIGNER_ROUTES: RouteTable<WorkbenchContext> = [
  route({ method: 'GET', path: '/workbench/form/getList', handler: listForms }),
  route({ method: 'GET', path: '/workbench/form/get', handler: getForm }),
  route({ method: 'GET', path: '/workbench/form/pages', handler: formPages }),
  route({ method: 'GET', path: '/workbench/form/source', handler: formSource }),
  route({ method: 'POST', path: '/workbench/form/doEdit', body: FORM_EDIT, handler: saveForm }),
  route({ method: 'POST', path: '/workbench/form/doDelete', body: DELETE_BODY, handler: deleteForms }),
  route({
    method: 'POST',
    path: '/workbench/form/applyPreview',
    body: FORM_APPLY_PREVIEW,
    handler: applyPreview,
  }),
  route({ method: 'POST', path: '/workbench/form/validator', body: FORM_VALIDATOR, handler: validatorCode }),
];
