import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';

/**
 * esbuild plugin: a CSS file imported from JS becomes a JS module that injects its (minified) rules
 * (runtime/app/injectStyle.ts). CSS then splits and deduplicates exactly like the JS that imports it.
 * CSS whose url() references name files is left to esbuild's own CSS handling, which rewrites
 * those paths; url()s that are data: URIs need no rewriting, so such CSS is injected like the rest
 * (otherwise esbuild gathers it into a render-blocking main-*.css linked before sign-in).
 */
/** A url() whose target is a file (not a data: URI). */
const fileURL = /url\(\s*(?!['"]?data:)/i;

export function cssModulesPlugin(root: string, minify: boolean): esbuild.Plugin {
  const injector = path.join(root, 'runtime/app/injectStyle.ts');
  return {
    name: 'jimu-css-modules',
    setup(build) {
      build.onLoad({ filter: /\.css$/ }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        if (fileURL.test(source)) return undefined;
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
