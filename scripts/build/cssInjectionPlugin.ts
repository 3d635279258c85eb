import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { namespacedFile, namespacedPath } from './namespacedPath';

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
  return flatRules(source)
    .filter((rule) => darkRule(rule.slice(0, rule.indexOf('{'))) === (part === 'dark'))
    .join('\n');
}

/** The rules of a flat stylesheet, comments removed; throws on @-rules and nesting. */
function flatRules(source: string): string[] {
  const text = source.replace(/\/\*[\s\S]*?\*\//g, '');
  if (/@|\{[^}]*\{/.test(text))
    throw new Error('cssPart splits only flat stylesheets (no @-rules or nesting)');
  return text.match(/[^{}]+\{[^{}]*\}/g) ?? [];
}

const VAR_USE = /var\(\s*(--[\w-]+)/g;

/**
 * Only the custom properties that `users` (stylesheets' text) read, directly or through other
 * properties, taken from the light rules of a flat token sheet (Semi's _base/base.css) and set on
 * body. The sign-in screen's stylesheets use about twenty of Semi's tokens; the whole sheet
 * (hundreds of palette and semantic tokens) loads with the console frame, which sets the same
 * values again.
 *
 * @example
 * tokenPart('body{--a:rgba(var(--b),1);--b:1,2,3;--c:0}', ['p{color:var(--a)}']); // 'body{--a:rgba(var(--b),1);--b:1,2,3}'
 */
export function tokenPart(source: string, users: string[]): string {
  const declared = new Map<string, string>();
  for (const rule of flatRules(source)) {
    const selector = rule.slice(0, rule.indexOf('{'));
    if (darkRule(selector) || !/^\s*body\b/.test(selector)) continue;
    for (const [, name, value] of rule.matchAll(/(--[\w-]+)\s*:\s*([^;}]*)/g))
      declared.set(name, value.trim());
  }
  const needed = new Set<string>();
  const visit = (text: string) => {
    for (const [, name] of text.matchAll(VAR_USE)) {
      if (needed.has(name) || !declared.has(name)) continue;
      needed.add(name);
      visit(declared.get(name) ?? '');
    }
  };
  for (const text of users) visit(text);
  const body = [...declared].filter(([name]) => needed.has(name)).map(([name, value]) => `${name}:${value}`);
  return body.length > 0 ? `body{${body.join(';')}}` : '';
}

/**
 * esbuild plugin: a CSS file imported from JS becomes a JS module that injects its (minified) rules
 * (runtime/app/injectStyle.ts). CSS then splits and deduplicates exactly like the JS that imports it.
 * CSS whose url() references name files is left to esbuild's own CSS handling, which rewrites
 * those paths; url()s that are data: URIs need no rewriting, so such CSS is injected like the rest
 * (otherwise esbuild gathers it into a render-blocking main-*.css linked before sign-in). A part of
 * a CSS file (`?light`, `?dark`, `?tokens=`) is named by paths relative to `root`, so its chunk's
 * name is the same in any checkout.
 *
 * @example esbuild.context({ …, plugins: [cssInjectionPlugin(root, true)] });
 */
export function cssInjectionPlugin(root: string, minify: boolean): esbuild.Plugin {
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
        return { path: `${namespacedPath(root, resolved.path)}?${part}`, namespace: 'jimu-css-part' };
      });
      // `x.css?tokens=a.css,b.css`: the tokens a.css and b.css (relative to the importer) read.
      build.onResolve({ filter: /\.css\?tokens=/ }, async (args) => {
        const [file, list] = args.path.split('?tokens=');
        const resolved = await build.resolve(file, { kind: args.kind, resolveDir: args.resolveDir });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        const users = list
          .split(',')
          .map((user) => namespacedPath(root, path.resolve(args.resolveDir, user)));
        return {
          path: `${namespacedPath(root, resolved.path)}?tokens=${users.join(',')}`,
          namespace: 'jimu-css-part',
        };
      });
      build.onLoad({ filter: /.*/, namespace: 'jimu-css-part' }, async (args) => {
        if (args.path.includes('?tokens=')) {
          const [name, list] = args.path.split('?tokens=');
          const file = namespacedFile(root, name);
          const users = list.split(',').map((user) => namespacedFile(root, user));
          const texts = await Promise.all(users.map((user) => readFile(user, 'utf8')));
          const result = await inject(tokenPart(await readFile(file, 'utf8'), texts), path.dirname(file));
          return { ...result, watchFiles: [file, ...users] };
        }
        const [name, part] = args.path.split('?');
        const file = namespacedFile(root, name);
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
