// Test support for units that take a `t` (not part of the runtime's public surface).
import type { i18n as I18n } from 'i18next';
import type { Language, Translate } from '../lib/language';
import { createI18n } from './createI18n';
import { formMessages } from './formMessages';

let shared: Promise<I18n> | undefined;

/**
 * The runtime's own i18n resources in both languages, as the console registers them (the form
 * strings with them), with a
 * translator fixed to each: the strings a unit test expects are the ones a person reads.
 *
 * @example const { zh, en } = await runtimeTranslators(); relativeTime(date, now, en);
 */
export async function runtimeTranslators(): Promise<Record<Language, Translate> & { i18n: I18n }> {
  shared ??= createI18n({ config: {}, language: 'zh', extra: [formMessages] }).then(async (i18n) => {
    await i18n.loadLanguages('en');
    return i18n;
  });
  const i18n = await shared;
  const fixed = (language: string): Translate => {
    const t = i18n.getFixedT(language);
    return (key, values) => t(key, values);
  };
  return { i18n, zh: fixed('zh'), en: fixed('en') };
}
