import i18next, { type BackendModule, type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isRecord } from '../lib/isRecord';
import { isLanguage, LANGUAGES, type Language } from '../lib/language';
import { runtimeMessagesZh } from './runtimeMessagesZh';

type Table = Record<string, unknown>;

/** Deep merge of string tables: later tables win, nested maps merge. */
export function mergeTables(...tables: (Table | undefined)[]): Table {
  const out: Table = {};
  for (const table of tables) {
    if (!table) continue;
    for (const [key, value] of Object.entries(table)) {
      const current = out[key];
      out[key] = isRecord(value) && isRecord(current) ? mergeTables(current, value) : value;
    }
  }
  return out;
}

export interface I18nSources {
  /** config/i18n tables from the manifest. */
  config: Record<string, Table>;
  /** Extra tables (machine messages, plugins' locales), per language. */
  extra?: Record<string, Table>[];
  language: Language;
}

/**
 * The namespace that holds the runtime's own strings. Keys are looked up in `translation` (config,
 * plugins) first and here second, so a config table re-words any runtime string by defining its key.
 */
export const RUNTIME_NS = 'runtime';

/** The runtime strings of each language: Chinese comes with the first screen, the rest on first use. */
const RUNTIME_TABLES: Record<Language, () => Promise<Table>> = {
  zh: async () => runtimeMessagesZh,
  en: () => import('./runtimeMessagesEn').then((m) => m.runtimeMessagesEn),
};

/**
 * i18next's own way to load a language when it is first needed (`changeLanguage`,
 * `loadLanguages`): the runtime namespace of a language not bundled is read here, once.
 */
const runtimeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = namespace === RUNTIME_NS && isLanguage(language) ? RUNTIME_TABLES[language] : undefined;
    if (!load) return callback(null, {});
    load().then(
      (table) => callback(null, table),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * Starts a fresh i18next instance holding the runtime's strings, the config's tables and any extra
 * tables, in zh and en: the strings the first screen needs. Those only the signed-in console uses
 * (the shell's, the forms', the list pages') come with it (runtime/app/consoleParts.ts). Helpers
 * that show text (relative times, http errors, the form theme) take a `t` and find their words here.
 * Config strings are keys resolved here; a missing key shows the key itself (validation at build
 * time makes that impossible for config keys).
 *
 * @example const i18n = await createI18n({ config: manifest.i18n, language: 'zh' }); i18n.t('route.home')
 */
export async function createI18n(sources: I18nSources): Promise<I18n> {
  const instance = i18next.createInstance();
  const translation = (lang: Language) =>
    mergeTables(...(sources.extra ?? []).map((e) => e[lang]), sources.config[lang]);
  // Each language's config tables from the start; of the runtime's, only the bundled Chinese.
  const resources: Resource = Object.fromEntries(
    LANGUAGES.map((lang) => [lang, { translation: translation(lang) }]),
  );
  resources.zh[RUNTIME_NS] = runtimeMessagesZh;
  await instance
    .use(runtimeBackend)
    .use(initReactI18next)
    .init({
      resources,
      partialBundledLanguages: true,
      ns: ['translation', RUNTIME_NS],
      defaultNS: 'translation',
      fallbackNS: RUNTIME_NS,
      lng: sources.language,
      fallbackLng: 'zh',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  return instance;
}
