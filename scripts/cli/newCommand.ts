import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Document, parseDocument, YAMLMap, YAMLSeq } from 'yaml';
import { type Command, parseCommandArgs, UsageError } from './command';

const usage = `Usage: jimu new page <name> [--config config] [--parent <RouteName>] [--title <中文>] [--title-en <English>]

Scaffolds config/pages/<name>.yaml (a crud page over the REST resource <name>), adds its route
(a new top-level menu group /<name>, or a child of the route named by --parent) and its strings in
every language file. The result validates at once; edit the columns and forms to taste.

Example: jimu new page articles --title 文章 --title-en Articles`;

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

const findRoute = (seq: unknown, name: string): YAMLMap | undefined => {
  if (!(seq instanceof YAMLSeq)) return undefined;
  for (const item of seq.items) {
    if (!(item instanceof YAMLMap)) continue;
    if (item.get('name') === name) return item;
    const inner = findRoute(item.get('children'), name);
    if (inner) return inner;
  }
  return undefined;
};

async function editYaml(file: string, edit: (doc: Document) => void): Promise<void> {
  const doc = parseDocument(await readFile(file, 'utf8'));
  if (doc.errors.length > 0) throw new Error(`${file} has YAML errors; run \`jimu validate\` first`);
  edit(doc);
  await writeFile(file, doc.toString({ lineWidth: 0 }));
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
    const routesFile = path.join(configDir, 'routes.yaml');
    const pageFile = path.join(configDir, 'pages', `${name}.yaml`);
    if (!existsSync(routesFile)) {
      console.error(
        `jimu new: ${path.relative(process.cwd(), routesFile)} not found (only YAML route files can be edited)`,
      );
      return 1;
    }
    if (existsSync(pageFile) || existsSync(pageFile.replace(/\.yaml$/, '.json'))) {
      console.error(`jimu new: page '${name}' already exists: ${path.relative(process.cwd(), pageFile)}`);
      return 1;
    }
    const routeName = pascal(name);
    const routesDoc = parseDocument(await readFile(routesFile, 'utf8'));
    if (findRoute(routesDoc.get('routes'), routeName)) {
      console.error(`jimu new: a route named '${routeName}' already exists in routes.yaml`);
      return 1;
    }
    const parent = parsed.values.parent;
    if (parent && !findRoute(routesDoc.get('routes'), parent)) {
      console.error(`jimu new: --parent '${parent}' names no route in routes.yaml`);
      return 1;
    }

    await writeFile(pageFile, pageTemplate(name));
    await editYaml(routesFile, (doc) => {
      const leaf = {
        path: parent ? name : 'index',
        name: parent ? routeName : `${routeName}Index`,
        page: name,
        meta: { title: `route.${name}`, icon: 'file' },
      };
      if (parent) {
        const group = findRoute(doc.get('routes'), parent) as YAMLMap;
        if (!group.has('children')) group.set('children', doc.createNode([]));
        (group.get('children') as YAMLSeq).add(doc.createNode(leaf));
      } else {
        const group = {
          path: `/${name}`,
          name: routeName,
          meta: { title: `route.${name}`, icon: 'file' },
          children: [leaf],
        };
        (doc.get('routes') as YAMLSeq).add(doc.createNode(group));
      }
    });
    const titles: Record<string, string> = {
      zh: parsed.values.title ?? name,
      en: parsed.values['title-en'] ?? pascal(name),
    };
    const i18nDir = path.join(configDir, 'i18n');
    for (const lang of ['zh', 'en', ...Object.keys(titles)].filter((l, i, all) => all.indexOf(l) === i)) {
      const file = path.join(i18nDir, `${lang}.yaml`);
      if (!existsSync(file)) continue;
      const title = titles[lang] ?? titles.en;
      const fields = lang === 'zh' ? { id: '编号', title: '标题' } : { id: 'ID', title: 'Title' };
      await editYaml(file, (doc) => {
        doc.setIn(['route', name], title);
        doc.setIn(['page', name], doc.createNode({ title, fields }));
      });
    }
    const rel = (file: string) => path.relative(process.cwd(), file);
    console.log(`✔ created ${rel(pageFile)}`);
    console.log(`✔ added route ${parent ? `${parent} > ${name}` : `/${name}`} to ${rel(routesFile)}`);
    console.log(`✔ added route.${name} and page.${name}.* to ${rel(i18nDir)}/*.yaml`);
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
