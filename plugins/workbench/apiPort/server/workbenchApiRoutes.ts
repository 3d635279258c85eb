import { authOf } from '../../../../server/auth/authGate';
import { DELETE_BODY } from '../../../../server/http/bodyRuleParts';
import type { BodyOf } from '../../../../server/http/bodySchema';
import { ApiError, messages, send } from '../../../../server/http/envelope';
import { type RouteTable, route } from '../../../../server/http/route';
import { idsOf } from '../../../../server/store/collectionWriter';
import type { WorkbenchCall, WorkbenchContext } from '../../server/workbenchContext';
import { WORKBENCH_TOOL_ROUTES } from '../../tools/server/workbenchToolRoutes';
import { API_IMPORT, API_RUN, API_SAVE } from './apiBodies';
import { apiRecordOf, mergeImported } from './apiRecords';
import { exportOpenApi } from './openApiExport';
import { readOpenApi } from './openApiImport';
import { projectEndpoints } from './projectApis';
import { runEndpoint } from './runEndpoint';

type Row = Record<string, unknown>;

type Call<Body = unknown> = WorkbenchCall<Body>;

/** A project's endpoints: derived from its config, and the stored ones. */
async function endpointsOf(ctx: WorkbenchContext, projectId: unknown) {
  const project = ctx.project(projectId);
  const root = await ctx.root(project);
  return {
    project,
    ...(await projectEndpoints(root, ctx.places.pluginsDir, project.id, ctx.rows('apis'))),
  };
}

/** The endpoints of a project (derived only, or all), by keyword, with the project's roles. */
const listEndpoints =
  (derivedOnly: boolean) =>
  async ({ ctx, req, res }: Call) => {
    const { endpoints, errors, explain } = await endpointsOf(ctx, req.query.projectId);
    const keyword = String(req.query.keyword ?? '').toLowerCase();
    const shown = endpoints.filter(
      (e) =>
        (!derivedOnly || e.source === 'derived') &&
        (!keyword || `${e.method} ${e.path} ${e.name} ${e.group}`.toLowerCase().includes(keyword)),
    );
    const roles = explain ? explain('GET', '/').roles.map((r) => r.role) : [];
    send(res, 200, messages.success, { list: shown, total: shown.length, roles, configErrors: errors });
  };

/** Who may call `METHOD /path`, by the project's permissions.yaml. */
async function explainCall({ ctx, req, res }: Call) {
  const method = String(req.query.method ?? '').toUpperCase();
  const path = String(req.query.path ?? '');
  if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(method) || !path.startsWith('/'))
    throw new ApiError(400, '请写成 `METHOD /path`，如 POST /userManagement/doDelete');
  const { explain } = await endpointsOf(ctx, req.query.projectId ?? 0);
  if (!explain) throw new ApiError(409, '项目的 permissions.yaml 未通过校验');
  send(res, 200, messages.success, { method, path, ...explain(method, path) });
}

/** A stored endpoint saved; fields an import gave and a person changed are remembered. */
async function saveEndpoint({ ctx, body, req, res }: Call<BodyOf<typeof API_SAVE>>) {
  const { endpoints, project } = await endpointsOf(ctx, body.projectId);
  const rows = ctx.rows('apis');
  const existing =
    body.id !== undefined && body.id !== null
      ? rows.find((r) => String(r.id) === String(body.id))
      : undefined;
  if (body.id !== undefined && body.id !== null && !existing) {
    if (String(body.id).startsWith('derived:'))
      throw new ApiError(400, '派生接口随项目配置变化，不能手工修改');
    throw new ApiError(404, `接口不存在: ${String(body.id)}`);
  }
  const { fieldErrors, record } = apiRecordOf(body, existing, endpoints);
  if (Object.keys(fieldErrors).length > 0)
    return send(res, 400, Object.values(fieldErrors)[0], { fieldErrors });
  const saved: Row = existing ?? {
    id: ctx.nextId('apis'),
    projectId: project.id,
    source: 'manual',
    owner: authOf(res).user.username,
  };
  if (existing?.source === 'openapi') {
    const edited = new Set(Array.isArray(existing.editedFields) ? existing.editedFields.map(String) : []);
    for (const [field, value] of Object.entries(record))
      if (JSON.stringify(existing[field] ?? null) !== JSON.stringify(value ?? null)) edited.add(field);
    saved.editedFields = [...edited];
  }
  Object.assign(saved, record, { updateTime: new Date().toISOString().slice(0, 19).replace('T', ' ') });
  if (!existing) rows.push(saved);
  ctx.log(req, res, {
    projectId: project.id,
    kind: 'api.save',
    targetId: saved.id,
    summary: `saved endpoint ${String(saved.method)} ${String(saved.path)}`,
  });
  await ctx.store.flush();
  send(res, 200, messages.saved, saved);
}

