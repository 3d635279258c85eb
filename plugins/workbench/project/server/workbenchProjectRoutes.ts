import type { Request, Response, Router } from 'express';
import { strToU8, zipSync } from 'fflate';
import { asyncHandler } from '../../../../server/http/asyncHandler';
import { ApiError, fieldRefusal, messages, send } from '../../../../server/http/envelope';
import { idsOf } from '../../../../server/store/collectionWriter';
import type { WorkbenchContext } from '../../server/workbenchContext';
import { ApplyConflict, planApply, writePlanned } from './applyFiles';
import { hashText, listProjectFiles, readProjectFile } from './projectFiles';
import {
  allProjects,
  CODE_PATTERN,
  createProjectFolder,
  type ProjectRecord,
  removeProjectFolder,
} from './projects';
import { validateProject } from './validateProject';

type Body = Record<string, unknown>;

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

/** Runs an apply plan; hash conflicts become a 409 naming the files (§9). */
export function planOr409<T>(plan: () => T): T {
  try {
    return plan();
  } catch (error) {
    if (error instanceof ApplyConflict) throw new ApiError(409, error.message);
    throw error;
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * Projects (§5.3–5.5, §9): the list (JIMU first), create from a template, the files of a project,
 * saving one file (validated, hash-checked), delete, zip download, and the validation service.
 *
 * @example
 * mountWorkbenchProjectRoutes(app, ctx);
 */
export function mountWorkbenchProjectRoutes(app: Router, ctx: WorkbenchContext): void {
  app.get('/workbench/project/getList', (req, res) => {
    const q = text(req.query.keyword).toLowerCase();
    const list = allProjects(ctx.store.state)
      .filter((p) => !q || p.name.toLowerCase().includes(q) || p.code.toLowerCase().includes(q))
      .filter((p) => !req.query.status || p.status === req.query.status)
      .map((p) => ({ ...p, writable: ctx.mayWrite(res, p), devOnly: p.seed === true }));
    send(res, 200, messages.success, { list, total: list.length });
  });

  app.post(
    '/workbench/project/create',
    asyncHandler(async (req, res) => {
      const body = req.body as Body;
      const code = text(body.code);
      const name = text(body.name);
      const fieldErrors: Record<string, string> = {};
      if (!name) fieldErrors.name = '请填写项目名称';
      if (!CODE_PATTERN.test(code))
        fieldErrors.code = '项目编码须为大写字母开头的 2–16 位大写字母、数字、_ 或 -';
      else if (allProjects(ctx.store.state).some((p) => p.code === code))
        fieldErrors.code = `项目编码 ${code} 已存在`;
      if (Object.keys(fieldErrors).length > 0) throw fieldRefusal(fieldErrors);
      const titles = { zh: text(body.titleZh) || name, en: text(body.titleEn) || code };
      const template =
        body.template === 'copy'
          ? { kind: 'copy' as const, from: ctx.project(body.from ?? 0) }
          : { kind: body.template === 'crud' ? ('crud' as const) : ('blank' as const) };
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
    }),
  );

  app.get(
    '/workbench/project/files',
    asyncHandler(async (req, res) => {
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
    }),
  );

  app.get(
    '/workbench/project/file',
    asyncHandler(async (req, res) => {
      const project = ctx.project(req.query.projectId);
      const root = await ctx.root(project);
      const content = readProjectFile(root, String(req.query.path ?? ''));
      if (content === undefined) throw new ApiError(404, `文件不存在: ${String(req.query.path)}`);
      send(res, 200, messages.success, { path: req.query.path, content, hash: hashText(content) });
    }),
  );

  app.post(
    '/workbench/validate',
    asyncHandler(async (req, res) => {
      const body = req.body as Body;
      const project = ctx.project(body.projectId);
      const overrides = (body.overrides ?? {}) as Record<string, string>;
      const diagnostics = await validateProject(await ctx.root(project), overrides, ctx.places.pluginsDir);
      send(res, 200, messages.success, { diagnostics });
    }),
  );

  // Settings (§5.5) save one file: validated with the whole project, refused on any error, and
  // hash-checked against the text the screen loaded.
  app.post(
    '/workbench/project/saveFile',
    asyncHandler(async (req, res) => {
      const body = req.body as Body;
      const project = ctx.project(body.projectId);
      ctx.guardWrite(res, project);
      const root = await ctx.root(project);
      const path = String(body.path ?? '');
      const content = String(body.content ?? '');
      const diagnostics = await validateProject(root, { [path]: content }, ctx.places.pluginsDir);
      if (diagnostics.some((d) => d.severity === 'error')) {
        send(res, 422, '校验未通过，未写入', { diagnostics });
        return;
      }
      const baseHash = typeof body.baseHash === 'string' ? body.baseHash : null;
      const written = await writePlanned(
        root,
        planOr409(() => planApply(root, [{ path, mode: 'replace', content, baseHash }], {})),
      );
      ctx.log(req, res, { projectId: project.id, kind: 'project.saveFile', summary: `saved ${path}` });
      send(res, 200, messages.saved, { written, diagnostics });
    }),
  );

  app.post(
    '/workbench/project/doDelete',
    asyncHandler(async (req, res) => {
      const ids = idsOf(req.body).map(String);
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
    }),
  );

  app.get(
    '/workbench/project/zip',
    asyncHandler(async (req, res) => {
      const project = ctx.project(req.query.projectId);
      const root = await ctx.root(project);
      const mtime = new Date('2025-01-01T00:00:00Z');
      const entries = Object.fromEntries(
        listProjectFiles(root).map((path) => [
          path,
          [strToU8(readProjectFile(root, path) ?? ''), { mtime }] as const,
        ]),
      );
      sendZip(req, res, `${project.code}.zip`, zipSync(entries as never));
    }),
  );

  app.get('/workbench/activity/getList', (req, res) => {
    const list = ctx
      .rows('activities')
      .filter((a) => req.query.projectId === undefined || String(a.projectId) === String(req.query.projectId))
      .slice(-100)
      .reverse();
    send(res, 200, messages.success, { list, total: list.length });
  });
}
