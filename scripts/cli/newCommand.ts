import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseDocument, YAMLMap, YAMLSeq } from 'yaml';
import { type Command, parseCommandArgs, UsageError } from './command';
import { USAGES } from './usages';
import { writeTogether } from './writeTogether';
import { addToMap, appendToList, YamlEditError, type YamlText } from './yamlEdits';

const usage = USAGES.new;

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** The page file: a list of the resource with search, add, edit and delete, all valid at once. */
export function pageTemplate(name: string): string {
  const key = `page.${name}`;
  return `# yaml-language-server: $schema=../../schemas/page.schema.json
kind: crud
title: ${key}.title
resource: ${name}
provider: rest
columns:
  - { field: id, title: ${key}.fields.id, cell: text, width: 100 }
  - { field: title, title: ${key}.fields.title, cell: text, sortable: true }
search:
  schema:
    type: object
    properties:
      title: { type: string, title: ${key}.fields.title }
edit:
  mode: modal
  schema:
    type: object
    required: [title]
    properties:
      title: { type: string, title: ${key}.fields.title, minLength: 1 }
actions:
  toolbar:
    - { name: create, permission: [write:system] }
  row:
    - { name: edit, permission: [write:system] }
    - { name: delete, permission: [delete:system] }
`;
}

const findRoute = (
  seq: unknown,
  name: string,
  at: (string | number)[] = ['routes'],
): (string | number)[] | undefined => {
  if (!(seq instanceof YAMLSeq)) return undefined;
  for (const [index, item] of seq.items.entries()) {
    if (!(item instanceof YAMLMap)) continue;
    if (item.get('name') === name) return [...at, index];
    const inner = findRoute(item.get('children'), name, [...at, index, 'children']);
    if (inner) return inner;
  }
  return undefined;
};

/** What `jimu new page` writes: each file's whole new text, in the order it is written. */
export interface NewPagePlan {
  writes: { file: string; text: string }[];
  routeLabel: string;
}

/** Options of {@link planNewPage}, as the command line gives them. */
export interface NewPageOptions {
  name: string;
  configDir: string;
  parent?: string;
  title?: string;
  titleEn?: string;
}

/**
 * Everything `jimu new page` writes, worked out before anything is written, in the order it is
 * renamed into place: the strings first (keys nothing uses yet), then the page file (a page no
 * route shows yet), the route last, so that a reader between two files never meets a reference
 * to something that is not there. Each edited file gets only the lines it adds; every other line
 * stays byte for byte.
 * Throws a {@link YamlEditError}, its message for the person, when it cannot.
 *
 * @example const plan = await planNewPage({ name: 'articles', configDir: 'config' });
 */
export async function planNewPage(options: NewPageOptions): Promise<NewPagePlan> {
  const { name, configDir, parent } = options;
  const routesFile = path.join(configDir, 'routes.yaml');
  const pageFile = path.join(configDir, 'pages', `${name}.yaml`);
  const rel = (file: string) => path.relative(process.cwd(), file);
  if (!existsSync(routesFile))
    throw new YamlEditError(`${rel(routesFile)} not found (only YAML route files can be edited)`);
  if (existsSync(pageFile) || existsSync(pageFile.replace(/\.yaml$/, '.json')))
    throw new YamlEditError(`page '${name}' already exists: ${rel(pageFile)}`);
  const routeName = pascal(name);
  const routes: YamlText = { file: rel(routesFile), text: await readFile(routesFile, 'utf8') };
  const routesDoc = parseDocument(routes.text);
  if (findRoute(routesDoc.get('routes'), routeName))
    throw new YamlEditError(`a route named '${routeName}' already exists in routes.yaml`);
  const parentPath = parent ? findRoute(routesDoc.get('routes'), parent) : undefined;
  if (parent && !parentPath) throw new YamlEditError(`--parent '${parent}' names no route in routes.yaml`);

  const meta = { title: `route.${name}`, icon: 'file' };
  const leaf = {
    path: parent ? name : 'index',
    name: parent ? routeName : `${routeName}Index`,
    page: name,
    meta,
  };
  let routesText: YamlText;
  if (parentPath) {
    const group = routesDoc.getIn(parentPath) as YAMLMap;
    routesText = group.has('children')
      ? appendToList(routes, [...parentPath, 'children'], leaf, ['meta'])
      : addToMap(routes, parentPath.map(String), 'children', [leaf], ['meta']);
  } else {
    const group = { path: `/${name}`, name: routeName, meta, children: [leaf] };
    routesText = appendToList(routes, ['routes'], group, ['meta']);
  }

  const titles: Record<string, string> = { zh: options.title ?? name, en: options.titleEn ?? pascal(name) };
  const i18nDir = path.join(configDir, 'i18n');
  const writes: NewPagePlan['writes'] = [];
  for (const lang of ['zh', 'en', ...Object.keys(titles)].filter((l, i, all) => all.indexOf(l) === i)) {
    const file = path.join(i18nDir, `${lang}.yaml`);
    if (!existsSync(file)) continue;
    const title = titles[lang] ?? titles.en;
    const fields = lang === 'zh' ? { id: '编号', title: '标题' } : { id: 'ID', title: 'Title' };
    let strings: YamlText = { file: rel(file), text: await readFile(file, 'utf8') };
    strings = addToMap(strings, ['route'], name, title);
    strings = addToMap(strings, ['page'], name, { title, fields });
    writes.push({ file, text: strings.text });
  }
  writes.push({ file: pageFile, text: pageTemplate(name) });
  writes.push({ file: routesFile, text: routesText.text });
  return { writes, routeLabel: parent ? `${parent} > ${name}` : `/${name}` };
}

export const newCommand: Command = {
  name: 'new',
  summary: 'scaffold a page file and its route entry: jimu new page <name>',
  usage,
  async run(args) {
    const parsed = parse(args);
    const [kind, name] = parsed.positionals;
    if (kind !== 'page') throw new UsageError(`'jimu new' makes pages: jimu new page <name>`);
    if (!name || !/^[a-z][a-zA-Z0-9]*$/.test(name)) {
      throw new UsageError(
        `page name must be lower camel case letters and digits (like 'articles'), not '${name ?? ''}'`,
      );
    }
    const configDir = path.resolve(parsed.values.config ?? 'config');
    let plan: NewPagePlan;
    try {
      plan = await planNewPage({
        name,
        configDir,
        parent: parsed.values.parent,
        title: parsed.values.title,
        titleEn: parsed.values['title-en'],
      });
    } catch (error) {
      if (!(error instanceof YamlEditError)) throw error;
      console.error(`jimu new: ${error.message}`);
      return 1;
    }
    // One change for a watcher: jimu dev rebuilds once, from every file new.
    await writeTogether(configDir, plan.writes);
    const rel = (file: string) => path.relative(process.cwd(), file);
    const [pageFile, routesFile] = plan.writes.slice(-2).map((w) => w.file);
    console.log(`✔ created ${rel(pageFile)}`);
    console.log(`✔ added route ${plan.routeLabel} to ${rel(routesFile)}`);
    console.log(`✔ added route.${name} and page.${name}.* to ${rel(path.join(configDir, 'i18n'))}/*.yaml`);
    console.log(
      `Next: add a '${name}' collection to mock-db.json (or point 'resource' at your API), then \`jimu dev\`.`,
    );
    return 0;
  },
};

function parse(args: string[]) {
  return parseCommandArgs({
    args,
    allowPositionals: true,
    options: {
      config: { type: 'string' },
      parent: { type: 'string' },
      title: { type: 'string' },
      'title-en': { type: 'string' },
    },
  });
}
