import path from 'node:path';
import type { CheckContext } from './checkContext';
import { entriesOf, isRecord, stringOf } from './guards';
import { parsePointer } from './jsonPointer';
import type { SourceDocument } from './sourceDocument';

/**
 * Strings are i18n keys that must exist in every language (docs/config.md "Strings"): each use of a
 * key the schemas mark `x-i18n` gets one error per language file that lacks it, located at the use;
 * and every language must define the same keys (an error at each key another language lacks).
 *
 * @example
 * checkI18n(ctx); // "i18n key 'route.users' is missing from config/i18n/en.yaml"
 */
export function checkI18n(ctx: CheckContext): void {
  const tables = [...ctx.files.i18n].map(([language, doc]) => ({
    language,
    doc,
    name: `i18n/${path.basename(doc.file)}`,
    keys: flatten(doc.data),
  }));
  for (const use of ctx.annotations) {
    if (use.kind !== 'i18n') continue;
    for (const table of tables) {
      if (table.keys.has(use.value)) continue;
      const message = `i18n key '${use.value}' is missing from ${table.name}`;
      use.doc.reportAt(parsePointer(use.pointer), 'value', 'i18n-missing', message);
    }
  }
  for (const table of tables) {
    for (const [key, path] of table.keys) {
      const lacking = tables.filter((other) => other !== table && !other.keys.has(key));
      if (lacking.length === 0) continue;
      const where = lacking.map((other) => other.name).join(', ');
      table.doc.reportAt(path, 'key', 'i18n-mismatch', `i18n key '${key}' is not defined in ${where}`);
    }
  }
  checkDefaultLanguage(ctx);
}

/** Dot path of every string leaf → its path in the table. */
function flatten(data: unknown): Map<string, string[]> {
  const keys = new Map<string, string[]>();
  const visit = (value: unknown, path: string[]): void => {
    for (const [key, child] of entriesOf(value)) {
      const next = [...path, key];
      if (typeof child === 'string') keys.set(next.join('.'), next);
      else if (isRecord(child)) visit(child, next);
    }
  };
  visit(data, []);
  return keys;
}

function checkDefaultLanguage(ctx: CheckContext): void {
  const app: SourceDocument | undefined = ctx.files.app;
  const language = isRecord(app?.data) ? stringOf(app.data.defaultLanguage) : undefined;
  if (!app || language === undefined || ctx.files.i18n.size === 0 || ctx.files.i18n.has(language)) return;
  const message = `defaultLanguage '${language}' has no string table config/i18n/${language}.yaml`;
  app.reportAt(['defaultLanguage'], 'value', 'unknown-language', message);
}
