import { hashText, readProjectFile, writeProjectFiles } from './projectFiles';

/** A file as the screen received it from render, possibly merged by hand. */
export interface ApplyFile {
  path: string;
  mode: 'replace' | 'merge-yaml' | 'merge-json';
  content: string;
  /**
   * Hash of the whole project file the screen was built from; null when it did not exist. A file
   * sent without one matches no file on disk, so it is a conflict.
   */
  baseHash?: string | null;
  /** From render: the page file was edited by hand since it was generated. */
  conflict?: boolean;
}

/** keep mine (skip the file), take generated, or merged by hand (content is the merge). */
export type Resolution = 'mine' | 'generated' | 'merged';

/** Why apply refused: files changed since render, or conflicts without a choice (answered 409). */
export class ApplyConflict extends Error {
  constructor(readonly files: { path: string; reason: string }[]) {
    super(`conflict: ${files.map((f) => `${f.path} (${f.reason})`).join(', ')}`);
  }
}

/** The text a file gets on disk: merge-json puts the fragment's collection into mock-db.json. */
export function finalText(root: string, file: ApplyFile): string {
  if (file.mode !== 'merge-json') return file.content;
  const current = readProjectFile(root, file.path);
  const db = current === undefined ? {} : (JSON.parse(current) as Record<string, unknown>);
  Object.assign(db, JSON.parse(file.content) as Record<string, unknown>);
  return `${JSON.stringify(db, null, 2)}\n`;
}

/**
 * The files of a download as they would be on disk after apply (a merge-json fragment becomes the
 * whole merged file), each with the project's current text, so `changes.patch` applies with
 * `git apply` and the copied files are complete.
 *
 * @example
 * zipFiles(zipEntriesOf(root, changed), 'orders');
 */
export function zipEntriesOf(
  root: string,
  files: readonly ApplyFile[],
): { path: string; content: string; before: string | null }[] {
  return files.map((file) => ({
    path: file.path,
    content: finalText(root, file),
    before: readProjectFile(root, file.path) ?? null,
  }));
}

/**
 * The checks of "apply to project files" before anything is written: each target's hash
 * must still be the one the screen was built from, and every conflict needs a resolution.
 * Answers the project-relative texts to write (files resolved 'mine' are left out).
 *
 * @example
 * const texts = planApply(root, files, { 'config/pages/orders.yaml': 'generated' });
 */
export function planApply(
  root: string,
  files: readonly ApplyFile[],
  resolutions: Record<string, Resolution>,
): Record<string, string> {
  const problems: { path: string; reason: string }[] = [];
  const texts: Record<string, string> = {};
  for (const file of files) {
    const current = readProjectFile(root, file.path);
    const hash = current === undefined ? null : hashText(current);
    if (hash !== file.baseHash)
      problems.push({ path: file.path, reason: 'changed since the preview was built' });
    const resolution = resolutions[file.path];
    if (file.conflict && resolution === undefined)
      problems.push({ path: file.path, reason: 'edited by hand: choose mine, generated or merged' });
    if (resolution === 'mine') continue;
    texts[file.path] = finalText(root, file);
  }
  if (problems.length > 0) throw new ApplyConflict(problems);
  return texts;
}

/** Writes a planned apply atomically, file by file (write-file-atomic). */
export const writePlanned = (root: string, texts: Record<string, string>) => writeProjectFiles(root, texts);
