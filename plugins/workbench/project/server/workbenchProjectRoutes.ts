import type { Request, Response } from 'express';
import { strToU8, type Zippable, zipSync } from 'fflate';
import { DELETE_BODY } from '../../../../server/http/bodyRuleParts';
import type { BodyOf } from '../../../../server/http/bodySchema';
import { ApiError, fieldRefusal, messages, send } from '../../../../server/http/envelope';
import { type RouteTable, route } from '../../../../server/http/route';
import { idsOf } from '../../../../server/store/collectionWriter';
import type { WorkbenchCall, WorkbenchContext } from '../../server/workbenchContext';
import { ApplyConflict, planApply, writePlanned } from './applyFiles';
import { PROJECT_CREATE, PROJECT_SAVE_FILE, PROJECT_VALIDATE } from './projectBodies';
import { hashText, listProjectFiles, readProjectFile } from './projectFiles';
import { projectReadme } from './projectReadme';
import {
  allProjects,
  CODE_PATTERN,
  createProjectFolder,
  type ProjectRecord,
  type ProjectTemplate,
  removeProjectFolder,
} from './projects';
import { validateProject } from './validateProject';

/**
 * Answers a zip: as bytes, or (`?as=base64`) inside the envelope for the console's http client,
 * which speaks JSON and carries the session's token.
 */
export function sendZip(req: Request, res: Response, name: string, bytes: Uint8Array): void {
  if (req.query.as === 'base64') {
    send(res, 200, messages.success, { name, base64: Buffer.from(bytes).toString('base64') });
    return;
  }
  res.set('Content-Disposition', `attachment; filename="${name}"`);
  res.type('application/zip').send(Buffer.from(bytes));
}

