import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { namespacedFile, namespacedPath } from './namespacedPath';

const SOURCE_SUFFIX = /\?source$/;

/**
 * `import('./EchartsShowcase.tsx?source')` → the file's own text as the module's default export, in
 * a chunk of its own: a demo's "view source" downloads its code only when someone asks for it. The
 * file is named relative to `base` (the build's root), so its chunk's name is the same in any checkout.
 *
 * @example
 * const { default: text } = await import('./EchartsShowcase.tsx?source'); // 'import …'
 */
export function sourceTextPlugin(base = process.cwd()): Plugin {
  return {
    name: 'jimu-source-text',
    setup(build) {
      build.onResolve({ filter: SOURCE_SUFFIX }, (args) => ({
        path: namespacedPath(base, path.resolve(args.resolveDir, args.path.replace(SOURCE_SUFFIX, ''))),
        namespace: 'jimu-source',
      }));
      build.onLoad({ filter: /.*/, namespace: 'jimu-source' }, async (args) => {
        const file = namespacedFile(base, args.path);
        return { contents: await readFile(file, 'utf8'), loader: 'text', watchFiles: [file] };
      });
    },
  };
}
