/** A nested string table. */
export interface MessageTable {
  [key: string]: string | MessageTable;
}

/** The same keys as `T`, any wording: what the English table must look like. */
export type SameKeys<T> = { [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };

/** One screen's strings, served as `showcase.<screen>.*` (the plugin's screen strings, locales.ts). */
export interface ShowcaseMessages {
  screen: string;
  zh: MessageTable;
  en: MessageTable;
}

/**
 * Declares a screen's strings in zh and en; the English table must have exactly the Chinese
 * table's keys (a type error otherwise). plugins/showcase/locales.ts lists every screen's: they
 * are the plugin's `screenLocales`, which the runtime loads with the first showcase screen (not
 * with the console, so the login and home screens never download the showcase's words) and
 * registers before it renders; a screen reads them with `useTranslation()`.
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
