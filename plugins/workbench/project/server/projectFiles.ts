import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { fieldRefusal } from '../../../../server/http/envelope';
import type { ProjectFiles } from './projectTemplates';

/** sha-256 of a file's text, the hash apply compares against (conflict detection). */
export const hashText = (text: string): string => createHash('sha256').update(text).digest('hex');

/**
 * Resolves a project-relative path (`config/pages/x.yaml`, `mock-db.json`) inside `root`, refusing
 * anything that would leave it (`..`, absolute paths) or name a file a project does not have
 * (400 naming `path`).
 *
 * @example
 * projectPath('/p', 'config/pages/orders.yaml'); // '/p/config/pages/orders.yaml'
 */
export function projectPath(root: string, file: string): string {
  if (!/^(config\/[A-Za-z0-9_./-]+\.(ya?ml|json|svg)|mock-db\.json)$/.test(file) || file.includes('..')) {
    throw fieldRefusal({ path: `'${file}' 不是项目文件（config/ 下的 .yaml/.json/.svg 或 mock-db.json）` });
  }
  const full = resolve(root, file);
  if (!full.startsWith(resolve(root) + sep)) throw fieldRefusal({ path: `'${file}' 在项目文件夹之外` });
  return full;
}

/** Every file of a project's config/ folder, by project-relative path, sorted. */
export function listProjectFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir).sort()) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.(ya?ml|json|svg)$/.test(name)) out.push(relative(root, full).split(sep).join('/'));
    }
  };
  walk(join(root, 'config'));
  return out;
}

/** The text of a project file, or undefined when it does not exist. */
export function readProjectFile(root: string, file: string): string | undefined {
  const full = projectPath(root, file);
  return existsSync(full) ? readFileSync(full, 'utf8') : undefined;
}

/** Writes files atomically (temp file + rename): a crash leaves the old or the new text, whole. */
export async function writeProjectFiles(root: string, files: ProjectFiles): Promise<string[]> {
  const full = Object.keys(files).map((file) => [file, projectPath(root, file)] as const);
  for (const [file, path] of full) {
    mkdirSync(dirname(path), { recursive: true });
    await writeFileAtomic(path, files[file] as string);
  }
  return full.map(([file]) => file);
}
