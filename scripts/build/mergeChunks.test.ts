import path from 'node:path';
import type { Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { addMerges, mergeLines, planMerges } from './mergeChunks';

type Output = Metafile['outputs'][string];
const root = path.resolve(import.meta.dirname, '../..');
const toDate = path.join(root, 'runtime/cells/toDate.ts');
/** The threshold these cases are drawn at (the build's own is MIN_CHUNK_BYTES): a 600-byte helper is under it, one of 3,000 bytes is not. */
const minBytes = 2048;

/** An output of `bytes` holding `inputs` (each whole), importing `imports` statically. */
const output = (bytes: number, inputs: string[], imports: string[] = [], entryPoint?: string): Output => ({
  bytes,
  inputs: Object.fromEntries(
    inputs.map((input) => [input, { bytesInOutput: Math.floor(bytes / inputs.length) }]),
  ),
  imports: imports.map((path) => ({ path, kind: 'import-statement' as const })),
  exports: [],
  ...(entryPoint ? { entryPoint } : {}),
});

/** Two screens and a cell, lazily loaded after the page's entry; `helper` is a small file two of them share. */
function graph(helperBytes: number): Metafile {
  return {
    inputs: {},
    outputs: {
      'main.js': output(1000, ['runtime/app/main.tsx'], ['boot.js'], 'runtime/app/main.tsx'),
      'boot.js': output(90_000, ['runtime/app/boot.tsx']),
      'a.js': output(
        300,
        [],
        ['kit.js', 'helper.js', 'boot.js'],
        'jimu-lazy-group:jimu:lazy/plugins/x/A.tsx',
      ),
      'b.js': output(
        300,
        [],
        ['kit.js', 'helper.js', 'boot.js'],
        'jimu-lazy-group:jimu:lazy/plugins/x/B.tsx',
      ),
      'c.js': output(300, [], ['kit.js', 'boot.js'], 'jimu:page/users'),
      'kit.js': output(20_000, ['runtime/pages/crud/CrudPage.tsx']),
      'helper.js': output(helperBytes, ['runtime/cells/toDate.ts']),
    },
  };
}

describe('#12.2 small shared files are merged by giving the bundle the same entries for both', () => {
  it('a file under 2 KiB that two of three entries share goes into the one all three load: the third re-exports its module', () => {
    const plan = planMerges(graph(600), { cwd: root, minBytes, bootEntry: 'runtime/app/main.tsx' });
    expect(plan).toEqual({ 'jimu:page/users': [toDate] });
    expect(mergeLines(plan, 'jimu:page/users')).toEqual([
      `export * as __merged0 from ${JSON.stringify(toDate)};`,
    ]);
  });

  it('leaves a file of 2 KiB or more alone, and one whose merge costs the routes more than the request it saves', () => {
    expect(planMerges(graph(3000), { cwd: root, minBytes })).toEqual({});
    // The page config is loaded by a route that weighs fifty: 600 bytes each is more than the
    // request saved for the two screens is worth.
    const loaders = [{ entries: ['jimu:page/users'], weight: 50 }];
    expect(planMerges(graph(600), { cwd: root, minBytes, loaders })).toEqual({});
    // A route loading all three pays nothing more: the merge is free.
    const all = [{ entries: ['jimu:page/users', 'jimu-lazy-group:jimu:lazy/plugins/x/A.tsx'], weight: 50 }];
    expect(planMerges(graph(600), { cwd: root, minBytes, loaders: all })).toEqual({
      'jimu:page/users': [toDate],
    });
  });

  it("never adds a module to the page's own entry (the login screen's bytes) nor to one the build does not generate", () => {
    const metafile = graph(600);
    metafile.outputs['c.js'] = output(300, [], ['kit.js', 'boot.js'], 'node_modules/x/lazy.js');
    expect(planMerges(metafile, { cwd: root, minBytes })).toEqual({});
  });

  it('both files of a merge are loaded by every entry of the merged file: each entry that loaded one re-exports the other', () => {
    const [a, b, c] = ['A', 'B', 'C'].map((x) => `jimu-lazy-group:jimu:lazy/plugins/x/${x}.tsx`);
    const formatDatetime = path.join(root, 'runtime/cells/formatDatetime.ts');
    const metafile: Metafile = {
      inputs: {},
      outputs: {
        'a.js': output(300, [], ['one.js'], a),
        'b.js': output(300, [], ['one.js', 'two.js'], b),
        'c.js': output(300, [], ['two.js'], c),
        'one.js': output(600, ['runtime/cells/toDate.ts']),
        'two.js': output(700, ['runtime/cells/formatDatetime.ts']),
      },
    };
    expect(planMerges(metafile, { cwd: root, minBytes })).toEqual({ [a]: [formatDatetime], [c]: [toDate] });
  });

  it("counts what a moved module imports: a 600-byte helper does not bring a library's 30 KiB to a page that never loaded it", () => {
    const metafile = graph(600);
    // Ten other screens load the library, so the helper is not worth joining it there either.
    metafile.outputs['helper.js'].imports = [{ path: 'lib.js', kind: 'import-statement' }];
    metafile.outputs['lib.js'] = output(30_000, ['node_modules/lodash/difference.js']);
    for (let i = 0; i < 10; i++)
      metafile.outputs[`d${i}.js`] = output(
        300,
        [],
        ['lib.js'],
        `jimu-lazy-group:jimu:lazy/plugins/x/D${i}.tsx`,
      );
    const options = { cwd: root, minBytes, bootEntry: 'runtime/app/main.tsx' };
    expect(planMerges(metafile, options)).toEqual({});
    // The page config loading the library already, the helper joins the files all three load.
    metafile.outputs['c.js'].imports.push({ path: 'lib.js', kind: 'import-statement' });
    expect(planMerges(metafile, options)).toEqual({ 'jimu:page/users': [toDate] });
  });

  it('never plans around a file whose modules cannot move (an index that only re-exports): no entry gains a module for a merge that cannot happen', () => {
    const [a, b, c] = ['A', 'B', 'C'].map((x) => `jimu-lazy-group:jimu:lazy/plugins/x/${x}.tsx`);
    const metafile: Metafile = {
      inputs: {},
      outputs: {
        'a.js': output(300, [], ['index.js'], a),
        'b.js': output(300, [], ['index.js', 'one.js'], b),
        'c.js': output(300, [], ['one.js'], c),
        'index.js': output(0, ['runtime/access/index.ts']),
        'one.js': output(600, ['runtime/cells/toDate.ts']),
      },
    };
    expect(planMerges(metafile, { cwd: root, minBytes })).toEqual({});
  });

  it('adds a later pass to the earlier ones without repeating a module', () => {
    expect(addMerges({ a: ['x'] }, { a: ['x', 'y'], b: ['z'] })).toEqual({ a: ['x', 'y'], b: ['z'] });
  });
});
