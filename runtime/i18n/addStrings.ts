import type { i18n as I18n } from 'i18next';

/** String tables per language (`{ zh: { jimu: { … } }, en: … }`). */
export type StringTables = Readonly<Record<string, object>>;

/**
 * Registers string tables with the running i18n instance, the one way the runtime adds strings
 * after start: the console half's (config pages, shell, plugins) when it loads, a plugin's screen
 * strings as its first screen loads, a lazily loaded part's as its code arrives — always before
 * what shows them renders, never while rendering. Deep and without overwriting, so a config table
 * may re-word any of them.
 *
 * @example addStrings(i18n, { zh: { jimu: { theme: { title: '主题' } } }, en: { … } });
 */
export function addStrings(i18n: I18n, tables: StringTables): void {
  for (const [language, table] of Object.entries(tables))
    i18n.addResourceBundle(language, 'translation', table, true, false);
}
