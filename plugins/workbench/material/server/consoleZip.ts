import { createTwoFilesPatch } from 'diff';
import { strToU8, zipSync } from 'fflate';
import { listProjectFiles, readProjectFile } from '../../project/server/projectFiles';

/**
 * The frontend generator's download: the whole console folder of the project with the
 * assembled files in place — so `jimu build config` works on the unpacked archive as it is — plus
 * `changes.patch` (what changed against the project) and an APPLY.md. Deterministic: fixed
 * timestamps, sorted entries.
 *
 * @example
 * const bytes = consoleZip(root, { 'config/routes.yaml': text }, 'ORDERS');
 */
export function consoleZip(root: string, texts: Record<string, string>, code: string): Uint8Array {
  const paths = [...new Set([...listProjectFiles(root), ...Object.keys(texts)])].sort();
  if (readProjectFile(root, 'mock-db.json') !== undefined && !paths.includes('mock-db.json'))
    paths.push('mock-db.json');
  const mtime = new Date('2025-01-01T00:00:00Z');
  const files: Record<string, [Uint8Array, { mtime: Date }]> = {};
  let patch = '';
  for (const path of paths) {
    const before = readProjectFile(root, path);
    const after = texts[path] ?? before ?? '';
    files[path] = [strToU8(after), { mtime }];
    if (before !== after) patch += createTwoFilesPatch(`a/${path}`, `b/${path}`, before ?? '', after, '', '');
  }
  const changed = Object.keys(texts).filter((p) => readProjectFile(root, p) !== texts[p]);
  const apply = [
    `# Console ${code}`,
    '',
    'The whole console folder, assembled by the Jimu frontend generator. Build or run it as it is:',
    '',
    '    jimu validate config && jimu build config --out dist',
    '',
    'or apply only the changes to your copy with `git apply changes.patch`. Changed files:',
    '',
    ...(changed.length > 0 ? changed.map((p) => `- ${p}`) : ['- (none)']),
    '',
  ].join('\n');
  files['APPLY.md'] = [strToU8(apply), { mtime }];
  files['changes.patch'] = [strToU8(patch), { mtime }];
  return zipSync(files, { level: 6 });
}
