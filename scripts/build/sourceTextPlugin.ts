import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'esbuild';

const SOURCE_SUFFIX = /\?source$/;

/**
 * `import('./EchartsShowcase.tsx?source')` → the file's own text as the module's default export, in
 * a chunk of its own: a demo's "view source" downloads its code only when someone asks for it.
 *
 * @example
 * const { default: text } = await import('./EchartsShowcase.tsx?source'); // 'import …'
 */
export function sourceTextPlugin(): Plugin {
  return {
    name: 'jimu-source-text',
    setup(build) {
      build.onResolve({ filter: SOURCE_SUFFIX }, (args) => ({
        path: path.resolve(args.resolveDir, args.path.replace(SOURCE_SUFFIX, '')),
        namespace: 'jimu-source',
      }));
      build.onLoad({ filter: /.*/, namespace: 'jimu-source' }, async (args) => ({
        contents: await readFile(args.path, 'utf8'),
        loader: 'text',
        watchFiles: [args.path],
      }));
    },
  };
}
