import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic } from './diagnostic';
import { parseInWorker } from './parseInWorker';
import { JIMU_ROOT, type PluginFolder, pluginFolders } from './pluginFolders';
import { SourceDocument } from './sourceDocument';

/** Every config file found on disk, parsed with positions. Produced by `loadConfigFiles`. */
export interface ConfigFiles {
  /** Absolute config directory. */
  dir: string;
  app?: SourceDocument;
  theme?: SourceDocument;
  routes?: SourceDocument;
  permissions?: SourceDocument;
  /** config/dataSources.yaml, optional: the databases pages bind to. */
  dataSources?: SourceDocument;
  pages: Map<string, SourceDocument>;
  i18n: Map<string, SourceDocument>;
  plugins: Map<string, SourceDocument>;
  /** Names of config/icons/<name>.svg. */
  customIcons: string[];
  /** Problems that belong to no single file's content: missing or doubled files. */
  diagnostics: Diagnostic[];
}

const extensions = ['.yaml', '.yml', '.json'];
const requiredFiles = ['app', 'routes', 'permissions'] as const;

/**
 * Finds and parses config/{app,theme,routes,permissions,dataSources}, pages/*, i18n/* and plugins/<p>/plugin.yaml.
 * Never throws: unreadable, missing or doubled files become diagnostics.
 *
 * @example
 * const files = await loadConfigFiles('config', 'plugins');
 * files.pages.get('users')?.data; // the parsed page
 */
export async function loadConfigFiles(configDir: string, pluginsDir: string): Promise<ConfigFiles> {
  const dir = path.resolve(configDir);
  const files: ConfigFiles = {
    dir,
    pages: new Map(),
    i18n: new Map(),
    plugins: new Map(),
    customIcons: [],
    diagnostics: [],
  };
  const folders = pluginFolders(path.resolve(pluginsDir));
  const top = await listDir(dir);
  if (!top) {
    files.diagnostics.push(atFile(dir, 'missing-dir', `config directory ${relative(dir)} does not exist`));
    return files;
  }
  const [singles, pages, i18n, plugins, icons] = await Promise.all([
    loadGroup(files, dir, top),
    loadDirGroup(files, path.join(dir, 'pages')),
    loadDirGroup(files, path.join(dir, 'i18n')),
    loadPlugins(folders),
    listDir(path.join(dir, 'icons')),
  ]);
  const parsed = await parseSources([
    ...singles.values(),
    ...pages.values(),
    ...i18n.values(),
    ...plugins.values(),
  ]);
  const docs = <K>(map: Map<K, Source>) =>
    new Map(
      [...map].map(([key, source]) => [
        key,
        parsed.get(source) ?? SourceDocument.parse(source.file, source.text),
      ]),
    );
  const single = docs(singles);
  files.app = single.get('app');
  files.theme = single.get('theme');
  files.routes = single.get('routes');
  files.permissions = single.get('permissions');
  files.dataSources = single.get('dataSources');
  files.pages = docs(pages);
  files.i18n = docs(i18n);
  files.plugins = new Map(
    [...docs(plugins)].filter(([name]) => considered(folders.get(name), name, files.app, pluginsDir)),
  );
  files.customIcons = (icons ?? []).filter((n) => n.endsWith('.svg')).map((n) => n.slice(0, -4));
  for (const name of requiredFiles) {
    if (!singles.has(name)) {
      files.diagnostics.push(
        atFile(dir, 'missing-file', `missing ${name}.yaml (or ${name}.json) in ${relative(dir)}`),
      );
    }
  }
  if (i18n.size === 0) {
    const where = relative(path.join(dir, 'i18n'));
    files.diagnostics.push(atFile(dir, 'missing-file', `no language file (zh.yaml, en.yaml…) in ${where}`));
  }
  return files;
}

/** All documents of a load, in a stable order (for reporting and counting). */
export function allDocuments(files: ConfigFiles): SourceDocument[] {
  const singles = [files.app, files.theme, files.routes, files.permissions, files.dataSources].filter(
    (d): d is SourceDocument => d !== undefined,
  );
  return [...singles, ...files.pages.values(), ...files.i18n.values(), ...files.plugins.values()];
}

async function loadGroup(files: ConfigFiles, dir: string, names: string[]): Promise<Map<string, Source>> {
  const wanted = names.filter((n) =>
    ['app', 'theme', 'routes', 'permissions', 'dataSources'].includes(stem(n)),
  );
  return loadNamed(files, dir, wanted);
}

async function loadDirGroup(files: ConfigFiles, dir: string): Promise<Map<string, Source>> {
  return loadNamed(files, dir, (await listDir(dir)) ?? []);
}

