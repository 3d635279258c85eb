import { createTwoFilesPatch } from 'diff';
import { strToU8, zipSync } from 'fflate';

/** A file for the download: its whole new text, with the project's current text for the patch. */
export interface ZipEntry {
  path: string;
  content: string;
  before: string | null;
}

/**
 * The code preview's download: the changed files, an APPLY.md that says how to put them in place, and
 * a unified `changes.patch` of all of them. Deterministic: fixed timestamps, sorted entries.
 *
 * @example
 * const bytes = zipFiles(files, 'orders'); // Uint8Array of a .zip
 */
export function zipFiles(entries: readonly ZipEntry[], title: string): Uint8Array {
  const sorted = [...entries].sort((a, b) => a.path.localeCompare(b.path));
  const patch = sorted
    .map((e) =>
      createTwoFilesPatch(`a/${e.path}`, `b/${e.path}`, e.before ?? '', e.content, '', '', { context: 3 }),
    )
    .join('');
  const apply = [
    `# Apply ${title}`,
    '',
    'Copy the files of this archive over the project folder (paths are relative to it), or apply',
    '`changes.patch` with `git apply changes.patch`. Then run `jimu validate` and `jimu dev`.',
    '',
    ...sorted.map((e) => `- ${e.path}${e.before === null ? ' (new)' : ''}`),
    '',
  ].join('\n');
  const mtime = new Date('2025-01-01T00:00:00Z');
  const files: Record<string, [Uint8Array, { mtime: Date }]> = {};
  for (const e of sorted) files[e.path] = [strToU8(e.content), { mtime }];
  files['APPLY.md'] = [strToU8(apply), { mtime }];
  files['changes.patch'] = [strToU8(patch), { mtime }];
  return zipSync(files, { level: 6 });
}
