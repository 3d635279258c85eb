import { DELETE_BODY } from '../../../../server/http/bodyRuleParts';
import type { BodyOf } from '../../../../server/http/bodySchema';
import { ApiError, fieldRefusal, messages, send } from '../../../../server/http/envelope';
import { type RouteTable, route } from '../../../../server/http/route';
import { idsOf } from '../../../../server/store/collectionWriter';
import type { WorkbenchCall, WorkbenchContext } from '../../server/workbenchContext';
import { checkTemplate } from './renderTemplate';
import { TEMPLATE_FILE_EDIT, TEMPLATE_FILE_MOVE } from './templateBodies';
import { checkFileFields, type FieldProblem, oneOf, TEMPLATE_MODES, type TemplateFile } from './templateSets';
import { refuseFields, removeWhere, stamp, templateStore } from './workbenchTemplateSetRoutes';

/** A Liquid syntax problem of one field, at its line and column (the check runs in the worker). */
async function liquidProblem(field: string, text: string): Promise<Record<string, FieldProblem>> {
  const result = await checkTemplate(text);
  if (!('error' in result)) return {};
  const { message, line, col } = result.error;
  return { [field]: { code: 'liquid', message: `${line}:${col} ${message}` } };
}

type Call<Body = unknown> = WorkbenchCall<Body>;

function findFile(ctx: WorkbenchContext, id: unknown): TemplateFile {
  const file = templateStore(ctx)
    .files()
    .find((f) => String(f.id) === String(id));
  if (!file) throw new ApiError(404, `模板文件不存在: ${String(id)}`);
  return file;
}

/** A change to a set's files raises the set's version. */
function touch(ctx: WorkbenchContext, setId: number) {
  const set = templateStore(ctx).findSet(setId);
  set.version += 1;
  set.updateTime = stamp();
}

/** A set and its files, in order. */
function listFiles({ ctx, req, res }: Call) {
  const { findSet, filesOf } = templateStore(ctx);
  const set = findSet(req.query.setId);
  const list = filesOf(set.id);
  send(res, 200, messages.success, { set, list, total: list.length });
}

/** A file created or changed on its version; its path, content and condition must be valid Liquid. */
async function editFile({ ctx, body, req, res }: Call<BodyOf<typeof TEMPLATE_FILE_EDIT>>) {
  const { files, findSet, writable, filesOf } = templateStore(ctx);
  const existing = body.id === undefined || body.id === null ? undefined : findFile(ctx, body.id);
  const set = writable(findSet(existing?.setId ?? body.setId));
  const others = filesOf(set.id)
    .filter((f) => f.id !== existing?.id)
    .map((f) => f.path);
  const problems = checkFileFields(body, others);
  if (!problems.path) Object.assign(problems, await liquidProblem('path', String(body.path)));
  if (!problems.content) Object.assign(problems, await liquidProblem('content', String(body.content)));
  if (!problems.condition && body.condition)
    Object.assign(
      problems,
      await liquidProblem('condition', `{% if ${String(body.condition)} %}{% endif %}`),
    );
  refuseFields(problems);
  if (existing && Number(body.version) !== existing.version)
    return send(res, 409, `模板文件 ${existing.path} 已被他人修改`, { current: existing });
  const fields = {
    path: String(body.path).trim(),
    mode: oneOf(TEMPLATE_MODES, body.mode),
    condition: String(body.condition ?? '').trim(),
    enabled: body.enabled !== false,
    content: String(body.content),
    updateTime: stamp(),
  };
  const file: TemplateFile = existing
    ? Object.assign(existing, fields, { version: existing.version + 1 })
    : {
        id: ctx.nextId('templateFiles'),
        setId: set.id,
        order: filesOf(set.id).length,
        engine: 'liquid',
        version: 1,
        ...fields,
      };
  if (!existing) files().push(file);
  touch(ctx, set.id);
  ctx.log(req, res, {
    projectId: null,
    kind: 'template.file',
    targetId: file.id,
    summary: `saved ${file.path}`,
  });
  await ctx.store.flush();
  send(res, 200, messages.saved, file);
}

/** Deletes files; the rest of each set close up. */
async function deleteFiles({ ctx, body, res }: Call<BodyOf<typeof DELETE_BODY>>) {
  const { files, findSet, writable, filesOf } = templateStore(ctx);
  const chosen = idsOf(body).map((id) => findFile(ctx, id));
  for (const file of chosen) writable(findSet(file.setId));
  const gone = new Set(chosen.map((f) => f.id));
  removeWhere(files(), (f) => gone.has(f.id));
  for (const setId of new Set(chosen.map((f) => f.setId))) {
    filesOf(setId).forEach((f, order) => {
      f.order = order;
    });
    touch(ctx, setId);
  }
  await ctx.store.flush();
  send(res, 200, messages.deleted, { ids: [...gone] });
}

// Reorders a set's files: the file goes to position `to` (0-based), the others close up.
async function moveFile({ ctx, body, res }: Call<BodyOf<typeof TEMPLATE_FILE_MOVE>>) {
  const { findSet, writable, filesOf } = templateStore(ctx);
  const file = findFile(ctx, body.id);
  writable(findSet(file.setId));
  const list = filesOf(file.setId).filter((f) => f.id !== file.id);
  const to = Math.min(Math.max(Math.trunc(Number(body.to)), 0), list.length);
  if (!Number.isFinite(to)) throw fieldRefusal({ to: '需要目标位置 to' });
  list.splice(to, 0, file);
  list.forEach((f, order) => {
    f.order = order;
  });
  touch(ctx, file.setId);
  await ctx.store.flush();
  send(res, 200, messages.saved, { list });
}

/**
 * Template files of a set: list, save (create or change; the path and the content must
 * be valid Liquid, checked in the render worker, with the error at line:col; a save naming an
 * older version is a 409 with the current file), delete, move. Files of a built-in set are
 * read-only (403).
 *
 * @example
 * mountRoutes(app, TEMPLATE_FILE_ROUTES, ctx);
 */
export const TEMPLATE_FILE_ROUTES: RouteTable<WorkbenchContext> = [
  route({ method: 'GET', path: '/workbench/templateFile/getList', handler: listFiles }),
  route({
    method: 'POST',
    path: '/workbench/templateFile/doEdit',
    body: TEMPLATE_FILE_EDIT,
    handler: editFile,
  }),
  route({
    method: 'POST',
    path: '/workbench/templateFile/doDelete',
    body: DELETE_BODY,
    handler: deleteFiles,
  }),
  route({
    method: 'POST',
    path: '/workbench/templateFile/move',
    body: TEMPLATE_FILE_MOVE,
    handler: moveFile,
  }),
];
