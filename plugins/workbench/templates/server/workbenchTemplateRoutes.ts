import type { BodyOf } from '../../../../server/http/bodySchema';
import { fieldRefusal, messages, send } from '../../../../server/http/envelope';
import { type RouteTable, route } from '../../../../server/http/route';
import { buildPage } from '../../generator/server/buildPage';
import { routeOf } from '../../generator/server/generateFiles';
import { findTable } from '../../generator/server/routes/genTables';
import { validateProject } from '../../project/server/validateProject';
import { RULE_ROUTES } from '../../rules/server/workbenchRuleRoutes';
import type { WorkbenchCall, WorkbenchContext } from '../../server/workbenchContext';
import { renderTemplate } from './renderTemplate';
import { TEMPLATE_RENDER } from './templateBodies';
import { TEMPLATE_FILE_ROUTES } from './workbenchTemplateFileRoutes';
import { TEMPLATE_SET_ROUTES } from './workbenchTemplateSetRoutes';

/**
 * The test rendering (`POST /workbench/templates/render`): a Liquid template rendered
 * against a generated table's context (project, table, page, route, columns, strings) in a worker
 * with a hard 2 s timeout; errors at line:col; when the output path is a project config file, the
 * output is validated as that file.
 */
async function renderTest({ ctx, body, res }: WorkbenchCall<BodyOf<typeof TEMPLATE_RENDER>>) {
  if (typeof body.content !== 'string') throw fieldRefusal({ content: '需要 content（模板文本）' });
  const table = findTable(ctx, body.genTableId);
  const project = ctx.project(table.projectId);
  const { page, strings } = buildPage(table);
  const { sample: _sample, ...tableFields } = table;
  const context = {
    project: { name: project.name, code: project.code },
    table: { name: table.tableName, comment: table.tableComment ?? '' },
    genTable: tableFields,
    page,
    route: routeOf(table),
    columns: table.columns,
    strings,
    now: new Date().toISOString(),
  };
  const result = await renderTemplate(body.content, context);
  // The output path is a template too; a fragment merged into a file is not that whole file.
  let path = typeof body.path === 'string' ? body.path : '';
  if (path.includes('{')) {
    const rendered = await renderTemplate(path, context);
    path = 'output' in rendered ? rendered.output.trim() : '';
  }
  const whole = body.mode === undefined || body.mode === 'create' || body.mode === 'replace';
  const diagnostics =
    'output' in result && whole && /^config\/.+\.ya?ml$/.test(path)
      ? (
          await validateProject(await ctx.root(project), { [path]: result.output }, ctx.places.pluginsDir)
        ).filter((d) => d.path === path)
      : [];
  send(res, 200, messages.success, { ...result, diagnostics, path });
}

/**
 * Code templates: the sets and their files (workbenchTemplateSetRoutes,
 * workbenchTemplateFileRoutes), the generation rules (workbenchRuleRoutes) and the test rendering.
 *
 * @example
 * mountRoutes(app, WORKBENCH_TEMPLATE_ROUTES, ctx);
 */
export const WORKBENCH_TEMPLATE_ROUTES: RouteTable<WorkbenchContext> = [
  ...TEMPLATE_SET_ROUTES,
  ...TEMPLATE_FILE_ROUTES,
  ...RULE_ROUTES,
  route({ method: 'POST', path: '/workbench/templates/render', body: TEMPLATE_RENDER, handler: renderTest }),
];
