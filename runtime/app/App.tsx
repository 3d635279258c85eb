import enUS from '@douyinfe/semi-ui/lib/es/locale/source/en_US';
import zhCN from '@douyinfe/semi-ui/lib/es/locale/source/zh_CN';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { HashRouter, Route, Routes } from 'react-router-dom';
import { LocaleProvider } from '../ui/semi';
import { AppErrorBoundary } from './AppErrorBoundary';
import type { Runtime } from './createRuntime';
import { NavigationRoot } from './NavigationRoot';
import { RuntimeContext } from './RuntimeContext';

function SemiLocale({ children }: { children: JSX.Element }) {
  const { i18n } = useTranslation();
  return <LocaleProvider locale={i18n.language === 'en' ? enUS : zhCN}>{children}</LocaleProvider>;
}

/** The console: runtime services, translations, Semi's locale and the hash router (RT-01). */
export function App({ runtime }: { runtime: Runtime }) {
  return (
    <RuntimeContext.Provider value={runtime}>
      <I18nextProvider i18n={runtime.i18n}>
        <SemiLocale>
          <HashRouter>
            <AppErrorBoundary>
              <Routes>
                <Route path="*" element={<NavigationRoot />} />
              </Routes>
            </AppErrorBoundary>
          </HashRouter>
        </SemiLocale>
      </I18nextProvider>
    </RuntimeContext.Provider>
  );
}