/** Runs an apply plan; hash conflicts become a 409 naming the files. */
export function planOr409<T>(plan: () => T): T {
  try {
    return plan();
  } catch (error) {
    if (error instanceof ApplyConflict) throw new ApiError(409, error.message);
    throw error;
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

type Call<Body = unknown> = WorkbenchCall<Body>;

/** The projects (JIMU first), by keyword and status, each with whether the caller may write it. */
function listProjects({ ctx, req, res }: Call) {
  const q = text(req.query.keyword).toLowerCase();
  const list = allProjects(ctx.store.state)
    .filter((p) => !q || p.name.toLowerCase().includes(q) || p.code.toLowerCase().includes(q))
    .filter((p) => !req.query.status || p.status === req.query.status)
    .map((p) => ({ ...p, writable: ctx.mayWrite(res, p), devOnly: p.seed === true }));
  send(res, 200, messages.success, { list, total: list.length });
}

/** A new project and its folder, from the blank, CRUD or a copied project's files. */
async function createProject({ ctx, body, req, res }: Call<BodyOf<typeof PROJECT_CREATE>>) {
  const code = text(body.code);
  const name = text(body.name);
  const fieldErrors: Record<string, string> = {};
  if (!name) fieldErrors.name = '请填写项目名称';
  if (!CODE_PATTERN.test(code)) fieldErrors.code = '项目编码须为大写字母开头的 2–16 位大写字母、数字、_ 或 -';
  else if (allProjects(ctx.store.state).some((p) => p.code === code))
    fieldErrors.code = `项目编码 ${code} 已存在`;
  if (Object.keys(fieldErrors).length > 0) throw fieldRefusal(fieldErrors);
  const titles = { zh: text(body.titleZh) || name, en: text(body.titleEn) || code };
  const template: ProjectTemplate =
    body.template === 'copy'
      ? { kind: 'copy', from: ctx.project(body.from ?? 0) }
      : { kind: body.template === 'crud' ? 'crud' : 'blank' };
  const project: ProjectRecord = {
    id: ctx.nextId('projects'),
    name,
    code,
    description: text(body.description),
    owner: text(body.owner) || 'admin',
    status: 'active',
    frontend: 'react',
    backend: 'node',
    createTime: new Date().toISOString().slice(0, 19).replace('T', ' '),
    console: { title: titles },
  };
  await createProjectFolder(ctx.places, project, template, titles);
  ctx.rows('projects').push(project);
  ctx.log(req, res, {
    projectId: project.id,
    kind: 'project.create',
    targetId: project.id,
    summary: `created project ${code}`,
  });
  await ctx.store.flush();
  send(res, 200, messages.saved, project);
}

/** The files of a project, each with its hash. */
async function projectFiles({ ctx, req, res }: Call) {
  const project = ctx.project(req.query.projectId);
  const root = await ctx.root(project);
  const files = listProjectFiles(root).map((path) => ({
    path,
    hash: hashText(readProjectFile(root, path) ?? ''),
  }));
  send(res, 200, messages.success, {
    project: { ...project, writable: ctx.mayWrite(res, project) },
    files,
  });
}

/** One file of a project, with its hash. */
async function projectFile({ ctx, req, res }: Call) {
  const project = ctx.project(req.query.projectId);
  const root = await ctx.root(project);
  const content = readProjectFile(root, String(req.query.path ?? ''));
  if (content === undefined) throw new ApiError(404, `文件不存在: ${String(req.query.path)}`);
  send(res, 200, messages.success, { path: req.query.path, content, hash: hashText(content) });
}

/** The project's diagnostics, with some files' texts in place of the ones on disk. */
async function validate({ ctx, body, res }: Call<BodyOf<typeof PROJECT_VALIDATE>>) {
  const project = ctx.project(body.projectId);
  const diagnostics = await validateProject(
    await ctx.root(project),
    body.overrides ?? {},
    ctx.places.pluginsDir,
  );
  send(res, 200, messages.success, { diagnostics });
}

// Settings save one file: validated with the whole project, refused on any error, and
// hash-checked against the text the screen loaded.
async function saveFile({ ctx, body, req, res }: Call<BodyOf<typeof PROJECT_SAVE_FILE>>) {
  const project = ctx.project(body.projectId);
  ctx.guardWrite(res, project);
  const root = await ctx.root(project);
  const { path, content } = body;
  const diagnostics = await validateProject(root, { [path]: content }, ctx.places.pluginsDir);
  if (diagnostics.some((d) => d.severity === 'error')) {
    send(res, 422, '校验未通过，未写入', { diagnostics });
    return;
  }
  const baseHash = body.baseHash ?? null;
  const written = await writePlanned(
    root,
    planOr409(() => planApply(root, [{ path, mode: 'replace', content, baseHash }], {})),
  );
  ctx.log(req, res, { projectId: project.id, kind: 'project.saveFile', summary: `saved ${path}` });
  send(res, 200, messages.saved, { written, diagnostics });
}

/** Deletes projects and their folders; JIMU never. */
async function deleteProjects({ ctx, body, req, res }: Call<BodyOf<typeof DELETE_BODY>>) {
  const ids = idsOf(body);
  const list = ctx.rows('projects');
  for (const id of ids) {
    const project = ctx.project(id);
    if (project.seed) throw new ApiError(403, 'JIMU 项目不能删除');
    removeProjectFolder(ctx.places, project);
    list.splice(list.indexOf(project), 1);
    ctx.log(req, res, {
      projectId: project.id,
      kind: 'project.delete',
      summary: `deleted project ${project.code}`,
    });
  }
  await ctx.store.flush();
  send(res, 200, messages.deleted);
}

/**
 * The project as a zip (fixed times, so the same files give the same bytes): what it needs to run
 * elsewhere — its config, its seed rows (offline copies) and a README with the two commands.
 * Never its data folder (accounts, sessions) or its build.
 */
async function zipProject({ ctx, req, res }: Call) {
  const project = ctx.project(req.query.projectId);
  const root = await ctx.root(project);
  const mtime = new Date('2025-01-01T00:00:00Z');
  const entries: Zippable = {};
  for (const path of listProjectFiles(root))
    entries[path] = [strToU8(readProjectFile(root, path) ?? ''), { mtime }];
  const seed = readProjectFile(root, 'mock-db.json');
  if (seed !== undefined) entries['mock-db.json'] = [strToU8(seed), { mtime }];
  const readme = projectReadme(project, readProjectFile(root, 'config/dataSources.yaml'));
  entries['README.md'] = [strToU8(readme), { mtime }];
  sendZip(req, res, `${project.code}.zip`, zipSync(entries));
}

/** The last hundred activities, of one project or all, newest first. */
function activities({ ctx, req, res }: Call) {
  const list = ctx
    .rows('activities')
    .filter((a) => req.query.projectId === undefined || String(a.projectId) === String(req.query.projectId))
    .slice(-100)
    .reverse();
  send(res, 200, messages.success, { list, total: list.length });
}

/**
 * Projects (list, create, settings): the list (JIMU first), create from a template, the files of a project,
 * saving one file (validated, hash-checked), delete, zip download, and the validation service.
 *
 * @example
 * mountRoutes(app, WORKBENCH_PROJECT_ROUTES, ctx);
 */
export const WORKBENCH_PROJECT_ROUTES: RouteTable<WorkbenchContext> = [
  route({ method: 'GET', path: '/workbench/project/getList', handler: listProjects }),
  route({ method: 'POST', path: '/workbench/project/create', body: PROJECT_CREATE, handler: createProject }),
  route({ method: 'GET', path: '/workbench/project/files', handler: projectFiles }),
  route({ method: 'GET', path: '/workbench/project/file', handler: projectFile }),
  route({ method: 'POST', path: '/workbench/validate', body: PROJECT_VALIDATE, handler: validate }),
  route({ method: 'POST', path: '/workbench/project/saveFile', body: PROJECT_SAVE_FILE, handler: saveFile }),
  route({ method: 'POST', path: '/workbench/project/doDelete', body: DELETE_BODY, handler: deleteProjects }),
  route({ method: 'GET', path: '/workbench/project/zip', handler: zipProject }),
  route({ method: 'GET', path: '/workbench/activity/getList', handler: activities }),
];
