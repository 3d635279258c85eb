import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { readProjectFile } from '../../project/server/projectFiles';
import type { WorkbenchDiagnostic } from '../../project/server/validateProject';

/** One string a language lacks: the key, the language, what the others say, where it is used. */
export interface I18nGap {
  key: string;
  language: string;
  known: Record<string, string>;
  where?: string;
}

const USE = /^i18n key '(.+)' is missing from i18n\/(\w[\w-]*)\.ya?ml$/;
const DEFINED = /^i18n key '(.+)' is not defined in (.+)$/;

const lookup = (table: unknown, key: string): string | undefined => {
  let node = table;
  for (const part of key.split('.'))
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? node : undefined;
};

/** The string tables of a project by language (config/i18n/<language>.yaml). */
export function stringTables(root: string): Record<string, unknown> {
  const dir = join(root, 'config', 'i18n');
  const tables: Record<string, unknown> = {};
  for (const file of readdirSync(dir)) {
    const m = /^(.+)\.ya?ml$/.exec(file);
    if (!m) continue;
    try {
      tables[m[1]] = parse(readProjectFile(root, `config/i18n/${file}`) ?? '') ?? {};
    } catch {
      tables[m[1]] = {};
    }
  }
  return tables;
}

/**
 * The i18n checker: the validation service's own i18n diagnostics (`i18n-missing`: a key
 * the config uses that a language lacks; `i18n-mismatch`: a key one table has and another not)
 * as one row per key and language, with what the other languages say.
 *
 * @example
 * i18nGaps(diagnostics, tables); // [{ key: 'page.orders', language: 'en', known: { zh: '订单' }, where: 'config/pages/orders.yaml:2:8' }]
 */
export function i18nGaps(
  diagnostics: readonly WorkbenchDiagnostic[],
  tables: Record<string, unknown>,
): I18nGap[] {
  const gaps = new Map<string, I18nGap>();
  const add = (key: string, language: string, where?: string) => {
    const id = `${language}\u0000${key}`;
    if (gaps.has(id)) return;
    const known: Record<string, string> = {};
    for (const [lang, table] of Object.entries(tables)) {
      const text = lookup(table, key);
      if (lang !== language && text !== undefined) known[lang] = text;
    }
    gaps.set(id, { key, language, known, ...(where ? { where } : {}) });
  };
  for (const d of diagnostics) {
    if (d.code === 'i18n-missing') {
      const m = USE.exec(d.message);
      if (m) add(m[1], m[2], `${d.path}:${d.line}:${d.col}`);
    } else if (d.code === 'i18n-mismatch') {
      const m = DEFINED.exec(d.message);
      if (!m) continue;
      for (const file of m[2].split(', ')) {
        const lang = /i18n\/(.+)\.ya?ml$/.exec(file)?.[1];
        if (lang) add(m[1], lang);
      }
    }
  }
  return [...gaps.values()].sort(
    (a, b) => a.key.localeCompare(b.key) || a.language.localeCompare(b.language),
  );
}

/** `{ 'page.orders.title': '订单' }` → `{ page: { orders: { title: '订单' } } }` for mergeStrings. */
export function nestKeys(flat: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, text] of Object.entries(flat)) {
    const parts = key.split('.');
    let node = out;
    for (const part of parts.slice(0, -1)) {
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    }
    node[parts[parts.length - 1]] = text;
  }
  return out;
}
