/** The languages the runtime ships texts for: Chinese first, English one click away. */
export type Language = 'zh' | 'en';

/** Every language the runtime ships, the default first. */
export const LANGUAGES: readonly Language[] = ['zh', 'en'];

/** Whether a string names one of the languages the runtime ships. */
export const isLanguage = (value: string): value is Language =>
  LANGUAGES.some((language) => language === value);

/**
 * The runtime language a language tag stands for: English for any `en…` tag, Chinese (the
 * default) for anything else, so an unknown tag still shows texts.
 *
 * @example languageOf('en-GB'); // 'en'
 */
export function languageOf(tag: string | undefined): Language {
  return tag?.toLowerCase().startsWith('en') ? 'en' : 'zh';
}

/**
 * Looks a text up by its i18n key and fills its `{{name}}` variables: i18next's `t` (or a
 * `getFixedT(language)`) is one. Texts of the runtime's helpers come through this, so their
 * words live in the i18n resources, not in the helpers.
 *
 * @example relativeTime(date, now, i18n.t);
 */
export type Translate = (key: string, values?: Record<string, unknown>) => string;
