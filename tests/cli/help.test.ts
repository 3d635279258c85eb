import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { runCli } from './runCli';

describe('jimu --help', () => {
  it('lists every command, and each command has its own help', async () => {
    const main = await runCli(['--help']);
    expect(main.code).toBe(0);
    for (const name of ['validate', 'build', 'dev', 'serve', 'new']) {
      expect(main.stdout).toContain(name);
      const own = await runCli([name, '--help']);
      expect(own.code).toBe(0);
      expect(own.stdout).toMatch(new RegExp(`Usage: jimu ${name}`));
    }
  });

  it('an unknown command is a usage error (exit 2)', async () => {
    const result = await runCli(['frobnicate']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/unknown command 'frobnicate'/);
  });

  it('jimu dev --reseed names a collection of mock-db.json, or is a usage error before anything is built', async () => {
    const work = mkdtempSync(path.join(os.tmpdir(), 'jimu-reseed-'));
    onTestFinished(() => rmSync(work, { recursive: true, force: true }));
    writeFileSync(path.join(work, 'mock-db.json'), JSON.stringify({ articles: [] }));
    mkdirSync(path.join(work, '.data'));
    writeFileSync(path.join(work, '.data/db.json'), JSON.stringify({ articles: [{ id: 1 }] }));
    const result = await runCli(['dev', '--reseed', 'artcles'], work);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/--reseed: mock-db\.json has no collection 'artcles'/);
    expect(result.stderr).toContain('Usage: jimu dev');
  });
});
