/** A nested string table. */
export interface MessageTable {
  [key: string]: string | MessageTable;
}

/** The English table must have the Chinese table's keys (a type error otherwise). */
export type SameKeys<T> = { [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };

/**
 * One area's strings in zh and en, the English table with exactly the Chinese table's keys. Listed
 * in the plugin's locales (plugins/workbench/locales.ts), they are served as `workbench.<area>.*`,
 * registered by the runtime when the console loads; a screen reads them with `useTranslation()`.
 *
 * @example
 * export const boardMessages = areaMessages({ title: '看板' }, { title: 'Board' });
 * // locales.ts: board: boardMessages → t('workbench.board.title')
 */
export function areaMessages<T extends object>(zh: T, en: SameKeys<T>): { zh: T; en: SameKeys<T> } {
  return { zh, en };
}
