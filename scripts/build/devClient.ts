import path from 'node:path';
import * as esbuild from 'esbuild';

/**
 * The script `jimu dev` adds to its pages (/__jimu/dev.js): devClientMain.ts and the overlay,
 * bundled into one classic script.
 *
 * @example res.end(await devClientScript());
 */
export async function devClientScript(): Promise<string> {
  const result = await esbuild.build({
    entryPoints: [path.join(import.meta.dirname, 'devClientMain.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    target: ['es2020'],
    platform: 'browser',
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}
