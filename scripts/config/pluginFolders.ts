import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The folder Jimu's own files are in: the repository, or `node_modules/jimu` once installed. The
 * runtime, the server, the schemas and the `core` plugin are read from here, never from the
 * working directory.
 */
export const JIMU_ROOT = path.resolve(import.meta.dirname, '../..');

/** A plugin published as a package is named `@jimu/plugin-<name>`: `@jimu/plugin-workbench`. */
const PACKAGE_SCOPE = '@jimu';
const PACKAGE_PREFIX = 'plugin-';

const DECLARATION = /^plugin\.(ya?ml|json)$/i;

function declarationIn(dir: string): string | undefined {
  try {
    const name = readdirSync(dir)
      .sort()
      .find((n) => DECLARATION.test(n));
    return name === undefined ? undefined : path.join(dir, name);
  } catch {
    return undefined;
  }
}

function subfolders(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() || entry.isSymbolicLink())
      .map((entry) => entry.name)
      .sort();
  } catch {
    return [];
  }
}

/** A plugin a console can enable: its folder and its declaration (plugin.yaml). */
export interface PluginFolder {
  dir: string;
  declaration: string;
}

/**
 * Every plugin a console can enable, by name, found in this order (the first one of a name wins):
 * the project's own `plugins/<name>/`, an installed package `node_modules/@jimu/plugin-<name>/`
 * of the project (the folder above `pluginsDir`), and the plugins that come with Jimu (`core`
 * once installed; in the repository all of its plugins/, so a console run from a copy of config/
 * elsewhere still finds the workbench and the showcase). A folder is a plugin when it holds a
 * plugin.yaml (or .yml, .json). This is the one place that decides where a plugin's code is read
 * from: validation, the build and the server ask it.
 *
 * @example
 * pluginFolders('/srv/shop/plugins').get('workbench')?.dir; // '/srv/shop/node_modules/@jimu/plugin-workbench'
 */
export function pluginFolders(pluginsDir: string): Map<string, PluginFolder> {
  const own = path.resolve(pluginsDir);
  const installed = path.join(path.dirname(own), 'node_modules', PACKAGE_SCOPE);
  const found = new Map<string, PluginFolder>();
  const add = (name: string, dir: string) => {
    if (found.has(name)) return;
    const declaration = declarationIn(dir);
    if (declaration) found.set(name, { dir, declaration });
  };
  for (const name of subfolders(own)) add(name, path.join(own, name));
  for (const folder of subfolders(installed)) {
    if (folder.startsWith(PACKAGE_PREFIX))
      add(folder.slice(PACKAGE_PREFIX.length), path.join(installed, folder));
  }
  const bundled = path.join(JIMU_ROOT, 'plugins');
  for (const name of subfolders(bundled)) add(name, path.join(bundled, name));
  return found;
}
