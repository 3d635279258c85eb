import { relative, resolve } from 'node:path';
import type { Router } from 'express';
import { semiIconNames } from '../../../../scripts/config/semiIcons';
import { asyncHandler } from '../../../../server/http/asyncHandler';
import { ApiError, fieldRefusal, messages, send } from '../../../../server/http/envelope';
import { projectConfig } from '../../apiPort/server/projectApis';
import { planApply, writePlanned } from '../../project/server/applyFiles';
import { hashText, readProjectFile } from '../../project/server/projectFiles';
import { validateProject } from '../../project/server/validateProject';
import type { WorkbenchContext } from '../../server/workbenchContext';
import { mergeStrings } from '../../server/yamlMerge';
import { checkSnippet, SNIPPET_KINDS, type SnippetKind } from './checkSnippet';
import { i18nGaps, nestKeys, stringTables } from './i18nGaps';

type Row = Record<string, unknown>;
const KEY = /^[A-Za-z_][\w-]*(\.[A-Za-z_][\w-]*)*$/;

/**
 * The common tools' server calls (§5.17): the config snippet check, the Semi icon names, and the
 * i18n checker (a project's missing strings per language; adding them merges into
 * config/i18n/<language>.yaml keeping comments, refused when it would add a new error).
 *
 * @example
 * mountWorkbenchToolRoutes(app, ctx);
 */
export function mountWorkbenchToolRoutes(app: Router, ctx: WorkbenchContext): void {
  app.post(
    '/workbench/tools/checkSnippet',
    asyncHandler(async (req, res) => {
      const body = req.body as Row;
      const kind = String(body.kind ?? 'page') as SnippetKind;
      if (!SNIPPET_KINDS.includes(kind))
        throw fieldRefusal({ kind: `kind 须为 ${SNIPPET_KINDS.join(' / ')}` });
      if (typeof body.text !== 'string') throw fieldRefusal({ text: '请粘贴要检查的配置' });
      const diagnostics = await checkSnippet(kind, body.text);
      send(res, 200, messages.success, { diagnostics: diagnostics.map(({ file: _file, ...d }) => d) });
    }),
  );

  // The icon finder's list: every Semi icon a config may name (the browser bundles only the used ones).
  app.get('/workbench/tools/icons', (_req, res) => {
    const list = [...semiIconNames()].sort();
    send(res, 200, messages.success, { list, total: list.length });
  });

  app.get(
    '/workbench/tools/i18n',
    asyncHandler(async (req, res) => {
      const project = ctx.project(req.query.projectId);
      const root = await ctx.root(project);
      const { diagnostics } = await projectConfig(root, ctx.places.pluginsDir);
      const located = diagnostics.map((d) => ({ ...d, path: relative(root, resolve(d.file)) }));
      const tables = stringTables(root);
      send(res, 200, messages.success, {
        languages: Object.keys(tables),
        list: i18nGaps(located, tables),
        writable: ctx.mayWrite(res, project),
      });
    }),
  );

  app.post(
    '/workbench/tools/i18n/add',
    asyncHandler(async (req, res) => {
      const body = req.body as Row;
      const project = ctx.project(body.projectId);
      ctx.guardWrite(res, project);
      const root = await ctx.root(project);
      const language = String(body.language ?? '');
      const strings = (body.strings ?? {}) as Record<string, unknown>;
      const fieldErrors: Record<string, string> = {};
      for (const [key, text] of Object.entries(strings)) {
        if (!KEY.test(key)) fieldErrors[key] = `键 ${key} 不是合法的 i18n 键`;
        else if (typeof text !== 'string' || text.trim() === '') fieldErrors[key] = '请填写译文';
      }
      if (Object.keys(strings).length === 0) throw fieldRefusal({ strings: '没有要添加的译文' });
      if (Object.keys(fieldErrors).length > 0) throw fieldRefusal(fieldErrors);
      const path = `config/i18n/${language}.yaml`;
      const current = /^[\w-]+$/.test(language) ? readProjectFile(root, path) : undefined;
      if (current === undefined) throw new ApiError(404, `语言 ${language} 没有字符串表`);
      const content = mergeStrings(current, nestKeys(strings as Record<string, string>));
      const before = await validateProject(root, {}, ctx.places.pluginsDir);
      const after = await validateProject(root, { [path]: content }, ctx.places.pluginsDir);
      const seen = new Set(before.map((d) => `${d.path}|${d.code}|${d.message}`));
      const added = after.filter(
        (d) => d.severity === 'error' && !seen.has(`${d.path}|${d.code}|${d.message}`),
      );
      if (added.length > 0) return send(res, 422, '添加后会产生新的校验错误，未写入', { diagnostics: added });
      const written = await writePlanned(
        root,
        planApply(root, [{ path, mode: 'replace', content, baseHash: hashText(current) }], {}),
      );
      ctx.log(req, res, {
        projectId: project.id,
        kind: 'i18n.add',
        summary: `added ${Object.keys(strings).length} string(s) to ${path}`,
      });
      send(res, 200, messages.saved, { written });
    }),
  );
}
