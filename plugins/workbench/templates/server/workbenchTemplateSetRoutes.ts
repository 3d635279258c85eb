import { DELETE_BODY } from '../../../../server/http/bodyRuleParts';
import type { BodyOf } from '../../../../server/http/bodySchema';
import { ApiError, fieldRefusal, messages, send } from '../../../../server/http/envelope';
import { type RouteTable, route } from '../../../../server/http/route';
import { idsOf } from '../../../../server/store/collectionWriter';
import type { WorkbenchCall, WorkbenchContext } from '../../server/workbenchContext';
import {
  TEMPLATE_SET_DEFAULT,
  TEMPLATE_SET_EDIT,
  TEMPLATE_SET_ID,
  TEMPLATE_SET_IMPORT,
} from './templateBodies';
import {
  checkFileFields,
  checkSetFields,
  copyName,
  exportSet,
  type FieldProblem,
  oneOf,
  TEMPLATE_MODES,
  TEMPLATE_TARGETS,
  type TemplateSet,
  type TemplateSetExport,
} from './templateSets';

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
  const fieldErrors = Object.fromEntries(fields.map(([k, p]) => [k, p.message]));
  const refusal = fieldRefusal(fieldErrors);
  throw new ApiError(refusal.status, refusal.message, {
    fieldErrors,
    fieldCodes: Object.fromEntries(fields.map(([k, p]) => [k, p.code])),
  });
}

/** Removes the matching rows in place (the store keeps its arrays). */
export function removeWhere<T>(rows: T[], drop: (row: T) => boolean): void {
  for (let i = rows.length - 1; i >= 0; i--) if (drop(rows[i])) rows.splice(i, 1);
}

