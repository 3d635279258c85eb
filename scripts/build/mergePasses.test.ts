import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mergeCacheFile, readMergeCache } from './mergePasses';

const work = mkdtempSync(path.join(os.tmpdir(), 'jimu-merge-cache-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('#12.2 the merges a build leaves for the next one', () => {
  it('are kept per config, and only those whose modules still exist are read back', () => {
    const file = mergeCacheFile(work, { manifest: { a: 1 } });
    expect(file).not.toBe(mergeCacheFile(work, { manifest: { a: 2 } }));
    const here = path.join(work, 'kept.ts');
    writeFileSync(here, 'export const x = 1;');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(
      file,
      JSON.stringify({
        'jimu:page/users': [here, `${here}?light`, path.join(work, 'gone.ts'), 'jimu:kernel'],
      }),
    );
    expect(readMergeCache(file)).toEqual({ 'jimu:page/users': [here, `${here}?light`, 'jimu:kernel'] });
  });

  it('a missing or broken cache is no merges, not an error', () => {
    expect(readMergeCache(path.join(work, 'none.json'))).toEqual({});
    const broken = path.join(work, 'broken.json');
    writeFileSync(broken, '{"jimu:page/users": [');
    expect(readMergeCache(broken)).toEqual({});
  });
});
