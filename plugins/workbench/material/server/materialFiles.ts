import type { GeneratedFile } from '../../generator/server/generateFiles';
import { pascal } from '../../generator/server/generateFiles';
import { planFiles, withStrings } from '../../generator/server/planFiles';
import { readProjectFile } from '../../project/server/projectFiles';
import type { WorkbenchDiagnostic } from '../../project/server/validateProject';
import { mergeRoute, mergeStrings } from '../../server/yamlMerge';
import { type RouteNode, readRouteTree } from './routeTree';

/** A material as "use" gives it: its type, name and version, the rendered text and its value. */
export interface UsedMaterial {
  name: string;
  type: string;
  version: number;
  text: string;
  value: unknown;
}

/** Where in a project the material goes (插入到…): a page's name, a parent route. */
export interface ProjectTarget {
  pageName?: string;
  parent?: string;
}

const routeNames = (routes: readonly RouteNode[], out = new Set<string>()): Set<string> => {
  for (const route of routes) {
    out.add(route.name);
    if (route.children) routeNames(route.children, out);
  }
  return out;
};

export const PAGE_NAME = /^[a-z][a-zA-Z0-9-]*$/;

/** Why a material cannot go into a project as asked (the route answers 400 with it). */
export class TargetError extends Error {}

/** The page file of a page material: the schema modeline, where it came from, the page. */
export const materialPageText = (material: UsedMaterial) =>
  '# yaml-language-server: $schema=../../schemas/page.schema.json\n' +
  `# From the material centre: ${material.name} (v${material.version}).\n` +
  material.text;

/** A page's route: a menu group with the page as its index, or one item under `parent`. */
export function pageRoute(name: string, parent?: string): Record<string, unknown> {
  const meta = { title: `route.${name}`, icon: 'file' };
  if (parent) return { path: name, name: pascal(name), page: name, meta };
  return {
    path: `/${name}`,
    name: `${pascal(name)}Group`,
    meta,
    children: [{ path: 'index', name: pascal(name), page: name, meta: { ...meta } }],
  };
}

/**
 * The project files a material writes ("insert into a project's routes"): a page material
 * becomes a new page file with its route; a route material is merged into routes.yaml (under
 * `parent` or at the top); a string pack is merged into every language. Keys the new files use
 * but the project lacks get readable defaults; the project is validated with the files.
 *
 * @example
 * await materialFiles(root, 'plugins', used, { pageName: 'articles' });
 */
export async function materialFiles(
  root: string,
  pluginsDir: string,
  material: UsedMaterial,
  target: ProjectTarget,
): Promise<{ files: GeneratedFile[]; diagnostics: WorkbenchDiagnostic[]; added: string[] }> {
  const texts: Record<string, string> = {};
  const routes = readProjectFile(root, 'config/routes.yaml');
  if (routes === undefined) throw new TargetError('the project has no config/routes.yaml');
  try {
    if (material.type === 'page') {
      const name = target.pageName ?? '';
      if (!PAGE_NAME.test(name)) throw new TargetError('页面名须为小写字母开头的字母、数字或 -');
      if (readProjectFile(root, `config/pages/${name}.yaml`) !== undefined)
        throw new TargetError(`页面 ${name} 已存在，请换一个页面名`);
      const route = pageRoute(name, target.parent);
      const taken = routeNames(readRouteTree(routes));
      if (taken.has(String(route.name)) || taken.has(pascal(name)))
        throw new TargetError(`路由名 ${pascal(name)} 已存在，请换一个页面名`);
      texts[`config/pages/${name}.yaml`] = materialPageText(material);
      texts['config/routes.yaml'] = mergeRoute(routes, route, target.parent);
    } else if (material.type === 'route') {
      const route = { ...(material.value as Record<string, unknown>) };
      if (routeNames(readRouteTree(routes)).has(String(route.name)))
        throw new TargetError(`路由名 ${String(route.name)} 已存在，请换一个参数`);
      // Under a parent a path is relative (routes.schema.json): /docs becomes docs.
      if (target.parent && typeof route.path === 'string') route.path = route.path.replace(/^\/+/, '');
      texts['config/routes.yaml'] = mergeRoute(routes, route, target.parent || undefined);
    } else if (material.type === 'strings') {
      const packs = material.value as Record<'zh' | 'en', Record<string, unknown>>;
      for (const lang of ['zh', 'en'] as const) {
        const path = `config/i18n/${lang}.yaml`;
        const text = readProjectFile(root, path);
        if (text !== undefined) texts[path] = mergeStrings(text, packs[lang]);
      }
    } else {
      throw new TargetError(`${material.type} 物料插入到表单设计器或代码生成，而不是项目文件`);
    }
  } catch (error) {
    if (error instanceof TargetError) throw error;
    throw new TargetError((error as Error).message);
  }
  const done = await withStrings(root, texts, pluginsDir);
  return { files: planFiles(root, done.texts), diagnostics: done.diagnostics, added: done.added };
}
