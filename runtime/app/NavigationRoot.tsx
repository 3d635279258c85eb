import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { ForbiddenPage, NotFoundPage } from '../pages';
import { decideNavigation, documentTitle } from '../routing';
import { Spin } from '../ui/semi';
import { ConsoleFrame } from './ConsoleFrame';
import { RouteView } from './RouteView';
import { useRuntime } from './RuntimeContext';
import { CallbackScreen } from './screens/CallbackScreen';
import LoginScreen from './screens/LoginScreen';
import RegisterScreen from './screens/RegisterScreen';
import { useUserRoutes } from './useUserRoutes';

const PUBLIC_SCREENS: Record<string, () => JSX.Element> = {
  '/login': () => <LoginScreen />,
  '/register': () => <RegisterScreen />,
  '/callback': () => <CallbackScreen />,
};
const ERROR_SCREENS: Record<string, () => JSX.Element> = {
  '/403': () => <ForbiddenPage />,
  '/404': () => <NotFoundPage />,
};

/**
 * Every hash path lands here. The guard (SE-03, RT-03, RT-04, RT-08, PM-04) decides, from the
 * session and the user's routes, to show, to redirect or to wait for the user to load; the page
 * then shows inside the console frame. A typed URL of a route the user may not see never renders.
 */
export function NavigationRoot() {
  const runtime = useRuntime();
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const status = useSelector(runtime.session, (s) => s.value);
  const hasToken = useSelector(runtime.session, (s) => s.context.token !== null);
  const { routes, allRoutes } = useUserRoutes();
  const [reloads, setReloads] = useState(0);
  const auth = runtime.manifest.app.auth ?? {};
  const ready = status === 'ready';

  const signedInAtLogin = location.pathname === '/login' && hasToken;
  const decision = signedInAtLogin
    ? ready
      ? { action: 'redirect' as const, to: new URLSearchParams(location.search).get('redirect') || '/' }
      : { action: 'loadUser' as const }
    : decideNavigation({
        path: location.pathname,
        query: location.search,
        hasToken,
        routesReady: ready,
        whitelist: auth.whitelist ?? ['/login', '/register', '/callback', '/404', '/403'],
        loginInterception: auth.loginInterception ?? true,
        recordRoute: auth.recordRoute ?? true,
        routes,
        allRoutes,
      });
  const chain = decision.action === 'allow' && decision.match ? decision.match.chain : [];
  const leaf = chain[chain.length - 1];

  useEffect(() => {
    const siteTitle = t(runtime.manifest.app.title);
    const pageKey = leaf?.meta.title ?? (location.pathname === '/login' ? 'jimu.login.title' : undefined);
    document.title = documentTitle(pageKey ? t(pageKey) : undefined, siteTitle, {
      separator: runtime.manifest.app.titleSeparator,
      reverse: runtime.manifest.app.titleReverse,
    });
    document.documentElement.lang = i18n.language === 'zh' ? 'zh-CN' : i18n.language;
  }, [leaf, location.pathname, t, i18n.language, runtime.manifest.app]);

  if (decision.action === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.action === 'loadUser' || (hasToken && !ready && status !== 'loggedOut')) {
    return <Spin size="large" tip={t('jimu.common.loading')} style={{ width: '100%', marginTop: '30vh' }} />;
  }
  const publicScreen = PUBLIC_SCREENS[location.pathname];
  if (publicScreen) return publicScreen();
  const errorScreen = ERROR_SCREENS[location.pathname];
  if (!leaf) {
    const content = (errorScreen ?? ERROR_SCREENS['/404'])();
    return ready ? (
      <ConsoleFrame routes={routes} chain={[]} onReload={() => setReloads((n) => n + 1)}>
        {content}
      </ConsoleFrame>
    ) : (
      content
    );
  }
  return (
    <ConsoleFrame routes={routes} chain={chain} onReload={() => setReloads((n) => n + 1)}>
      <RouteView
        key={`${location.pathname}#${reloads}`}
        route={leaf}
        registry={runtime.registry}
        onError={(error) =>
          runtime.errorLog.send({
            type: 'errorLog.add',
            url: location.pathname,
            message: error.message,
            stack: error.stack,
          })
        }
      />
    </ConsoleFrame>
  );
}
