import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { applyPatch, parsePatch } from 'diff';
import { strFromU8 } from 'fflate';
import { expect } from 'vitest';

/**
 * A workbench download's `changes.patch`, applied to the project folder as it is, gives exactly
 * the files the archive holds (what `git apply changes.patch` would do).
 */
export function expectPatchApplies(root: string, entries: Record<string, Uint8Array>): void {
  for (const patch of parsePatch(strFromU8(entries['changes.patch'] as Uint8Array))) {
    const path = (patch.newFileName as string).replace(/^b\//, '');
    let current = '';
    try {
      current = readFileSync(join(root, path), 'utf8');
    } catch {}
    expect(applyPatch(current, patch), path).toBe(strFromU8(entries[path] as Uint8Array));
  }
}
