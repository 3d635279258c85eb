import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { importsOf } from './folderGraph';

/** `import type {…} from '…'` and `export type {…} from '…'`: erased, they bring no code along. */
const TYPE_ONLY =
  /^\s*(?:import|export)\s+type\s+(?:\{[^}]*\}|\*(?:\s+as\s+\w+)?|\w+)\s*from\s*['"][^'"]+['"];?/gm;
/** Every specifier of a file, packages included (`react`, `node:fs`, `./x`). */
const ALL_SPECIFIERS = [
  /\bfrom\s*['"]([^'"]+)['"]/g,
  /\bimport\s*['"]([^'"]+)['"]/g,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
];
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/**
 * The relative specifiers whose code a file loads when it runs or is bundled: static, dynamic and
 * side-effect imports and re-exports, without the type-only ones.
 *
 * @example runtimeImportsOf("import type { A } from './a';\nimport { b } from './b';"); // ['./b']
 */
export function runtimeImportsOf(text: string): string[] {
  return importsOf(text.replace(TYPE_ONLY, ''));
}

/**
 * The packages a file loads when it runs (`react`, `node:fs`), type-only imports left out.
 *
 * @example packagesOf("import { useState } from 'react';"); // ['react']
 */
export function packagesOf(text: string): string[] {
  const code = withoutComments(text).replace(TYPE_ONLY, '');
  return ALL_SPECIFIERS.flatMap((pattern) => [...code.matchAll(pattern)].map((match) => match[1])).filter(
    (specifier) => !specifier.startsWith('.'),
  );
}

/** The file a relative specifier names (`./x` → `x.ts`, `x.tsx`, `x/index.ts`), or undefined. */
function resolveFile(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier.split('?')[0]);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find(
    (file) => existsSync(file) && statSync(file).isFile(),
  );
}

/**
 * The files a TypeScript file loads (its relative runtime imports, resolved), relative to the
 * working folder, each with whether the import has a query (`./Screen.tsx?source`).
 *
 * @example importedFiles('server/app/index.ts'); // [{ file: 'server/app/createMockServer.ts', query: false }, …]
 */
export function importedFiles(file: string): { file: string; query: boolean }[] {
  return runtimeImportsOf(readFileSync(file, 'utf8')).flatMap((specifier) => {
    const target = resolveFile(path.resolve(file), specifier);
    return target ? [{ file: path.relative(process.cwd(), target), query: specifier.includes('?') }] : [];
  });
}

/**
 * Every file the `entries` load, themselves included, following the relative imports of each
 * TypeScript file (type-only imports left out), as paths relative to the working folder. A
 * specifier with a query (`./Screen.tsx?source`, `./edit.form.json?validator`) brings in what a
 * build plugin makes of that file, so the file counts as reached, but its own imports are not
 * followed.
 *
 * @example reachableFrom(['runtime/app/main.tsx']).has('runtime/shell/index.ts'); // true
 */
export function reachableFrom(entries: readonly string[]): Set<string> {
  const reached = new Set<string>();
  const followed = new Set<string>();
  const queue = entries.map((entry) => path.relative(process.cwd(), path.resolve(entry)));
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (followed.has(file)) continue;
    followed.add(file);
    reached.add(file);
    if (!/\.tsx?$/.test(file)) continue;
    for (const target of importedFiles(file)) {
      if (target.query) reached.add(target.file);
      else queue.push(target.file);
    }
  }
  return reached;
}
