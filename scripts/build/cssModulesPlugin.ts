import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';

/**
 * esbuild plugin: a CSS file imported from JS becomes a JS module that injects its (minified) rules
 * (runtime/app/injectStyle.ts). CSS then splits and deduplicates exactly like the JS that imports it.
 * CSS with url() references is left to esbuild's own CSS handling, which rewrites those paths.
 */
export function cssModulesPlugin(root: string, minify: boolean): esbuild.Plugin {
  const injector = path.join(root, 'runtime/app/injectStyle.ts');
  return {
    name: 'jimu-css-modules',
    setup(build) {
      build.onLoad({ filter: /\.css$/ }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        if (source.includes('url(')) return undefined;
        const { code } = await esbuild.transform(source, { loader: 'css', minify });
        return {
          contents: `import { injectStyle } from ${JSON.stringify(injector)};\ninjectStyle(${JSON.stringify(code)});\n`,
          loader: 'js',
          resolveDir: path.dirname(args.path),
        };
      });
    },
  };
}
