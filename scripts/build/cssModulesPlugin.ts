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

/** A rule for Semi's dark mode: its selector names `[theme-mode=dark]` first. */
const darkRule = (selector: string) => /^\s*body\[theme-mode=dark\]/.test(selector);

/**
 * One half of a flat stylesheet (no @-rules, no nesting: Semi's _base/base.css): the rules for
 * dark mode, or all the others. `import 'x.css?light'` and `import('x.css?dark')` use it, so the
 * sign-in screen, which is never dark, does not carry the dark palette.
 *
 * @example cssPart('body{--a:1}body[theme-mode=dark]{--a:2}', 'dark'); // 'body[theme-mode=dark]{--a:2}'
 */
export function cssPart(source: string, part: 'light' | 'dark'): string {
  if (/@|\{[^}]*\{/.test(source.replace(/\/\*[\s\S]*?\*\//g, '')))
    throw new Error('cssPart splits only flat stylesheets (no @-rules or nesting)');
  const rules = source.replace(/\/\*[\s\S]*?\*\//g, '').match(/[^{}]+\{[^{}]*\}/g) ?? [];
  return rules.filter((rule) => darkRule(rule.slice(0, rule.indexOf('{'))) === (part === 'dark')).join('\n');
}

export function cssModulesPlugin(root: string, minify: boolean): esbuild.Plugin {
  const injector = path.join(root, 'runtime/app/injectStyle.ts');
  const inject = async (source: string, dir: string): Promise<esbuild.OnLoadResult> => {
    const { code } = await esbuild.transform(source, { loader: 'css', minify });
    return {
      contents: `import { injectStyle } from ${JSON.stringify(injector)};\ninjectStyle(${JSON.stringify(code)});\n`,
      loader: 'js',
      resolveDir: dir,
    };
  };
  return {
    name: 'jimu-css-modules',
    setup(build) {
      build.onResolve({ filter: /\.css\?(light|dark)$/ }, async (args) => {
        const [file, part] = args.path.split('?');
        const resolved = await build.resolve(file, { kind: args.kind, resolveDir: args.resolveDir });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        return { path: `${resolved.path}?${part}`, namespace: 'jimu-css-part' };
      });
      build.onLoad({ filter: /.*/, namespace: 'jimu-css-part' }, async (args) => {
        const [file, part] = args.path.split('?');
        return inject(cssPart(await readFile(file, 'utf8'), part as 'light' | 'dark'), path.dirname(file));
      });
      build.onLoad({ filter: /\.css$/ }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        if (fileURL.test(source)) return undefined;
        return inject(source, path.dirname(args.path));
      });
    },
  };
}
