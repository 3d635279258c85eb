import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { sourceTextPlugin } from './sourceTextPlugin';

const work = mkdtempSync(path.join(os.tmpdir(), 'jimu-source-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('?source text loader (#17 shared pieces: 查看源码)', () => {
  it("bundles a file's text into a chunk of its own, loaded only by the dynamic import", async () => {
    const source = 'export default function Screen() { return "<b>as text</b>"; }\n';
    writeFileSync(path.join(work, 'Screen.tsx'), source);
    writeFileSync(path.join(work, 'main.ts'), "export const load = () => import('./Screen.tsx?source');\n");
    const result = await esbuild.build({
      entryPoints: [path.join(work, 'main.ts')],
      bundle: true,
      splitting: true,
      format: 'esm',
      outdir: path.join(work, 'out'),
      write: false,
      plugins: [sourceTextPlugin()],
    });
    const [main, ...chunks] = result.outputFiles;
    expect(main.text).not.toContain('as text');
    expect(chunks.map((chunk) => chunk.text).join('')).toContain(
      JSON.stringify(source).slice(1, -1).slice(0, 30),
    );
  });
});
