import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { runtimeMessages } from './runtimeMessages';

export type Language = 'zh' | 'en';
export const LANGUAGES: readonly Language[] = ['zh', 'en'];

type Table = Record<string, unknown>;

/** Deep merge of string tables: later tables win, nested maps merge. */
export function mergeTables(...tables: (Table | undefined)[]): Table {
  const out: Table = {};
  for (const table of tables) {
    if (!table) continue;
    for (const [key, value] of Object.entries(table)) {
      const current = out[key];
      out[key] =
        value && typeof value === 'object' && !Array.isArray(value) && current && typeof current === 'object'
          ? mergeTables(current as Table, value as Table)
          : value;
    }
  }
  return out;
}

export interface I18nSources {
  /** config/i18n tables from the manifest. */
  config: Record<string, Table>;
  /** Extra runtime tables (machine and http messages), per language. */
  extra?: Record<string, Table>[];
  language: Language;
}

/**
 * Starts a fresh i18next instance holding the runtime's strings, the config's tables and any extra
 * tables, in zh and en. Config strings are keys resolved here; a missing key shows the key itself
 * (validation at build time makes that impossible for config keys).
 *
 * @example const i18n = await createI18n({ config: manifest.i18n, language: 'zh' }); i18n.t('route.home')
 */
export async function createI18n(sources: I18nSources): Promise<I18n> {
  const instance = i18next.createInstance();
  const resources = Object.fromEntries(
    LANGUAGES.map((lang) => [
      lang,
      {
        translation: mergeTables(
          runtimeMessages[lang] as unknown as Table,
          ...(sources.extra ?? []).map((e) => e[lang]),
          sources.config[lang],
        ),
      },
    ]),
  );
  await instance.use(initReactI18next).init({
    resources,
    lng: sources.language,
    fallbackLng: 'zh',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
