import { mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Metafile } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { mergeCacheFile, readMergeCache, writeMergeCache } from './mergePasses';

const work = mkdtempSync(path.join(os.tmpdir(), 'jimu-merge-cache-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A metafile that read these files (and a plugin's module, which is no file). */
const read = (...files: string[]): Metafile => ({
  inputs: Object.fromEntries(
    [...files, 'jimu:page/users', `${files[0]}?light`].map((input) => [input, { bytes: 1, imports: [] }]),
  ),
  outputs: {},
});

describe('#12.2 the merges a build leaves for the next one', () => {
  const plan = { 'jimu:page/users': ['/repo/runtime/x.ts', 'jimu:kernel'] };

  it('are kept per config', () => {
    expect(mergeCacheFile(work, { manifest: { a: 1 } })).not.toBe(
      mergeCacheFile(work, { manifest: { a: 2 } }),
    );
  });

  it('are taken as they are (exact) while every source the build read is unchanged, and not after a change', () => {
    const a = path.join(work, 'a.ts');
    const b = path.join(work, 'b.ts');
    writeFileSync(a, 'export const a = 1;');
    writeFileSync(b, 'export const b = 2;');
    const file = mergeCacheFile(work, { manifest: { sources: 1 } });
    writeMergeCache(file, plan, read(a, b));
    expect(readMergeCache(file)).toEqual({ plan, exact: true });
    // One source changed: the next build starts from none, as the one that wrote the file did.
    writeFileSync(b, 'export const b = 3;');
    expect(readMergeCache(file)).toEqual({ plan: {}, exact: false });
    writeFileSync(b, 'export const b = 2;');
    expect(readMergeCache(file).exact).toBe(true);
    unlinkSync(a);
    expect(readMergeCache(file)).toEqual({ plan: {}, exact: false });
  });

  it("hold the planner's own code among the sources: a plan an older planner left is not taken as exact", () => {
    const a = path.join(work, 'd.ts');
    writeFileSync(a, 'export const d = 1;');
    const file = mergeCacheFile(work, { manifest: { planner: 1 } });
    writeMergeCache(file, plan, read(a));
    const { files } = JSON.parse(readFileSync(file, 'utf8')) as { files: string[] };
    expect(files).toContain(path.join(import.meta.dirname, 'mergeChunks.ts'));
    expect(files).toContain(path.join(import.meta.dirname, 'mergePasses.ts'));
  });

  it('are kept when the build also read modules a package turns off for the browser', () => {
    // esbuild lists a module a package.json "browser" field maps to false as `(disabled):name`:
    // no file, so no reason to keep nothing (every build would then merge from scratch).
    const a = path.join(work, 'c.ts');
    writeFileSync(a, 'export const c = 1;');
    const file = mergeCacheFile(work, { manifest: { disabled: 1 } });
    const metafile = read(a);
    metafile.inputs['(disabled):crypto'] = { bytes: 0, imports: [] };
    metafile.inputs['(disabled):node_modules/object-inspect/util.inspect'] = { bytes: 0, imports: [] };
    writeMergeCache(file, plan, metafile);
    expect(readMergeCache(file)).toEqual({ plan, exact: true });
  });

  it('a missing, broken or old-style cache (a bare plan) is no merges, not an error', () => {
    expect(readMergeCache(path.join(work, 'none.json'))).toEqual({ plan: {}, exact: false });
    const broken = path.join(work, 'broken.json');
    writeFileSync(broken, '{"jimu:page/users": [');
    expect(readMergeCache(broken)).toEqual({ plan: {}, exact: false });
    const old = path.join(work, 'old.json');
    writeFileSync(old, JSON.stringify(plan));
    expect(readMergeCache(old)).toEqual({ plan: {}, exact: false });
  });
});
