import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';

/** A nested string table. */
export interface MessageTable {
  [key: string]: string | MessageTable;
}

/** The same keys as `T`, any wording: what the English table must look like. */
export type SameKeys<T> = { [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };

/** One screen's strings, served as `showcase.<screen>.*` once its chunk has loaded. */
export interface ShowcaseMessages {
  screen: string;
  zh: MessageTable;
  en: MessageTable;
}

/**
 * Declares a screen's strings in zh and en; the English table must have exactly the Chinese
 * table's keys (a type error otherwise). They live in the screen's own chunk, not in the console
 * bundle, so the login and home screens never download the showcase's words.
 *
 * @example
 * export const messages = defineShowcaseMessages('echarts', { refresh: '刷新数据' }, { refresh: 'Refresh data' });
 * // t('showcase.echarts.refresh')
 */
export function defineShowcaseMessages<T extends MessageTable>(
  screen: string,
  zh: T,
  en: SameKeys<T>,
): ShowcaseMessages {
  return { screen, zh, en: en as MessageTable };
}

const registered = new WeakMap<I18n, Set<string>>();

/** Adds `messages` to `i18n` under `showcase.<screen>` (once per instance; config tables may re-word them). */
export function addShowcaseMessages(i18n: I18n, messages: ShowcaseMessages): void {
  const done = registered.get(i18n) ?? new Set<string>();
  registered.set(i18n, done);
  if (done.has(messages.screen)) return;
  done.add(messages.screen);
  for (const language of ['zh', 'en'] as const) {
    const table = { showcase: { [messages.screen]: messages[language] } };
    i18n.addResourceBundle(language, 'translation', table, true, false);
  }
}

/**
 * `useTranslation()` with the screen's strings registered first, so the screen's own render can
 * already use `t('showcase.<screen>.…')`.
 *
 * @example const { t } = useShowcaseMessages(messages);
 */
export function useShowcaseMessages(messages: ShowcaseMessages) {
  const translation = useTranslation();
  addShowcaseMessages(translation.i18n, messages);
  return translation;
}
