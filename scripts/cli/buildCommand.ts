import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildConsole } from '../build/buildConsole';
import { formatDiagnostics } from '../config';
import { type Command, parseCommandArgs } from './command';
import { USAGES } from './usages';

const usage = USAGES.build;

export const buildCommand: Command = {
  name: 'build',
  summary: 'validate, normalise and bundle the console into dist/',
  usage,
  async run(args) {
    const parsed = parse(args);
    const configDir = parsed.positionals[0] ?? 'config';
    const outDir = parsed.values.out ?? 'dist';
    const result = await buildConsole({
      configDir,
      outDir,
      // The console's own plugins are the working directory's plugins/ (the runtime is Jimu's).
      pluginsDir: path.resolve('plugins'),
      mode: parsed.values.dev ? 'development' : 'production',
    });
    if (result.diagnostics.length > 0) console.error(formatDiagnostics(result.diagnostics, 'text'));
    for (const message of result.bundleErrors) console.error(message);
    if (!result.ok) {
      console.error('✖ build failed: nothing was written');
      return 1;
    }
    let raw = 0;
    let gzip = 0;
    for (const { file } of result.files) {
      const content = await readFile(path.join(outDir, file));
      raw += content.length;
      gzip += gzipSync(content).length;
    }
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    console.log(
      `✔ built ${path.join(outDir, 'index.html')} and ${result.files.length} files in ${path.join(outDir, 'static')} ` +
        `(${kb(raw)}, ${kb(gzip)} gzip) in ${result.ms} ms`,
    );
    return 0;
  },
};

function parse(args: string[]) {
  return parseCommandArgs({
    args,
    allowPositionals: true,
    options: { out: { type: 'string' }, dev: { type: 'boolean' } },
  });
}
