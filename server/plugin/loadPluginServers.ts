import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'yaml';
import { type Diagnostic, pluginFolders } from '../../scripts/config';
import type { PluginServer } from './pluginServer';

/** The enabled plugins' server halves, or what stops them loading. */
export interface LoadedPluginServers {
  servers: PluginServer[];
  diagnostics: Diagnostic[];
}

const atFile = (file: string, code: string, message: string): Diagnostic => ({
  file: path.relative(process.cwd(), file) || '.',
  line: 1,
  col: 1,
  code,
  message,
  severity: 'error',
});

const isPluginServer = (value: unknown): value is PluginServer =>
  typeof value === 'object' &&
  value !== null &&
  'name' in value &&
  'mount' in value &&
  typeof value.name === 'string' &&
  typeof value.mount === 'function';

/** A field of a parsed file or a loaded module, when it is an object that has it. */
const fieldOf = (value: unknown, field: string): unknown =>
  typeof value === 'object' && value !== null && field in value ? Reflect.get(value, field) : undefined;

/**
 * Loads the server half of each plugin app.yaml enables, in app.yaml's order: the default export
 * of the module its plugin.yaml names as `server` (a plugin without one has none). Never throws
 * for a plugin's mistake: a missing plugin.yaml or module, or a default export that is not that
 * plugin's definePluginServer({...}), is a diagnostic naming the file.
 *
 * @example
 * const { servers, diagnostics } = await loadPluginServers('plugins', ['workbench', 'showcase']);
 */
export async function loadPluginServers(
  pluginsDir: string,
  names: readonly string[],
): Promise<LoadedPluginServers> {
  const servers: PluginServer[] = [];
  const diagnostics: Diagnostic[] = [];
  const folders = pluginFolders(pluginsDir);
  for (const name of names) {
    const folder = folders.get(name);
    const declaration = folder?.declaration ?? path.join(pluginsDir, name, 'plugin.yaml');
    if (!folder) {
      diagnostics.push(
        atFile(declaration, 'unknown-plugin', `app.yaml enables '${name}', which has no plugin.yaml`),
      );
      continue;
    }
    const entry = fieldOf(parse(readFileSync(declaration, 'utf8')), 'server');
    if (entry === undefined) continue;
    const file = path.join(folder.dir, String(entry));
    if (typeof entry !== 'string' || !existsSync(file)) {
      diagnostics.push(
        atFile(
          declaration,
          'missing-plugin-server',
          `plugin '${name}' names its server half ${String(entry)}, which does not exist`,
        ),
      );
      continue;
    }
    const server = fieldOf(await import(pathToFileURL(file).href), 'default');
    if (!isPluginServer(server) || server.name !== name) {
      diagnostics.push(
        atFile(
          file,
          'bad-plugin-server',
          `${name}/${entry} must export default definePluginServer({ name: '${name}', mount, … })`,
        ),
      );
      continue;
    }
    servers.push(server);
  }
  return { servers, diagnostics };
}
