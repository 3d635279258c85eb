import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Metafile } from 'esbuild';
import type { PluginModules } from './routeModules';

const EXTENSIONS = ['', '.tsx', '.ts', '.jsx', '.js', '/index.tsx', '/index.ts'];
const LOADER = String.raw`\(\s*\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)`;
/** `name: () => import('./Screen')` */
const KEYED_IMPORT = new RegExp(String.raw`([\w$]+)\s*:\s*${LOADER}`, 'g');
/** `const HeatCell = lazyComponent(() => import('./HeatCell')…` */
const NAMED_LOADER = new RegExp(String.raw`const\s+([\w$]+)\s*=\s*[\w$.]+\(\s*${LOADER}`, 'g');
/** `heat: HeatCell` */
const KEYED_NAME = /([\w$]+)\s*:\s*([\w$]+)\s*[,}\n]/g;
/** `import { screens as board } from './board/screens';` — a map of loaders spread into the entry's. */
const RELATIVE_IMPORT = /^import\s[^;]*?from\s*['"](\.{1,2}\/[^'"]+)['"]/gm;

/**
 * `<plugin>/<name>` → the module (path from `root`) that the plugin's lazy screen, cell or widget
 * of that name imports, read from each plugin's entry file and the files it imports (`name: () =>
 * import('./Screen')`, or a constant made from such a loader) and resolved to a file the bundle holds.
 *
 * @example pluginModules(metafile, { example: '/repo/plugins/example/index.ts' }, '/repo')
 * // Map { 'example/gallery' => 'plugins/example/GalleryPage.tsx', 'example/heat' => … }
 */
export function pluginModules(
  metafile: Metafile,
  plugins: Record<string, string>,
  root: string,
): PluginModules {
  const result: PluginModules = new Map();
  for (const [plugin, entry] of Object.entries(plugins)) {
    const inBundle = new Set(Object.keys(metafile.inputs).map((file) => path.resolve(file)));
    if (!inBundle.has(entry)) continue;
    // The file a relative specifier names, if the bundle holds it.
    const resolve = (specifier: string) => {
      const base = path.resolve(path.dirname(entry), specifier);
      const file = EXTENSIONS.map((ext) => base + ext).find((candidate) => inBundle.has(candidate));
      return file && path.relative(root, file).split(path.sep).join('/');
    };
    const source = readFileSync(entry, 'utf8');
    const named = new Map([...source.matchAll(NAMED_LOADER)].map((m) => [m[1], m[2]]));
    for (const [, key, specifier] of source.matchAll(KEYED_IMPORT)) {
      const module = resolve(specifier);
      if (module) result.set(`${plugin}/${key}`, module);
    }
    // A plugin may keep its loaders in files the entry imports (one per area) and spread them in.
    for (const [, specifier] of source.matchAll(RELATIVE_IMPORT)) {
      const file = resolve(specifier);
      if (!file) continue;
      const area = path.resolve(root, file);
      for (const [, key, loaded] of readFileSync(area, 'utf8').matchAll(KEYED_IMPORT)) {
        const base = path.resolve(path.dirname(area), loaded);
        const target = EXTENSIONS.map((ext) => base + ext).find((candidate) => inBundle.has(candidate));
        if (target && !result.has(`${plugin}/${key}`))
          result.set(`${plugin}/${key}`, path.relative(root, target).split(path.sep).join('/'));
      }
    }
    for (const [, key, name] of source.matchAll(KEYED_NAME)) {
      const specifier = named.get(name);
      const module = specifier && resolve(specifier);
      if (module && !result.has(`${plugin}/${key}`)) result.set(`${plugin}/${key}`, module);
    }
  }
  return result;
}
