import LocaleProvider from '@douyinfe/semi-ui/lib/es/locale/localeProvider';
import zhCN from '@douyinfe/semi-ui/lib/es/locale/source/zh_CN';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type SemiLocaleTable = typeof zhCN;

/**
 * Semi's own texts (pagination, empty states, date pickers) follow the language; English is
 * fetched the first time it is chosen. Part of the signed-in console's chunk, not the login screen's.
 */
export function SemiLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const [enUS, setEnUS] = useState<SemiLocaleTable | null>(null);
  const english = i18n.language === 'en';
  useEffect(() => {
    if (english && !enUS) {
      void import('@douyinfe/semi-ui/lib/es/locale/source/en_US').then((m) => setEnUS(() => m.default));
    }
  }, [english, enUS]);
  return <LocaleProvider locale={english && enUS ? enUS : zhCN}>{children}</LocaleProvider>;
}
