import { existsSync, readFileSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The file a writer of several config files keeps in the config folder while it writes them:
 * `jimu dev` does not rebuild while it is there (its writer still running), so it never builds
 * from some of the files new and the others old.
 */
export const WRITING_MARK = '.jimu-writing';

/** The pid the mark names is a running process (a mark left by a stopped writer holds nothing). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * true while another command writes several files of the config folder together.
 *
 * @example if (isBeingWritten('config')) return; // the mark's removal is a change of its own
 */
export function isBeingWritten(configDir: string): boolean {
  const mark = path.join(configDir, WRITING_MARK);
  if (!existsSync(mark)) return false;
  try {
    const pid = Number(readFileSync(mark, 'utf8'));
    return Number.isInteger(pid) && pid > 0 && alive(pid);
  } catch {
    return false;
  }
}

/**
 * Writes files of a config folder as one change: each is written whole to a temporary file beside
 * it (whose name no config loader reads), then all are renamed over their files in the given
 * order, while the folder carries {@link WRITING_MARK}. A reader sees each file old or new, never
 * half written, and `jimu dev` rebuilds once, from all of them. Nothing is renamed when a write
 * fails; the temporary files are removed either way.
 *
 * @example await writeTogether('config', [{ file: 'config/i18n/zh.yaml', text }, { file: 'config/routes.yaml', text: routes }]);
 */
export async function writeTogether(
  configDir: string,
  writes: { file: string; text: string }[],
): Promise<void> {
  const mark = path.join(configDir, WRITING_MARK);
  const temporary = writes.map(({ file }) =>
    path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`),
  );
  await writeFile(mark, String(process.pid));
  try {
    await Promise.all(writes.map(({ text }, i) => writeFile(temporary[i], text)));
    for (const [i, { file }] of writes.entries()) await rename(temporary[i], file);
  } finally {
    await Promise.all(temporary.map((file) => rm(file, { force: true })));
    await rm(mark, { force: true });
  }
}
