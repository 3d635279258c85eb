import { diffLines } from 'diff';
import { hashText, readProjectFile } from '../../project/server/projectFiles';
import { validateProject, type WorkbenchDiagnostic } from '../../project/server/validateProject';
import { mergeStrings } from '../../server/yamlMerge';
import type { GeneratedFile } from './generateFiles';

/** Lines added and removed between two texts (the badge's +n −m). */
export const countLines = (before: string, after: string) => {
  let added = 0;
  let removed = 0;
  for (const part of diffLines(before, after)) {
    if (part.added) added += part.count ?? 0;
    if (part.removed) removed += part.count ?? 0;
  }
  return { added, removed };
};

/**
 * The project's files a screen wants to write (project-relative path → whole new text), each with
 * its badge against the file on disk — new, changed (+n −m) or unchanged — and the hash apply
 * compares (`POST /workbench/apply` refuses with 409 when the file changed meanwhile).
 *
 * @example
 * planFiles(root, { 'config/routes.yaml': text }); // [{ path, status: 'changed', stats, baseHash, … }]
 */
export function planFiles(root: string, texts: Record<string, string>): GeneratedFile[] {
  return Object.entries(texts).map(([path, content]) => {
    const before = readProjectFile(root, path) ?? null;
    return {
      path,
      mode: 'replace',
      content,
      before,
      existed: before !== null,
      status: before === null ? 'new' : before === content ? 'unchanged' : 'changed',
      stats: countLines(before ?? '', content),
      baseHash: before === null ? null : hashText(before),
    };
  });
}

/** A readable default for a key nobody translated yet: `page.articles.title` → `Articles`. */
export function defaultText(key: string): string {
  const parts = key.split('.');
  let last = parts.at(-1) ?? key;
  if (last === 'title' && parts.length > 2) last = parts.at(-2) ?? last;
  const words = last.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const MISSING = /^i18n key '([^']+)' is missing from/;

/**
 * Validates a project with the given files and, when the new files use i18n keys the project
 * does not define yet, adds each to every language with a readable default (the preview lists
 * them as to translate), then validates again. Answers the files with the
 * string tables added and the diagnostics of the final check.
 *
 * @example
 * const { texts, diagnostics, added } = await withStrings(root, { 'config/pages/x.yaml': page }, plugins);
 */
export async function withStrings(
  root: string,
  texts: Record<string, string>,
  pluginsDir: string,
): Promise<{ texts: Record<string, string>; diagnostics: WorkbenchDiagnostic[]; added: string[] }> {
  const configTexts = () =>
    Object.fromEntries(Object.entries(texts).filter(([p]) => p.startsWith('config/')));
  let diagnostics = await validateProject(root, configTexts(), pluginsDir);
  const keys = new Set<string>();
  for (const d of diagnostics) {
    const key = MISSING.exec(d.message)?.[1];
    if (key && d.code === 'i18n-missing' && !d.path.startsWith('config/i18n/')) keys.add(key);
  }
  if (keys.size === 0) return { texts, diagnostics, added: [] };
  const next = { ...texts };
  for (const lang of ['zh', 'en']) {
    const path = `config/i18n/${lang}.yaml`;
    const text = next[path] ?? readProjectFile(root, path);
    if (text === undefined) continue;
    const strings: Record<string, unknown> = {};
    for (const key of keys) setPath(strings, key.split('.'), defaultText(key));
    next[path] = mergeStrings(text, strings);
  }
  diagnostics = await validateProject(
    root,
    Object.fromEntries(Object.entries(next).filter(([p]) => p.startsWith('config/'))),
    pluginsDir,
  );
  return { texts: next, diagnostics, added: [...keys].sort() };
}

/** Sets a string at a key path in nested tables, creating the tables on the way. */
export function setPath(target: Record<string, unknown>, path: string[], value: string): void {
  let node = target;
  for (const part of path.slice(0, -1)) {
    if (typeof node[part] !== 'object' || node[part] === null) node[part] = {};
    node = node[part] as Record<string, unknown>;
  }
  node[path.at(-1) as string] = value;
}
