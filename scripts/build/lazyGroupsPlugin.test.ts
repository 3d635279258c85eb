import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { lazyGroupsPlugin } from './lazyGroupsPlugin';

const root = mkdtempSync(path.join(os.tmpdir(), 'jimu-lazy-groups-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

describe('lazyGroupsPlugin', () => {
  it('#12.2 loads the members of a group as one file and each import still gets its own module', async () => {
    write('runtime/a.ts', "export const a = 'A';");
    write('runtime/b.tsx', "export const b = 'B';");
    write('runtime/c.ts', "export const c = 'C';");
    write(
      'runtime/main.ts',
      [
        "export const loadA = () => import('./a').then((m) => m.a);",
        "export const loadB = () => import('./b').then((m) => m.b);",
        "export const loadC = () => import('./c').then((m) => m.c);",
      ].join('\n'),
    );
    const outdir = path.join(root, 'out');
    const result = await esbuild.build({
      entryPoints: [path.join(root, 'runtime/main.ts')],
      outdir,
      bundle: true,
      splitting: true,
      format: 'esm',
      metafile: true,
      logLevel: 'silent',
      plugins: [lazyGroupsPlugin(root, { pair: ['runtime/a.ts', 'runtime/b.tsx'] })],
    });
    const entries = Object.values(result.metafile.outputs).flatMap((out) =>
      out.entryPoint ? [out.entryPoint] : [],
    );
    // main, the pair's group, and c on its own: a and b are no split points of their own.
    expect(entries.some((entry) => entry.endsWith('jimu:lazy-group/pair'))).toBe(true);
    expect(entries.some((entry) => entry.endsWith('runtime/c.ts'))).toBe(true);
    expect(entries.some((entry) => entry.endsWith('runtime/a.ts') || entry.endsWith('runtime/b.tsx'))).toBe(
      false,
    );
    const main = await import(path.join(outdir, 'main.js'));
    expect([await main.loadA(), await main.loadB(), await main.loadC()]).toEqual(['A', 'B', 'C']);
  });
});