/** Deletes stored endpoints (derived ones follow the config and cannot be deleted). */
async function deleteEndpoints({ ctx, body, req, res }: Call<BodyOf<typeof DELETE_BODY>>) {
  const ids = idsOf(body);
  if (ids.some((id) => id.startsWith('derived:')))
    throw new ApiError(400, '派生接口随项目配置变化，不能删除');
  const gone = ctx.rows('apis').filter((r) => ids.includes(String(r.id)));
  if (gone.length !== ids.length) throw new ApiError(404, '接口不存在');
  ctx.remove('apis', (r) => ids.includes(String(r.id)));
  ctx.log(req, res, {
    projectId: gone[0]?.projectId,
    kind: 'api.delete',
    summary: `deleted ${gone.length} endpoint(s)`,
  });
  await ctx.store.flush();
  send(res, 200, messages.deleted, null);
}

/** An OpenAPI document's operations merged into the stored endpoints; problems at line:col. */
async function importOpenApi({ ctx, body, req, res }: Call<BodyOf<typeof API_IMPORT>>) {
  const { project, endpoints } = await endpointsOf(ctx, body.projectId);
  if (body.text.trim() === '') throw new ApiError(400, '请粘贴或选择 OpenAPI 文档');
  if (body.text.length > 1_000_000) throw new ApiError(413, messages.tooLarge);
  const read = await readOpenApi(body.text);
  if (!read.ok) {
    // A document that does not validate: each problem at line:col of the text as given, with
    // the JSON pointer of the value at fault when it is known.
    const diagnostics = read.problems.map(({ line, col, message, pointer }) => ({
      line,
      col,
      message,
      severity: 'error' as const,
      ...(pointer ? { pointer } : {}),
    }));
    const first = diagnostics[0];
    return send(res, 400, `${first.line}:${first.col} ${first.message}`, { diagnostics });
  }
  // The project's own endpoints (a document it exported) update them instead of listing them twice.
  const derived = new Set(
    endpoints.filter((e) => e.source === 'derived').map((e) => `${e.method} ${e.path}`),
  );
  const outcome = mergeImported(
    ctx.rows('apis'),
    project.id,
    read.operations,
    { nextId: () => ctx.nextId('apis'), owner: authOf(res).user.username },
    derived,
  );
  ctx.log(req, res, {
    projectId: project.id,
    kind: 'api.import',
    summary: `imported OpenAPI: ${outcome.created} new, ${outcome.updated} updated`,
  });
  await ctx.store.flush();
  send(res, 200, messages.success, outcome);
}

/** The project's endpoints as an OpenAPI document. */
async function exportEndpoints({ ctx, req, res }: Call) {
  const { project, endpoints } = await endpointsOf(ctx, req.query.projectId);
  send(res, 200, messages.success, exportOpenApi(`${project.name} (${project.code})`, endpoints));
}

/**
 * The workbench calls of API management and try-it; every path is under /workbench (config/permissions.yaml).
 * Endpoints are derived from the project's config on each read (nobody maintains them), stored
 * ones (`apis`) are saved and imported here with their rules; who may call an endpoint is the mock
 * server's own policy applied to the project's permissions.yaml; 运行 on another project's
 * endpoint is answered here as that project's server would (runEndpoint). The common tools' calls
 * follow them (workbenchToolRoutes).
 *
 * @example
 * mountRoutes(app, WORKBENCH_API_ROUTES, ctx);
 */
export const WORKBENCH_API_ROUTES: RouteTable<WorkbenchContext> = [
  route({ method: 'GET', path: '/workbench/apis/derived', handler: listEndpoints(true) }),
  route({ method: 'GET', path: '/workbench/apis/getList', handler: listEndpoints(false) }),
  route({ method: 'GET', path: '/workbench/apis/explain', handler: explainCall }),
  route({ method: 'POST', path: '/workbench/apis/save', body: API_SAVE, handler: saveEndpoint }),
  route({ method: 'POST', path: '/workbench/apis/doDelete', body: DELETE_BODY, handler: deleteEndpoints }),
  route({ method: 'POST', path: '/workbench/apis/import', body: API_IMPORT, handler: importOpenApi }),
  route({ method: 'GET', path: '/workbench/apis/export', handler: exportEndpoints }),
  route({ method: 'POST', path: '/workbench/apis/run', body: API_RUN, handler: runEndpoint }),
  ...WORKBENCH_TOOL_ROUTES,
];
