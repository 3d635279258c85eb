import LocaleContext from '@douyinfe/semi-ui/lib/es/locale/context';
import type { Locale } from '@douyinfe/semi-ui/lib/es/locale/interface';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Semi's own texts (pagination, empty states, date pickers) follow the language. Semi speaks
 * Chinese when no locale is provided, so Chinese costs nothing here: the provider holds null and
 * each Semi component falls back to its built-in zh_CN, which loads with the component, not with
 * the shell. English is fetched the first time it is chosen. The provider stays in the tree in both
 * languages, so switching never re-mounts the console.
 *
 * @example <SemiLocale><ShellLayout … /></SemiLocale>
 */
export function SemiLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const [enUS, setEnUS] = useState<Locale | null>(null);
  const english = i18n.language === 'en';
  useEffect(() => {
    if (english && !enUS) {
      void import('@douyinfe/semi-ui/lib/es/locale/source/en_US').then((m) => setEnUS(() => m.default));
    }
  }, [english, enUS]);
  // null: LocaleConsumer's fallback to zh_CN (its context type says Locale, null is its default).
  const locale = (english ? enUS : null) as Locale;
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}
