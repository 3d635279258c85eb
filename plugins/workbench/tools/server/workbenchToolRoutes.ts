import { relative, resolve } from 'node:path';
import { semiIconNames } from '../../../../scripts/config/semiIcons';
import type { BodyOf } from '../../../../server/http/bodySchema';
import { ApiError, fieldRefusal, messages, send } from '../../../../server/http/envelope';
import { type RouteTable, route } from '../../../../server/http/route';
import { projectConfig } from '../../apiPort/server/projectApis';
import { planApply, writePlanned } from '../../project/server/applyFiles';
import { hashText, readProjectFile } from '../../project/server/projectFiles';
import { validateProject } from '../../project/server/validateProject';
import type { WorkbenchCall, WorkbenchContext } from '../../server/workbenchContext';
import { mergeStrings } from '../../server/yamlMerge';
import { checkSnippet, SNIPPET_KINDS } from './checkSnippet';
import { i18nGaps, nestKeys, stringTables } from './i18nGaps';
import { TOOLS_CHECK_SNIPPET, TOOLS_I18N_ADD } from './toolBodies';

const KEY = /^[A-Za-z_][\w-]*(\.[A-Za-z_][\w-]*)*$/;

type Call<Body = unknown> = WorkbenchCall<Body>;

/** A config snippet checked against its kind's schema, diagnostics without a file. */
async function checkSnippetCall({ body, res }: Call<BodyOf<typeof TOOLS_CHECK_SNIPPET>>) {
  const kind = body.kind ?? 'page';
  if (!SNIPPET_KINDS.includes(kind)) throw fieldRefusal({ kind: `kind 须为 ${SNIPPET_KINDS.join(' / ')}` });
  if (typeof body.text !== 'string') throw fieldRefusal({ text: '请粘贴要检查的配置' });
  const diagnostics = await checkSnippet(kind, body.text);
  send(res, 200, messages.success, { diagnostics: diagnostics.map(({ file: _file, ...d }) => d) });
}

// The icon finder's list: every Semi icon a config may name (the browser bundles only the used ones).
function icons({ res }: Call) {
  const list = [...semiIconNames()].sort();
  send(res, 200, messages.success, { list, total: list.length });
}

/** A project's missing strings per language. */
async function i18nReport({ ctx, req, res }: Call) {
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
}

/** Strings merged into config/i18n/<language>.yaml (comments kept), unless they add an error. */
async function addStrings({ ctx, body, req, res }: Call<BodyOf<typeof TOOLS_I18N_ADD>>) {
  const project = ctx.project(body.projectId);
  ctx.guardWrite(res, project);
  const root = await ctx.root(project);
  const language = String(body.language ?? '');
  const strings = body.strings ?? {};
  const fieldErrors: Record<string, string> = {};
  for (const [key, text] of Object.entries(strings)) {
    if (!KEY.test(key)) fieldErrors[key] = `键 ${key} 不是合法的 i18n 键`;
    else if (text.trim() === '') fieldErrors[key] = '请填写译文';
  }
  if (Object.keys(strings).length === 0) throw fieldRefusal({ strings: '没有要添加的译文' });
  if (Object.keys(fieldErrors).length > 0) throw fieldRefusal(fieldErrors);
  const path = `config/i18n/${language}.yaml`;
  const current = /^[\w-]+$/.test(language) ? readProjectFile(root, path) : undefined;
  if (current === undefined) throw new ApiError(404, `语言 ${language} 没有字符串表`);
  const content = mergeStrings(current, nestKeys(strings));
  const before = await validateProject(root, {}, ctx.places.pluginsDir);
  const after = await validateProject(root, { [path]: content }, ctx.places.pluginsDir);
  const seen = new Set(before.map((d) => `${d.path}|${d.code}|${d.message}`));
  const added = after.filter((d) => d.severity === 'error' && !seen.has(`${d.path}|${d.code}|${d.message}`));
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
}

/**
 * The common tools' server calls: the config snippet check, the Semi icon names, and the
 * i18n checker (a project's missing strings per language; adding them merges into
 * config/i18n/<language>.yaml keeping comments, refused when it would add a new error).
 *
 * @example
 * mountRoutes(app, WORKBENCH_TOOL_ROUTES, ctx);
 */
export const WORKBENCH_TOOL_ROUTES: RouteTable<WorkbenchContext> = [
  route({
    method: 'POST',
    path: '/workbench/tools/checkSnippet',
    body: TOOLS_CHECK_SNIPPET,
    handler: checkSnippetCall,
  }),
  route({ method: 'GET', path: '/workbench/tools/icons', handler: icons }),
  route({ method: 'GET', path: '/workbench/tools/i18n', handler: i18nReport }),
  route({ method: 'POST', path: '/workbench/tools/i18n/add', body: TOOLS_I18N_ADD, handler: addStrings }),
];