/** Loads `<stem>.<ext>` files; a stem present with two extensions is an error at the second one. */
async function loadNamed(files: ConfigFiles, dir: string, names: string[]): Promise<Map<string, Source>> {
  const byStem = new Map<string, string>();
  for (const name of names
    .filter((n) => extensions.includes(path.extname(n).toLowerCase()))
    .sort(byExtension)) {
    const first = byStem.get(stem(name));
    if (first !== undefined) {
      const message = `both ${first} and ${name} exist; keep one of them (${first} is used)`;
      files.diagnostics.push(atFile(path.join(dir, name), 'duplicate-file', message));
      continue;
    }
    byStem.set(stem(name), name);
  }
  const entries = await Promise.all(
    [...byStem].map(async ([key, name]) => [key, await readDocument(path.join(dir, name))] as const),
  );
  return new Map(entries);
}

/**
 * Whether a found plugin is part of this console's config: every plugin of its own folder (and of
 * its installed packages) is, while of the plugins that come with Jimu only core and the ones
 * app.yaml enables are — a console that enables none of them is not judged by their files.
 */
function considered(
  folder: PluginFolder | undefined,
  name: string,
  app: SourceDocument | undefined,
  pluginsDir: string,
): boolean {
  if (!folder || !path.resolve(folder.dir).startsWith(path.join(JIMU_ROOT, 'plugins') + path.sep))
    return true;
  if (path.resolve(pluginsDir) === path.join(JIMU_ROOT, 'plugins') || name === 'core') return true;
  const enabled = (app?.data as { plugins?: unknown } | undefined)?.plugins;
  return Array.isArray(enabled) && enabled.includes(name);
}

async function loadPlugins(folders: Map<string, PluginFolder>): Promise<Map<string, Source>> {
  const found = await Promise.all(
    [...folders].map(async ([name, { declaration }]) => [name, await readDocument(declaration)] as const),
  );
  return new Map(found.sort(([a], [b]) => a.localeCompare(b)));
}

/** A file's text as read, or why it could not be read; parsed by parseSources once all are in. */
interface Source {
  file: string;
  text: string;
  error?: string;
}

async function readDocument(file: string): Promise<Source> {
  try {
    return { file: relative(file), text: await readFile(file, 'utf8') };
  } catch (error) {
    return { file: relative(file), text: '', error: (error as Error).message };
  }
}

/** Above this much YAML, half of it is parsed on a worker thread while the main thread parses the rest. */
const parallelThreshold = 512 * 1024;

async function parseSources(sources: Source[]): Promise<Map<Source, SourceDocument>> {
  const out = new Map<Source, SourceDocument>();
  const yaml = sources
    .filter((s) => !s.error && !/\.json$/i.test(s.file))
    .sort((a, b) => b.text.length - a.text.length);
  const total = yaml.reduce((sum, s) => sum + s.text.length, 0);
  const offloaded: Source[] = [];
  if (total > parallelThreshold) {
    let share = 0;
    for (const source of yaml) {
      if (share + source.text.length > total / 2) continue;
      offloaded.push(source);
      share += source.text.length;
    }
  }
  const offloadedSet = new Set(offloaded);
  const answers = offloaded.length > 0 ? parseInWorker(offloaded.map((s) => s.text)) : Promise.resolve([]);
  for (const source of sources) {
    if (offloadedSet.has(source)) continue;
    const doc = SourceDocument.parse(source.file, source.text);
    if (source.error)
      doc.report({ line: 1, col: 1 }, 'read-failure', `cannot read the file: ${source.error}`);
    out.set(source, doc);
  }
  const results = await answers;
  offloaded.forEach((source, i) => {
    const answer = results[i];
    const doc = answer?.clean
      ? SourceDocument.fromCleanParse(source.file, source.text, answer.data)
      : SourceDocument.parse(source.file, source.text);
    out.set(source, doc);
  });
  return out;
}

async function listDir(dir: string): Promise<string[] | undefined> {
  try {
    return (await readdir(dir)).sort();
  } catch {
    return undefined;
  }
}

function byExtension(a: string, b: string): number {
  const order = (n: string) => extensions.indexOf(path.extname(n).toLowerCase());
  return stem(a).localeCompare(stem(b)) || order(a) - order(b);
}

function stem(name: string): string {
  return name.slice(0, name.length - path.extname(name).length);
}

/** A path as printed in diagnostics: relative to the working directory. */
export function relative(file: string): string {
  return path.relative(process.cwd(), file) || '.';
}

function atFile(file: string, code: string, message: string): Diagnostic {
  return { file: relative(file), line: 1, col: 1, code, message, severity: 'error' };
}
