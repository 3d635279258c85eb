import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { cssInjectionPlugin } from './cssInjectionPlugin';
import { namespacedFile, namespacedPath } from './namespacedPath';
import { schemaDocsPlugin } from './schemaDocsPlugin';
import { schemaValidatorPlugin } from './schemaValidatorPlugin';
import { sourceTextPlugin } from './sourceTextPlugin';

const work = mkdtempSync(path.join(os.tmpdir(), 'jimu-namespaced-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A small project that uses each plugin that names files in a namespace of its own. */
function writeProject(dir: string): void {
  const screen = path.join(dir, 'plugins', 'workbench');
  mkdirSync(screen, { recursive: true });
  mkdirSync(path.join(dir, 'runtime', 'app'), { recursive: true });
  writeFileSync(
    path.join(dir, 'runtime', 'app', 'injectStyle.ts'),
    'export const injectStyle = (css: string) => document.head.append(css);\n',
  );
  writeFileSync(
    path.join(dir, 'theme.css'),
    'body{--accent:blue;--unused:red}body[theme-mode=dark]{--accent:navy}\n',
  );
  writeFileSync(path.join(screen, 'card.css'), '.card{color:var(--accent)}\n');
  writeFileSync(path.join(dir, 'settings.schema.json'), '{"type":"object","description":"shown"}\n');
  writeFileSync(
    path.join(screen, 'edit.form.json'),
    '{"type":"object","properties":{"name":{"type":"string","minLength":1}}}\n',
  );
  writeFileSync(path.join(screen, 'Screen.tsx'), 'export default function Screen() { return "screen"; }\n');
  writeFileSync(
    path.join(screen, 'main.ts'),
    [
      "import settings from '../../settings.schema.json';",
      "export const source = () => import('./Screen.tsx?source');",
      "export const form = () => import('./edit.form.json?validator');",
      "export const dark = () => import('../../theme.css?dark');",
      "export const tokens = () => import('../../theme.css?tokens=./card.css');",
      'export { settings };',
      '',
    ].join('\n'),
  );
}

/**
 * The output files of the project in `dir`, bundled as the console's build does (from the checkout's
 * folder, minified), by name.
 */
async function outputNames(dir: string): Promise<string[]> {
  const result = await esbuild.build({
    absWorkingDir: dir,
    minify: true,
    entryPoints: [path.join(dir, 'plugins', 'workbench', 'main.ts')],
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: path.join(dir, 'out'),
    entryNames: '[name]-[hash]',
    chunkNames: '[name]-[hash]',
    write: false,
    logLevel: 'silent',
    plugins: [
      cssInjectionPlugin(dir, true),
      schemaDocsPlugin(dir),
      sourceTextPlugin(dir),
      schemaValidatorPlugin(dir),
    ],
  });
  return result.outputFiles.map((file) => path.relative(dir, file.path)).sort();
}

describe('files a build plugin loads itself are named relative to the build root', () => {
  it('names a file by its path from the root, with /, and finds it again', () => {
    const file = path.join(work, 'plugins', 'showcase', 'Count.tsx');
    expect(namespacedPath(work, file)).toBe('plugins/showcase/Count.tsx');
    expect(namespacedFile(work, namespacedPath(work, file))).toBe(file);
  });

  it('#12.2 the same sources in two checkouts give the same file names: the view-source text, a form validator, a schema with its docs and the parts of a CSS file', async () => {
    // As deep as each other: a form validator imports its helpers from this repository's runtime,
    // which a checkout's own build would find inside it.
    const first = path.join(work, 'a', 'checkout');
    const second = path.join(work, 'b', 'checkout');
    writeProject(first);
    cpSync(first, second, { recursive: true });
    const names = await outputNames(first);
    // The entry and a chunk each for the source text, the validator and the two parts of the CSS.
    expect(names.length).toBeGreaterThanOrEqual(5);
    expect(await outputNames(second)).toEqual(names);
  });
});
