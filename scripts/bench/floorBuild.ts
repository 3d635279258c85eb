import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { build } from 'esbuild';

/** The floor page's address on the server that serves `dir`: the list page asks for `list`. */
export const floorPath = (list?: string) => (list ? `/list?list=${list}` : '/login');

/**
 * Builds the floor page (floor/floorPage.tsx: React and react-dom, nothing else) into `dir` as a
 * production build would: one minified script, an index.html naming it, and the brotli and gzip
 * copies the console's build writes beside its files too, so both are served the same way.
 * Answers the script's size in KiB (brotli).
 *
 * @example const kib = await buildFloor(dir); // then serve dir beside the same API
 */
export async function buildFloor(dir: string): Promise<number> {
  const result = await build({
    entryPoints: [path.join(import.meta.dirname, 'floor/floorPage.tsx')],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2020',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    logLevel: 'silent',
  });
  const script = result.outputFiles[0].contents;
  const html = Buffer.from(
    '<!doctype html><html lang="zh"><head><meta charset="utf-8"><title>floor</title>' +
      '<script type="module" src="./floor.js"></script></head><body><div id="root"></div></body></html>',
  );
  let kib = 0;
  for (const [name, body] of [
    ['floor.js', Buffer.from(script)],
    ['index.html', html],
  ] as const) {
    writeFileSync(path.join(dir, name), body);
    const br = brotliCompressSync(body);
    writeFileSync(path.join(dir, `${name}.br`), br);
    writeFileSync(path.join(dir, `${name}.gz`), gzipSync(body, { level: 9 }));
    if (name === 'floor.js') kib = br.length / 1024;
  }
  return kib;
}
