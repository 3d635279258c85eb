import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Folder → the folders its files import, each edge with the imports that make it. */
export type FolderGraph = Map<string, Map<string, string[]>>;

const SOURCE = /\.(ts|tsx)$/;
/** Tests and test support never ship: they may reach anywhere. */
const TEST_ONLY =
  /\.test\.tsx?$|\.d\.ts$|\.fixture\.ts$|^test[A-Z]\w*\.tsx?$|^renderSchemaForm\.tsx$|^fakeFetch\.ts$/;
/** `from '…'` (imports, re-exports, type imports), `import '…'` and `import('…')`. */
const SPECIFIERS = [
  /\bfrom\s*['"]([^'"]+)['"]/g,
  /\bimport\s*['"]([^'"]+)['"]/g,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
];

/**
 * The TypeScript files of `dir` that ship (tests and test support left out), recursively.
 *
 * @example shippingSources('server'); // ['server/app/createMockServer.ts', …]
 */
export function shippingSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return shippingSources(full);
    return SOURCE.test(entry.name) && !TEST_ONLY.test(entry.name) ? [full] : [];
  });
}

/** The code of a file without its comments, so an `@example` that imports is not an import. */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** The relative specifiers a file imports, type-only imports included (they bind folders too). */
export function importsOf(text: string): string[] {
  const code = withoutComments(text);
  return SPECIFIERS.flatMap((pattern) => [...code.matchAll(pattern)].map((match) => match[1])).filter((s) =>
    s.startsWith('.'),
  );
}

/**
 * The import graph between the top folders of `root` (runtime/'s features): static, dynamic and
 * type-only imports of every file that ships (tests and test support left out). Packages and
 * virtual `jimu:` modules are not part of it.
 *
 * @example const graph = folderGraph('runtime'); graph.get('plugin')?.has('pages');
 */
export function folderGraph(root: string): FolderGraph {
  const absolute = path.resolve(root);
  const folderOf = (file: string) => {
    const relative = path.relative(absolute, file);
    if (relative === '' || relative.startsWith('..')) return undefined;
    // `../../forms` names a folder by its index file.
    if (!relative.includes(path.sep))
      return existsSync(file) && statSync(file).isDirectory() ? relative : undefined;
    return relative.split(path.sep)[0];
  };
  const graph: FolderGraph = new Map();
  for (const file of shippingSources(absolute)) {
    const from = folderOf(file);
    if (!from) continue;
    for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
      const to = folderOf(path.resolve(path.dirname(file), specifier));
      if (!to || to === from) continue;
      const targets = graph.get(from) ?? new Map<string, string[]>();
      graph.set(from, targets);
      targets.set(to, [...(targets.get(to) ?? []), `${path.relative(absolute, file)} → ${specifier}`]);
    }
  }
  return graph;
}