/** The template collections and the rules they share with the file routes. */
export function templateStore(ctx: WorkbenchContext) {
  const sets = () => ctx.rows('codeTemplates');
  const files = () => ctx.rows('templateFiles');
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

type Call<Body = unknown> = WorkbenchCall<Body>;

const defaultsOf = (ctx: WorkbenchContext) => ctx.rows('templateDefaults');
const otherNames = (ctx: WorkbenchContext, id?: number) =>
  templateStore(ctx)
    .sets()
    .filter((s) => s.id !== id)
    .map((s) => s.name);

function addSet(
  ctx: WorkbenchContext,
  fields: Omit<TemplateSet, 'id' | 'version' | 'updateTime'>,
): TemplateSet {
  const set = { id: ctx.nextId('codeTemplates'), ...fields, version: 1, updateTime: stamp() };
  templateStore(ctx).sets().push(set);
  return set;
}

function addFiles(ctx: WorkbenchContext, setId: number, from: TemplateSetExport['files']) {
  const files = templateStore(ctx).files();
  for (const [order, file] of from.entries()) {
    files.push({
      id: ctx.nextId('templateFiles'),
      setId,
      order,
      engine: 'liquid',
      version: 1,
      updateTime: stamp(),
      ...file,
    });
  }
}

/** The sets with their file counts, how many projects use each, and this project's defaults. */
function listSets({ ctx, req, res }: Call) {
  const { sets, filesOf } = templateStore(ctx);
  const defaults = defaultsOf(ctx);
  const projectId = req.query.projectId === undefined ? undefined : Number(req.query.projectId);
  const list = sets().map((set) => ({
    ...set,
    files: filesOf(set.id).length,
    usedBy: defaults.filter((d) => d.setId === set.id).length,
    isDefault: defaults.some((d) => d.setId === set.id && d.projectId === projectId),
  }));
  send(res, 200, messages.success, { list, total: list.length });
}

/** A set created, or changed on the version the caller opened (409 otherwise). */
async function editSet({ ctx, body, req, res }: Call<BodyOf<typeof TEMPLATE_SET_EDIT>>) {
  const { findSet, writable } = templateStore(ctx);
  const existing = body.id === undefined || body.id === null ? undefined : writable(findSet(body.id));
  refuseFields(checkSetFields(body, otherNames(ctx, existing?.id)));
  const fields = {
    name: String(body.name).trim(),
    description: String(body.description ?? '').trim(),
    target: oneOf(TEMPLATE_TARGETS, body.target),
  };
  let set: TemplateSet;
  if (existing) {
    if (Number(body.version) !== existing.version)
      return send(res, 409, `模板集 ${existing.name} 已被他人修改`, { current: existing });
    set = Object.assign(existing, fields, { version: existing.version + 1, updateTime: stamp() });
  } else set = addSet(ctx, { ...fields, builtIn: false, ruleSetId: 1 });
  ctx.log(req, res, {
    projectId: null,
    kind: 'template.set',
    targetId: set.id,
    summary: `saved ${set.name}`,
  });
  await ctx.store.flush();
  send(res, 200, messages.saved, set);
}

/** A copy of a set and its files (a copy of a built-in set is editable). */
async function copySet({ ctx, body, req, res }: Call<BodyOf<typeof TEMPLATE_SET_ID>>) {
  const { findSet, filesOf } = templateStore(ctx);
  const from = findSet(body.id);
  const copy = addSet(ctx, {
    name: copyName(from.name, otherNames(ctx)),
    description: from.description,
    target: from.target,
    builtIn: false,
    ruleSetId: from.ruleSetId,
  });
  addFiles(ctx, copy.id, exportSet(from, filesOf(from.id)).files);
  ctx.log(req, res, {
    projectId: null,
    kind: 'template.copy',
    targetId: copy.id,
    summary: `copied ${from.name}`,
  });
  await ctx.store.flush();
  send(res, 200, messages.saved, copy);
}

/** Deletes sets and their files: never a built-in set, nor a project's default. */
async function deleteSets({ ctx, body, req, res }: Call<BodyOf<typeof DELETE_BODY>>) {
  const { sets, files, findSet, writable } = templateStore(ctx);
  const chosen = idsOf(body).map((id) => writable(findSet(id)));
  const inUse = chosen.filter((set) => defaultsOf(ctx).some((d) => d.setId === set.id));
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
}

/** A set and its files as one JSON document. */
function exportTemplateSet({ ctx, req, res }: Call) {
  const { findSet, filesOf } = templateStore(ctx);
  const set = findSet(req.query.id);
  send(res, 200, messages.success, { name: `${set.name}.json`, document: exportSet(set, filesOf(set.id)) });
}

/** A set from an exported document, its fields and each file checked as a save checks them. */
async function importSet({ ctx, body, res }: Call<BodyOf<typeof TEMPLATE_SET_IMPORT>>) {
  const doc = body.document;
  if (doc.jimuTemplateSet !== 1 || !Array.isArray(doc.files))
    throw fieldRefusal({ document: '不是积木模板集文件（缺少 jimuTemplateSet: 1 或 files）' });
  const taken = otherNames(ctx);
  const name = taken.includes(String(doc.name)) ? copyName(String(doc.name), taken) : doc.name;
  refuseFields(checkSetFields({ ...doc, name }, taken));
  for (const [index, file] of doc.files.entries()) {
    const before = doc.files.slice(0, index).map((f) => String(f.path));
    const [field, problem] = Object.entries(checkFileFields(file, before))[0] ?? [];
    if (problem)
      throw fieldRefusal({
        [`document.files.${index}.${field}`]: `第 ${index + 1} 个文件：${problem.message}`,
      });
  }
  const set = addSet(ctx, {
    name: String(name),
    description: String(doc.description ?? ''),
    target: oneOf(TEMPLATE_TARGETS, doc.target),
    builtIn: false,
    ruleSetId: 1,
  });
  addFiles(
    ctx,
    set.id,
    doc.files.map((f) => ({
      path: String(f.path),
      mode: oneOf(TEMPLATE_MODES, f.mode),
      condition: String(f.condition ?? ''),
      enabled: f.enabled !== false,
      content: String(f.content ?? ''),
    })),
  );
  await ctx.store.flush();
  send(res, 200, messages.saved, set);
}

/** A set made the project's default for its target (replacing the one before). */
async function setDefault({ ctx, body, req, res }: Call<BodyOf<typeof TEMPLATE_SET_DEFAULT>>) {
  const set = templateStore(ctx).findSet(body.id);
  const project = ctx.project(body.projectId);
  const defaults = defaultsOf(ctx);
  removeWhere(defaults, (d) => d.projectId === project.id && d.target === set.target);
  defaults.push({ projectId: project.id, target: set.target, setId: set.id });
  ctx.log(req, res, {
    projectId: project.id,
    kind: 'template.default',
    targetId: set.id,
    summary: `default ${set.target} set: ${set.name}`,
  });
  await ctx.store.flush();
  send(res, 200, messages.saved, { projectId: project.id, setId: set.id });
}

/**
 * Template sets: list with file counts and project defaults, create, edit, copy (a copy of
 * a built-in set is editable), delete (not built-in, not a project's default), export and import
 * as one JSON document, set as a project's default. Built-in sets refuse every change with 403.
 *
 * @example
 * mountRoutes(app, TEMPLATE_SET_ROUTES, ctx);
 */
export const TEMPLATE_SET_ROUTES: RouteTable<WorkbenchContext> = [
  route({ method: 'GET', path: '/workbench/templateSet/getList', handler: listSets }),
  route({ method: 'POST', path: '/workbench/templateSet/doEdit', body: TEMPLATE_SET_EDIT, handler: editSet }),
  route({ method: 'POST', path: '/workbench/templateSet/copy', body: TEMPLATE_SET_ID, handler: copySet }),
  route({ method: 'POST', path: '/workbench/templateSet/doDelete', body: DELETE_BODY, handler: deleteSets }),
  route({ method: 'GET', path: '/workbench/templateSet/export', handler: exportTemplateSet }),
  route({
    method: 'POST',
    path: '/workbench/templateSet/import',
    body: TEMPLATE_SET_IMPORT,
    handler: importSet,
  }),
  route({
    method: 'POST',
    path: '/workbench/templateSet/setDefault',
    body: TEMPLATE_SET_DEFAULT,
    handler: setDefault,
  }),
];
