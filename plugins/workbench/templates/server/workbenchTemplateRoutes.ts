import type { Router } from 'express';
import { asyncHandler } from '../../../../server/http/asyncHandler';
import { ApiError, fieldRefusal, messages, send } from '../../../../server/http/envelope';
import { buildPage } from '../../generator/server/buildPage';
import { routeOf } from '../../generator/server/generateFiles';
import type { GenTable } from '../../generator/server/genTypes';
import { validateProject } from '../../project/server/validateProject';
import { mountWorkbenchRuleRoutes } from '../../rules/server/workbenchRuleRoutes';
import type { WorkbenchContext } from '../../server/workbenchContext';
import { renderTemplate } from './renderTemplate';
import { mountTemplateFileRoutes } from './workbenchTemplateFileRoutes';
import { mountTemplateSetRoutes } from './workbenchTemplateSetRoutes';

type Row = Record<string, unknown>;

/**
 * Code templates (§5.8): the sets and their files (workbenchTemplateSetRoutes,
 * workbenchTemplateFileRoutes), the generation rules (workbenchRuleRoutes) and the test rendering (§5.8.2, §6 `POST /workbench/templates/render`): a Liquid template
 * rendered against a generated table's context (project, table, page, route, columns, strings)
 * in a worker with a hard 2 s timeout; errors at line:col; when the output path is a project
 * config file, the output is validated as that file.
 *
 * @example
 * mountWorkbenchTemplateRoutes(app, ctx);
 */
export function mountWorkbenchTemplateRoutes(app: Router, ctx: WorkbenchContext): void {
  mountTemplateSetRoutes(app, ctx);
  mountTemplateFileRoutes(app, ctx);
  mountWorkbenchRuleRoutes(app, ctx);
  app.post(
    '/workbench/templates/render',
    asyncHandler(async (req, res) => {
      const body = req.body as Row;
      if (typeof body.content !== 'string') throw fieldRefusal({ content: '需要 content（模板文本）' });
      const table = (ctx.rows('genTables') as unknown as GenTable[]).find(
        (t) => String(t.id) === String(body.genTableId),
      );
      if (!table) throw new ApiError(404, `生成表不存在: ${String(body.genTableId)}`);
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
      let diagnostics: unknown[] = [];
      if ('output' in result && whole && /^config\/.+\.ya?ml$/.test(path)) {
        diagnostics = await validateProject(
          await ctx.root(project),
          { [path]: result.output },
          ctx.places.pluginsDir,
        );
        diagnostics = (diagnostics as { path: string }[]).filter((d) => d.path === path);
      }
      send(res, 200, messages.success, { ...result, diagnostics, path });
    }),
  );
}
