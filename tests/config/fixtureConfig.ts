import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const fixturesDir = fileURLToPath(new URL('../fixtures/', import.meta.url));
export const validMinDir = path.join(fixturesDir, 'valid-min');
export const brokenDir = path.join(fixturesDir, 'broken');

/** Names of the broken-config cases, in order. */
export function brokenCases(): string[] {
  return readdirSync(brokenDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/**
 * A fresh temporary copy of tests/fixtures/valid-min (config/ and plugins/), with a broken case's
 * overlay applied when one is named: its files replace or add to the base, and each line of its
 * remove.txt deletes a base file. The caller removes the directory with `dispose`.
 *
 * @example
 * const root = materialise('13-unknown-page');
 * await loadAndValidate(path.join(root, 'config'));
 */
export function materialise(caseName?: string): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'jimu-config-'));
  cpSync(validMinDir, root, { recursive: true });
  if (!caseName) return root;
  const caseDir = path.join(brokenDir, caseName);
  const removeList = path.join(caseDir, 'remove.txt');
  if (existsSync(removeList)) {
    for (const rel of readFileSync(removeList, 'utf8').split('\n').filter(Boolean))
      rmSync(path.join(root, rel));
  }
  for (const top of ['config', 'plugins']) {
    if (existsSync(path.join(caseDir, top)))
      cpSync(path.join(caseDir, top), path.join(root, top), { recursive: true });
  }
  return root;
}

export function dispose(root: string): void {
  rmSync(root, { recursive: true, force: true });
}
