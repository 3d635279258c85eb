import { I18nextProvider } from 'react-i18next';
import { HashRouter, Route, Routes } from 'react-router-dom';
import { AppErrorBoundary } from './AppErrorBoundary';
import type { Runtime } from './createRuntime';
import { NavigationRoot } from './NavigationRoot';
import { RuntimeContext } from './RuntimeContext';

/** The console: runtime services, translations and the hash router. Semi's locale is set by the console frame. */
export function App({ runtime }: { runtime: Runtime }) {
  return (
    <RuntimeContext.Provider value={runtime}>
      <I18nextProvider i18n={runtime.i18n}>
        <HashRouter>
          <AppErrorBoundary>
            <Routes>
              <Route path="*" element={<NavigationRoot />} />
            </Routes>
          </AppErrorBoundary>
        </HashRouter>
      </I18nextProvider>
    </RuntimeContext.Provider>
  );
}
