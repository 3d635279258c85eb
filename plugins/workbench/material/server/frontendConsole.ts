import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, parseDocument } from 'yaml';
import { semiIconNames } from '../../../../scripts/config/semiIcons';
import { loadSchemas } from '../../../../scripts/schema/loadSchemas';
import type { GeneratedFile } from '../../generator/server/generateFiles';
import { planFiles, setPath, withStrings } from '../../generator/server/planFiles';
import { readProjectFile } from '../../project/server/projectFiles';
import type { WorkbenchDiagnostic } from '../../project/server/validateProject';
import { mergeStrings, writeKeepingLines } from '../../server/yamlMerge';
import { type RouteNode, readRouteTree, writeRouteTree } from './routeTree';

type Json = Record<string, unknown>;

/** What the frontend generator edits: the route tree, theme defaults, route titles, new pages. */
export interface ConsoleInput {
  routes: RouteNode[];
  theme: Json;
  /** Title i18n key → its zh and en text. */
  titles: Record<string, { zh: string; en: string }>;
  /** New page files from page materials: page name → page YAML. */
  pages?: Record<string, string>;
}

const readYaml = (root: string, path: string): unknown => {
  const text = readProjectFile(root, path);
  return text === undefined ? undefined : parse(text);
};

const lookup = (table: unknown, key: string): string | undefined => {
  let node = table;
  for (const part of key.split('.')) node = (node as Json | undefined)?.[part];
  return typeof node === 'string' ? node : undefined;
};

function titleKeys(routes: readonly RouteNode[], out = new Set<string>()): Set<string> {
  for (const route of routes) {
    if (typeof route.meta?.title === 'string') out.add(route.meta.title);
    if (route.children) titleKeys(route.children, out);
  }
  return out;
}

/** The components a route may name: each enabled plugin's components and pages, as plugin/name. */
function componentsOf(pluginsDir: string, plugins: readonly string[]): string[] {
  return plugins.flatMap((name) => {
    const file = join(pluginsDir, name, 'plugin.yaml');
    if (!existsSync(file)) return [];
    const spec = parse(readFileSync(file, 'utf8')) as { components?: string[]; pages?: string[] };
    return [...(spec.components ?? []), ...(spec.pages ?? [])].map((c) => `${name}/${c}`);
  });
}

/**
 * Everything the frontend generator shows for a project: the route tree, theme defaults, each
 * route title in zh and en, the roles (for the per-role menu previews), the project's pages and
 * plugin components, Semi icon names, and the schema descriptions of route meta and theme keys.
 *
 * @example
 * consoleModel(root, 'plugins').routes[0].name; // 'Root'
 */
export function consoleModel(root: string, pluginsDir: string) {
  const routes = readRouteTree(readProjectFile(root, 'config/routes.yaml') ?? 'routes: []\n');
  const zh = readYaml(root, 'config/i18n/zh.yaml');
  const en = readYaml(root, 'config/i18n/en.yaml');
  const titles = Object.fromEntries(
    [...titleKeys(routes)].map((key) => [key, { zh: lookup(zh, key) ?? '', en: lookup(en, key) ?? '' }]),
  );
  const app = (readYaml(root, 'config/app.yaml') ?? {}) as { plugins?: string[]; auth?: Json };
  const permissions = (readYaml(root, 'config/permissions.yaml') ?? {}) as { roles?: Record<string, Json> };
  const roles = Object.entries(permissions.roles ?? {}).map(([name, role]) => ({
    name,
    permissions: (role.permissions as string[] | undefined) ?? [],
  }));
  const pagesDir = join(root, 'config', 'pages');
  const pages = existsSync(pagesDir)
    ? readdirSync(pagesDir)
        .filter((f) => /\.ya?ml$/.test(f))
        .map((f) => f.replace(/\.ya?ml$/, ''))
        .sort()
    : [];
  const schemas = loadSchemas() as unknown as Record<string, Json>;
  const describe = (props: Json) => Object.entries(props).map(([key, spec]) => ({ key, ...(spec as Json) }));
  const routeDefs = (schemas.routes?.definitions ?? {}) as Record<string, { properties: Json }>;
  return {
    routes,
    theme: (readYaml(root, 'config/theme.yaml') ?? {}) as Json,
    titles,
    roles,
    rolesControl: app.auth?.rolesControl !== false,
    plugins: app.plugins ?? [],
    pages,
    components: componentsOf(pluginsDir, app.plugins ?? []),
    icons: [...semiIconNames()].sort(),
    metaFields: describe(routeDefs.RouteMeta?.properties ?? {}),
    themeFields: describe((schemas.theme?.properties ?? {}) as Json).filter((f) => f.key !== '$schema'),
  };
}

/** theme.yaml with the given keys set through the Document API (comments and order kept). */
function themeText(text: string, theme: Json): string {
  const doc = parseDocument(text);
  for (const [key, value] of Object.entries(theme)) {
    if (key === '$schema' || doc.get(key) === value) continue;
    doc.set(key, value);
  }
  return writeKeepingLines(doc, text);
}

const nest = (flat: Record<string, string>): Json => {
  const out: Json = {};
  for (const [key, value] of Object.entries(flat)) setPath(out, key.split('.'), value);
  return out;
};

/**
 * The files of an assembled console: routes.yaml rewritten from the edited tree (nodes,
 * comments and untouched lines kept), theme.yaml and the string tables merged, new page files;
 * keys used but not defined get a readable default in every language; then the whole project is
 * validated with the new files, like `jimu validate`.
 *
 * @example
 * const { files, diagnostics } = await renderConsole(root, 'plugins', input);
 */
export async function renderConsole(
  root: string,
  pluginsDir: string,
  input: ConsoleInput,
): Promise<{ files: GeneratedFile[]; diagnostics: WorkbenchDiagnostic[]; added: string[] }> {
  const texts: Record<string, string> = {};
  const routes = readProjectFile(root, 'config/routes.yaml');
  if (routes === undefined) throw new Error('the project has no config/routes.yaml');
  texts['config/routes.yaml'] = writeRouteTree(routes, input.routes);
  const theme = readProjectFile(root, 'config/theme.yaml');
  if (theme !== undefined) texts['config/theme.yaml'] = themeText(theme, input.theme);
  for (const lang of ['zh', 'en'] as const) {
    const path = `config/i18n/${lang}.yaml`;
    const text = readProjectFile(root, path);
    if (text === undefined) continue;
    const wanted = Object.fromEntries(
      Object.entries(input.titles)
        .filter(([, both]) => both[lang].trim() !== '')
        .map(([key, both]) => [key, both[lang]]),
    );
    texts[path] = mergeStrings(text, nest(wanted));
  }
  for (const [name, page] of Object.entries(input.pages ?? {})) {
    if (!/^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(name)) throw new Error(`'${name}' is not a page name`);
    texts[`config/pages/${name}.yaml`] = page;
  }
  const done = await withStrings(root, texts, pluginsDir);
  return { files: planFiles(root, done.texts), diagnostics: done.diagnostics, added: done.added };
}
