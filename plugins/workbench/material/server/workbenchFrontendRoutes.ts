import type { BodyOf } from '../../../../server/http/bodySchema';
import { ApiError, fieldRefusal, messages, send } from '../../../../server/http/envelope';
import { type RouteTable, route } from '../../../../server/http/route';
import { sendZip } from '../../project/server/workbenchProjectRoutes';
import type { WorkbenchCall, WorkbenchContext } from '../../server/workbenchContext';
import { FRONTEND_CONSOLE } from '../../tools/server/toolBodies';
import { consoleZip } from './consoleZip';
import { type ConsoleInput, consoleModel, renderConsole } from './frontendConsole';
import type { RouteNode } from './routeTree';

type Body = Record<string, unknown>;
const isObject = (value: unknown): value is Body =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A refusal of the field at `where` (`routes[0].meta`), named as a field path (`routes.0.meta`). */
const refuse = (where: string, message: string) =>
  fieldRefusal({ [where.replace(/\[(\d+)\]/g, '.$1')]: `${where} ${message}` });

/** A route tree from the screen must be objects with a path and a name; 400 names the first bad one. */
function checkTree(routes: unknown, where = 'routes'): RouteNode[] {
  if (!Array.isArray(routes)) throw refuse(where, '须为路由数组');
  routes.forEach((route, index) => {
    const at = `${where}[${index}]`;
    if (!isObject(route) || typeof route.path !== 'string' || typeof route.name !== 'string')
      throw refuse(at, '须有字符串 path 和 name');
    if (route.meta !== undefined && !isObject(route.meta)) throw refuse(`${at}.meta`, '须为对象');
    if (route.children !== undefined) checkTree(route.children, `${at}.children`);
  });
  return routes as RouteNode[];
}

function inputOf(body: ConsoleBody): ConsoleInput {
  const titles = isObject(body.titles) ? body.titles : {};
  for (const [key, both] of Object.entries(titles))
    if (!isObject(both) || typeof both.zh !== 'string' || typeof both.en !== 'string')
      throw fieldRefusal({ [`titles.${key}`]: `titles.${key} 须为 {zh, en}` });
  const pages = isObject(body.pages) ? body.pages : {};
  for (const [name, page] of Object.entries(pages))
    if (typeof page !== 'string')
      throw fieldRefusal({ [`pages.${name}`]: `pages.${name} 须为页面 YAML 文本` });
  return {
    routes: checkTree(body.routes),
    theme: isObject(body.theme) ? body.theme : {},
    titles: titles as ConsoleInput['titles'],
    pages: pages as Record<string, string>,
  };
}

type Call<Body = unknown> = WorkbenchCall<Body>;
type ConsoleBody = BodyOf<typeof FRONTEND_CONSOLE>;

/** A project's console model: route tree, theme, titles, roles, pages, components, icons. */
async function consoleOf({ ctx, req, res }: Call) {
  const project = ctx.project(req.query.projectId);
  const root = await ctx.root(project);
  send(res, 200, messages.success, {
    ...consoleModel(root, ctx.places.pluginsDir),
    writable: ctx.mayWrite(res, project),
  });
}

/** The files of the console the screen assembled, over the project's own. */
async function render(ctx: WorkbenchContext, body: ConsoleBody) {
  const project = ctx.project(body.projectId);
  const root = await ctx.root(project);
  const input = inputOf(body);
  try {
    return { project, root, ...(await renderConsole(root, ctx.places.pluginsDir, input)) };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(400, error instanceof Error ? error.message : String(error));
  }
}

/** The assembled console's files, with the validation of the whole project. */
async function renderFrontend({ ctx, body, res }: Call<ConsoleBody>) {
  const { project, files, diagnostics, added } = await render(ctx, body);
  send(res, 200, messages.success, { files, diagnostics, added, writable: ctx.mayWrite(res, project) });
}

/** The whole console folder as a zip. */
async function zipFrontend({ ctx, body, req, res }: Call<ConsoleBody>) {
  const { project, root, files } = await render(ctx, body);
  const texts = Object.fromEntries(files.map((f) => [f.path, f.content]));
  ctx.log(req, res, {
    projectId: project.id,
    kind: 'frontend.zip',
    summary: `downloaded ${project.code}`,
  });
  sendZip(req, res, `${project.code}-console.zip`, consoleZip(root, texts, project.code));
}

/**
 * The frontend generator: a project's console model (route tree, theme, titles, roles,
 * pages, components, icons, schema descriptions), the files of an assembled console with the
 * validation of the whole project, and its download (the whole console folder as a zip). Apply
 * goes through POST /workbench/apply with the rendered files (hash-checked, validated, atomic).
 *
 * @example
 * mountRoutes(app, FRONTEND_ROUTES, ctx);
 */
export const FRONTEND_ROUTES: RouteTable<WorkbenchContext> = [
  route({ method: 'GET', path: '/workbench/frontend/model', handler: consoleOf }),
  route({
    method: 'POST',
    path: '/workbench/frontend/render',
    body: FRONTEND_CONSOLE,
    handler: renderFrontend,
  }),
  route({ method: 'POST', path: '/workbench/frontend/zip', body: FRONTEND_CONSOLE, handler: zipFrontend }),
];
