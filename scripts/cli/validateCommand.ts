import { statSync } from 'node:fs';
import path from 'node:path';
import {
  checkPluginTypes,
  type Diagnostic,
  formatDiagnostics,
  loadAndValidate,
  pluginsOfApp,
} from '../config';
import { type Command, parseCommandArgs, UsageError } from './command';
import { readSeedData } from './readSeedData';
import { USAGES } from './usages';

const usage = USAGES.validate;

/**
 * `jimu validate [dir] [--format text|json]`: exit 0 when the config is valid, 1 when it is not,
 * 2 for wrong arguments (UsageError, printed with the usage by main).
 *
 * @example
 * await validateCommand.run(['config', '--format', 'json']); // prints a JSON array, resolves 0 or 1
 */
export const validateCommand: Command = {
  name: 'validate',
  summary: 'check config/ and report every problem as file:line:col',
  usage,
  async run(args) {
    const { dir, format, typecheck } = parseOptions(args);
    const result = await loadAndValidate(dir, { seed: await readSeedData(dir) });
    const pluginsDir = path.join(dir, '..', 'plugins');
    const plugins = result.config ? ['core', ...(result.config.app.plugins ?? [])] : await pluginsOfApp(dir);
    const started = performance.now();
    const checked = typecheck ? await checkPluginTypes({ pluginsDir, plugins }) : undefined;
    const types: Diagnostic[] = checked?.diagnostics ?? [];
    const diagnostics = [...result.diagnostics, ...types];
    const errors = diagnostics.filter((d) => d.severity === 'error');
    const config = errors.length === 0 ? result.config : undefined;
    if (format === 'json') {
      console.log(formatDiagnostics(diagnostics, 'json'));
      return config ? 0 : 1;
    }
    if (diagnostics.length > 0) console.log(formatDiagnostics(diagnostics, 'text'));
    if (checked?.buildInfo) {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const where = path.relative(process.cwd(), checked.buildInfo);
      console.log(
        checked.unchanged
          ? `plugin types: unchanged since the last check (${where}, ${seconds} s)`
          : `plugin types: checked in ${seconds} s (build info kept in ${where})`,
      );
    }
    if (config) {
      console.log(`✔ config valid (${config.files.length} files)`);
      return 0;
    }
    const files = new Set(errors.map((d) => d.file)).size;
    console.log(
      `✖ ${errors.length} error${errors.length === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}`,
    );
    return 1;
  },
};

function parseOptions(args: string[]): { dir: string; format: 'text' | 'json'; typecheck: boolean } {
  const parsed = parse(args);
  const format = parsed.values.format ?? 'text';
  if (format !== 'text' && format !== 'json') {
    throw new UsageError(`--format must be text or json, got '${format}'`);
  }
  if (parsed.positionals.length > 1) {
    throw new UsageError(`expected at most one directory, got ${parsed.positionals.join(' ')}`);
  }
  const dir = parsed.positionals[0] ?? 'config';
  if (!isDirectory(dir)) throw new UsageError(`config directory '${dir}' does not exist`);
  return { dir, format, typecheck: parsed.values.typecheck ?? true };
}

function parse(args: string[]) {
  return parseCommandArgs({
    args,
    allowPositionals: true,
    strict: true,
    allowNegative: true,
    options: { format: { type: 'string' }, typecheck: { type: 'boolean' } },
  });
}

function isDirectory(dir: string): boolean {
  try {
    return statSync(dir).isDirectory();
  } catch {
    return false;
  }
}
