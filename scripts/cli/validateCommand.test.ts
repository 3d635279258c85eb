import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brokenDir, dispose, materialise } from '../../tests/config/fixtureConfig';
import { main } from './main';

/** Runs the real CLI entry in-process and captures what it prints. */
async function run(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((...a) => void out.push(a.join(' ')));
  vi.spyOn(console, 'error').mockImplementation((...a) => void err.push(a.join(' ')));
  const code = await main(['validate', ...args]);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('jimu validate', () => {
  const roots: string[] = [];
  afterEach(() => {
    vi.restoreAllMocks();
    for (const root of roots.splice(0)) dispose(root);
  });

  it('exits 0 with a summary for a valid config', async () => {
    const root = materialise();
    roots.push(root);
    const { code, out } = await run([path.join(root, 'config')]);
    expect(code).toBe(0);
    expect(out).toBe('✔ config valid (9 files)');
  });

  it('exits 1 and prints path:line:col: error[code]: message for each problem', async () => {
    const root = materialise('36-redirect-loop');
    roots.push(root);
    const { code, out } = await run([path.join(root, 'config')]);
    expect(code).toBe(1);
    const lines = out.split('\n');
    expect(lines[0]).toMatch(
      /config\/routes\.yaml:8:15: error\[redirect-loop\]: redirect loop: \/ → \/user_center → \/$/,
    );
    expect(lines.at(-1)).toBe('✖ 2 errors in 1 file');
  });

  it('prints a JSON array with --format json', async () => {
    const root = materialise('26-unknown-page');
    roots.push(root);
    const { code, out } = await run([path.join(root, 'config'), '--format', 'json']);
    expect(code).toBe(1);
    expect(JSON.parse(out)).toMatchObject([{ line: 21, col: 15, code: 'unknown-page', severity: 'error' }]);
  });

  it('exits 2 with the usage for an unknown flag, a bad format or a missing directory', async () => {
    for (const args of [
      ['--bogus'],
      ['--format', 'xml'],
      [path.join(brokenDir, 'no-such-dir')],
      ['a', 'b'],
    ]) {
      const { code, err } = await run(args);
      expect(code).toBe(2);
      expect(err).toContain('Usage: jimu validate');
      expect(err).not.toMatch(/\n\s+at /);
    }
  });

  it('warns at file:line:col about a column field that no record of the seed data has', async () => {
    const root = materialise();
    roots.push(root);
    const users = [
      { id: 1, username: 'ada', scroe: 3 },
      { id: 2, username: 'bob', scroe: 5 },
    ];
    writeFileSync(path.join(root, 'mock-db.json'), JSON.stringify({ users }));
    const { code, out } = await run([path.join(root, 'config')]);
    // A warning: the config is valid, the column would show "-" on every row.
    expect(code).toBe(0);
    expect(out).toMatch(
      /config\/pages\/users\.yaml:6:14: warning\[unknown-field\]: column field 'score' is in no record of 'users' \(.*mock-db\.json\) — did you mean 'scroe'\?/,
    );
    expect(out.split('\n').filter((line) => line.includes('unknown-field'))).toHaveLength(1);
  });

  it('reports a type error in a plugin’s TypeScript at its file, line and column', async () => {
    const root = materialise();
    roots.push(root);
    const code = [
      '// 商店插件：a comment with wide characters before the fault',
      "export const price: number = '12';",
      'export default { name: "shop" };',
      '',
    ].join('\n');
    writeFileSync(path.join(root, 'plugins/shop/index.ts'), code);
    const failed = await run([path.join(root, 'config')]);
    expect(failed.code).toBe(1);
    expect(failed.out).toMatch(
      /plugins\/shop\/index\.ts:2:14: error\[ts2322\]: Type 'string' is not assignable to type 'number'\./,
    );
    expect(failed.out.split('\n').at(-1)).toBe('✖ 1 error in 1 file');
    const skipped = await run([path.join(root, 'config'), '--no-typecheck']);
    expect(skipped.code).toBe(0);
  });

  it('checks unchanged plugins again from tsc’s incremental build info: the second run checks nothing', async () => {
    const root = materialise();
    roots.push(root);
    const plugin = path.join(root, 'plugins/shop/index.ts');
    writeFileSync(plugin, 'export const price: number = 12;\nexport default { name: "shop" };\n');
    const config = path.join(root, 'config');
    const buildInfo = path.join(root, '.cache/plugin-types/plugins.tsbuildinfo');
    const first = await run([config]);
    expect(first.code).toBe(0);
    expect(first.out).toMatch(
      /^plugin types: checked in [\d.]+ s \(build info kept in .*plugins\.tsbuildinfo\)$/m,
    );
    expect(existsSync(buildInfo)).toBe(true);
    // Nothing changed: tsc reads the results it recorded and leaves its build info as it was.
    const second = await run([config]);
    expect(second.code).toBe(0);
    expect(second.out).toMatch(
      /^plugin types: unchanged since the last check \(.*plugins\.tsbuildinfo, [\d.]+ s\)$/m,
    );
    // A change is checked: its error at its column, counted in UTF-16 like an editor's, after wide characters.
    writeFileSync(plugin, 'export const 价格: number = \'12\';\nexport default { name: "shop" };\n');
    const third = await run([config]);
    expect(third.code).toBe(1);
    expect(third.out).toMatch(
      /plugins\/shop\/index\.ts:1:14: error\[ts2322\]: Type 'string' is not assignable to type 'number'\./,
    );
    expect(third.out).toMatch(/^plugin types: checked in /m);
  });
});
