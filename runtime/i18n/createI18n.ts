import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { runtimeMessagesZh } from './runtimeMessagesZh';

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
          lang === 'zh' ? (runtimeMessagesZh as unknown as Table) : undefined,
          ...(sources.extra ?? []).map((e) => e[lang]),
          sources.config[lang],
        ),
      },
    ]),
  );
  await instance.use(initReactI18next).init({
    resources,
    lng: 'zh',
    fallbackLng: 'zh',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  // Every change of language first loads that language's runtime strings (once).
  const change = instance.changeLanguage.bind(instance);
  instance.changeLanguage = async (language, callback) => {
    if (language) await loadRuntimeMessages(instance, language);
    return change(language, callback);
  };
  if (sources.language !== 'zh') await instance.changeLanguage(sources.language);
  return instance;
}

/** Runtime string tables that are not bundled with the first screen, by language. */
const LAZY_MESSAGES: Record<string, () => Promise<Table>> = {
  en: () => import('./runtimeMessagesEn').then((m) => m.runtimeMessagesEn as unknown as Table),
};

/**
 * Adds a language's runtime strings to `instance` unless they are there: under the strings that
 * came from config and plugins (deep, not overwriting), so a config's re-wording still wins.
 */
async function loadRuntimeMessages(instance: I18n, language: string): Promise<void> {
  const load = LAZY_MESSAGES[language];
  const done = loaded.get(instance) ?? new Set<string>();
  loaded.set(instance, done);
  if (!load || done.has(language)) return;
  instance.addResourceBundle(language, 'translation', await load(), true, false);
  done.add(language);
}

/** The languages whose runtime strings each instance holds. */
const loaded = new WeakMap<I18n, Set<string>>();
