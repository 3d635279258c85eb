import type { BodyOf } from '../../../../server/http/bodySchema';
import { ApiError, fieldRefusal, messages, send } from '../../../../server/http/envelope';
import { type RouteTable, route } from '../../../../server/http/route';
import type { GeneratedFile } from '../../generator/server/generateFiles';
import { GEN_BACKEND } from '../../generator/server/generatorBodies';
import { findTable } from '../../generator/server/routes/genTables';
import { seedRows } from '../../generator/server/seedRows';
import { zipFiles } from '../../generator/server/zipFiles';
import { zipEntriesOf } from '../../project/server/applyFiles';
import { readProjectFile } from '../../project/server/projectFiles';
import { validateProject } from '../../project/server/validateProject';
import { sendZip } from '../../project/server/workbenchProjectRoutes';
import type { WorkbenchCall, WorkbenchContext } from '../../server/workbenchContext';
import { backendFiles, OPENAPI_PATH, openApiDiagnostics } from './backendFiles';
import { backendPermissions } from './backendPermissions';
import { openApiOf } from './openApi';

type BackendBody = BodyOf<typeof GEN_BACKEND>;

/** The backend generator's output for the chosen tables, as files of their project. */
async function renderBackend(ctx: WorkbenchContext, body: BackendBody) {
  const chosen = (body.genTableIds ?? []).map((id) => findTable(ctx, id));
  if (chosen.length === 0) throw fieldRefusal({ genTableIds: '请选择至少一个生成表' });
  const project = ctx.project(chosen[0]?.projectId);
  if (chosen.some((t) => t.projectId !== project.id))
    throw fieldRefusal({ genTableIds: '所选生成表须属于同一个项目' });
  const count = Math.min(Math.max(Number(body.rows ?? 20), 1), 1000);
  const seed = Number(body.seed ?? 1);
  // A page bound to its live table has no rows in the embedded store to make.
  const collections = Object.fromEntries(
    chosen
      .filter((t) => !t.options.live)
      .map((t) => [t.resource, seedRows(t.columns, body.useSample === false ? [] : t.sample, count, seed)]),
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
    files = backendFiles(root, output, { replaceRows: body.replaceRows === true });
  } catch (error) {
    throw new ApiError(400, error instanceof Error ? error.message : String(error));
  }
  return { project, root, output, files };
}

/** The backend's files for the chosen tables, with the permissions and OpenAPI diagnostics. */
async function renderBackendFiles({ ctx, body, res }: WorkbenchCall<BackendBody>) {
  const { project, root, output, files } = await renderBackend(ctx, body);
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
}

/** The backend's changed files as a zip, with a patch. */
async function zipBackend({ ctx, body, req, res }: WorkbenchCall<BackendBody>) {
  const { project, root, files } = await renderBackend(ctx, body);
  const changed = files.filter((f) => f.status !== 'unchanged');
  sendZip(
    req,
    res,
    `${project.code}-backend.zip`,
    zipFiles(zipEntriesOf(root, changed), `${project.code} backend`),
  );
}

/**
 * The backend generator: for chosen generated tables of one project, seeded collections,
 * the merged permissions.yaml and an OpenAPI 3.1 document, answered as the project's files with
 * their badges and validation, or as a ZIP. Applying goes through `POST /workbench/apply`.
 *
 * @example
 * mountRoutes(app, WORKBENCH_BACKEND_ROUTES, ctx);
 */
export const WORKBENCH_BACKEND_ROUTES: RouteTable<WorkbenchContext> = [
  route({
    method: 'POST',
    path: '/workbench/generator/backend',
    body: GEN_BACKEND,
    handler: renderBackendFiles,
  }),
  route({ method: 'POST', path: '/workbench/generator/backend/zip', body: GEN_BACKEND, handler: zipBackend }),
];
