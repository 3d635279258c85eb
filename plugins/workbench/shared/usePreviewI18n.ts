import type { i18n as I18n } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../../runtime/lib';

/** A previewed document's own strings, per language, as nested tables (`{ page: { orders: … } }`). */
export type PreviewStrings = Record<'zh' | 'en', Record<string, unknown>>;

/**
 * An i18n instance of its own for previewing someone's document (a generated page, a designed
 * form): a fork of the console's strings with the document's laid over them, in the console's
 * language. Previewing is not a plugin bringing its strings: the document's keys are its author's
 * (`page.users.title`), may name the console's own and change with every edit, so they never go
 * into the console's instance, where they would re-word the console's pages until a reload. Made
 * again when the strings or the console's language change; render the preview inside
 * `<I18nextProvider i18n={previewI18n}>`.
 *
 * @example
 * const previewI18n = usePreviewI18n({ zh: { page: { orders: { title: '订单' } } }, en: … });
 * <I18nextProvider i18n={previewI18n}><ConfigPage … /></I18nextProvider>
 */
export function usePreviewI18n(strings: PreviewStrings): I18n {
  const { i18n } = useTranslation();
  const { language } = i18n;
  const key = JSON.stringify(strings);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialised strings are the dependency; a new language forks again
  return useMemo(() => {
    const scoped = i18n.cloneInstance({ forkResourceStore: true, lng: language });
    for (const table of LANGUAGES) scoped.addResourceBundle(table, 'translation', strings[table], true, true);
    return scoped;
  }, [i18n, language, key]);
}
