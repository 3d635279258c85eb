import type { Router } from 'express';
import { asyncHandler } from '../../../../server/http/asyncHandler';
import { ApiError, fieldRefusal, messages, send } from '../../../../server/http/envelope';
import type { GeneratedFile } from '../../generator/server/generateFiles';
import type { GenTable } from '../../generator/server/genTypes';
import { seedRows } from '../../generator/server/seedRows';
import { zipFiles } from '../../generator/server/zipFiles';
import { zipEntriesOf } from '../../project/server/applyFiles';
import { readProjectFile } from '../../project/server/projectFiles';
import { validateProject } from '../../project/server/validateProject';
import { sendZip } from '../../project/server/workbenchProjectRoutes';
import type { WorkbenchContext } from '../../server/workbenchContext';
import { backendFiles, OPENAPI_PATH, openApiDiagnostics } from './backendFiles';
import { backendPermissions } from './backendPermissions';
import { openApiOf } from './openApi';

type Row = Record<string, unknown>;

/**
 * The backend generator (§5.11): for chosen generated tables of one project, seeded collections,
 * the merged permissions.yaml and an OpenAPI 3.1 document, answered as the project's files with
 * their badges and validation, or as a ZIP. Applying goes through `POST /workbench/apply`.
 *
 * @example
 * mountWorkbenchBackendRoutes(app, ctx);
 */
export function mountWorkbenchBackendRoutes(app: Router, ctx: WorkbenchContext): void {
  const find = (id: unknown): GenTable => {
    const table = (ctx.rows('genTables') as unknown as GenTable[]).find((t) => String(t.id) === String(id));
    if (!table) throw new ApiError(404, `生成表不存在: ${String(id)}`);
    return table;
  };

  /** The backend generator's output for the chosen tables, as files of their project. */
  const renderBackend = async (body: Row) => {
    const chosen = ((body.genTableIds ?? []) as unknown[]).map(find);
    if (chosen.length === 0) throw fieldRefusal({ genTableIds: '请选择至少一个生成表' });
    const project = ctx.project(chosen[0]?.projectId);
    if (chosen.some((t) => t.projectId !== project.id))
      throw fieldRefusal({ genTableIds: '所选生成表须属于同一个项目' });
    const count = Math.min(Math.max(Number(body.rows ?? 20), 1), 1000);
    const seed = Number(body.seed ?? 1);
    const collections = Object.fromEntries(
      chosen.map((t) => [
        t.resource,
        seedRows(t.columns, body.useSample === false ? [] : t.sample, count, seed),
      ]),
    );
    const root = await ctx.root(project);
    const current = readProjectFile(root, 'config/permissions.yaml');
    const output = {
      collections,
      openapi: openApiOf(chosen, project.name),
      permissions: current === undefined ? undefined : backendPermissions(current, chosen),
    };
    let files: GeneratedFile[];
    try {
      files = backendFiles(root, output);
    } catch (error) {
      throw new ApiError(400, (error as Error).message);
    }
    return { project, root, output, files };
  };

  app.post(
    '/workbench/generator/backend',
    asyncHandler(async (req, res) => {
      const { project, root, output, files } = await renderBackend(req.body as Row);
      const permissions = files.find((f) => f.path === 'config/permissions.yaml');
      const diagnostics = [
        ...(permissions
          ? await validateProject(root, { [permissions.path]: permissions.content }, ctx.places.pluginsDir)
          : []),
        ...(await openApiDiagnostics(files.find((f) => f.path === OPENAPI_PATH))),
      ];
      send(res, 200, messages.success, {
        ...output,
        permissions: output.permissions ?? '',
        projectId: project.id,
        files,
        diagnostics,
        writable: ctx.mayWrite(res, project),
      });
    }),
  );

  app.post(
    '/workbench/generator/backend/zip',
    asyncHandler(async (req, res) => {
      const { project, root, files } = await renderBackend(req.body as Row);
      const changed = files.filter((f) => f.status !== 'unchanged');
      sendZip(
        req,
        res,
        `${project.code}-backend.zip`,
        zipFiles(zipEntriesOf(root, changed), `${project.code} backend`),
      );
    }),
  );
}
