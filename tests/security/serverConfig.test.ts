import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockServer, MockConfigError } from '../../server/app';
import { runCli } from '../cli/runCli';

// The mock server reads permissions.yaml through jimu validate's loader and validator, so a
// broken file stops it (and `jimu serve`) with file:line:col instead of being enforced unchecked.
let work = '';
const sample = readFileSync('config/permissions.yaml', 'utf8');

/** A copy of the sample config whose permissions.yaml is `text`. */
function configWith(name: string, text: string): string {
  const dir = join(work, name, 'config');
  mkdirSync(dir, { recursive: true });
  copyFileSync('config/app.yaml', join(dir, 'app.yaml'));
  writeFileSync(join(dir, 'permissions.yaml'), text);
  return dir;
}
const lineOf = (text: string, needle: string) =>
  text.split('\n').findIndex((line) => line.includes(needle)) + 1;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'jimu-server-config-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('#12.7 the mock server loads config like jimu validate', () => {
  it('#12.7 a rule naming an undeclared permission stops the server at its file:line:col', async () => {
    const text = sample.replace(
      'permission: delete:system\n      description: Envelope deletes',
      'permission: delete:everything\n      description: Envelope deletes',
    );
    expect(text).not.toBe(sample);
    const configDir = configWith('unknown-permission', text);
    const line = lineOf(text, 'delete:everything');
    const error = await createMockServer({ configDir, dataDir: join(work, 'data1'), quiet: true }).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(MockConfigError);
    expect(error.message).toMatch(new RegExp(`permissions\\.yaml:${line}:\\d+: error`));
  });

  it('#12.7 a YAML tag, a type error or a syntax error is reported at its line, never read unchecked', async () => {
    const broken = [
      sample.replace('  rules:\n', '  rules: !!binary aGVsbG8=\n  rulez:\n'),
      sample.replace('    - POST /login\n', '    - POST /login\n    - 42\n'),
      sample.replace('    - POST /login\n', '    - [POST /login\n'),
    ];
    for (const [i, text] of broken.entries()) {
      const configDir = configWith(`broken-${i}`, text);
      const error = await createMockServer({
        configDir,
        dataDir: join(work, `data-b${i}`),
        quiet: true,
      }).catch((e) => e);
      expect(error, `case ${i}`).toBeInstanceOf(MockConfigError);
      expect(error.message, `case ${i}`).toMatch(/permissions\.yaml:\d+:\d+: error/);
    }
  });

  it('#12.7 `jimu serve` with a broken permissions.yaml prints file:line:col and exits 1', async () => {
    const cwd = join(work, 'serve');
    const configDir = configWith(
      'serve',
      sample.replace(
        'permission: read:system\n      description: Signing out',
        'permission: 7\n      description: Signing out',
      ),
    );
    expect(configDir).toBe(join(cwd, 'config'));
    mkdirSync(join(cwd, 'dist'));
    writeFileSync(join(cwd, 'dist', 'index.html'), '<!doctype html>');
    copyFileSync('mock-db.json', join(cwd, 'mock-db.json'));
    cpSync('config/i18n', join(cwd, 'config', 'i18n'), { recursive: true });
    const result = await runCli(['serve', '--port', '0'], cwd);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/config\/permissions\.yaml:\d+:\d+: error/);
    // Runs `jimu serve` in a child process, which loads and validates the config before it exits: 4 s on a
    // loaded 2-core machine.
  }, 60_000);
});
