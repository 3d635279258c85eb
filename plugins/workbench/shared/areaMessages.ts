import type { i18n as I18n } from 'i18next';
import { useWorkbenchMessages } from './messages';

type Table = { [key: string]: string | Table };
/** The English table must have the Chinese table's keys (a type error otherwise). */
export type SameKeys<T> = { [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };

const added = new WeakMap<I18n, Set<string>>();

/**
 * The workbench strings plus one area's own table, registered under `workbench.<area>` in zh and
 * en the first time a screen of the area renders. Each area keeps its strings beside its screens,
 * so areas do not share one file.
 *
 * @example
 * const { t } = useAreaMessages('board', { zh, en }); t('workbench.board.title');
 */
export function useAreaMessages<T extends object>(area: string, tables: { zh: T; en: SameKeys<T> }) {
  const translation = useWorkbenchMessages();
  const { i18n } = translation;
  const areas = added.get(i18n) ?? new Set<string>();
  if (!areas.has(area)) {
    areas.add(area);
    added.set(i18n, areas);
    i18n.addResourceBundle('zh', 'translation', { workbench: { [area]: tables.zh as Table } }, true, false);
    i18n.addResourceBundle('en', 'translation', { workbench: { [area]: tables.en as Table } }, true, false);
  }
  return translation;
}
