import { useSelector } from '@xstate/react';
import {
  type ComponentType,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { loadChunk } from '../data/loadChunk';
import { type LazyComponent, lazyComponent } from '../lib/lazyComponent';
import { tabKeyOf } from '../machines/visitedTabs';
import { dismissFirstView } from '../pages/firstView';
import { LoadingSpinner } from '../pages/LoadingSpinner';
import { decideNavigation } from '../routing/decideNavigation';
import { documentTitle } from '../routing/documentTitle';
import type { RuntimeRoute } from '../routing/RuntimeRoute';
import { tabForRoute } from '../routing/tabForRoute';
import { VIEW_RELOADED_EVENT } from '../shell/viewReloaded';
import { useRuntime } from './RuntimeContext';
import LoginScreen from './screens/LoginScreen';
import { useFirstView } from './useFirstView';
import { useUserRoutes } from './useUserRoutes';
import { useWarmList } from './useWarmList';

function Spinner() {
  const { t } = useTranslation();
  return <LoadingSpinner label={t('jimu.common.loading')} />;
}
const screen = <P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> =>
  lazyComponent(() => loadChunk(load), Spinner, { rethrow: true });

// The signed-in console (shell, menus, tabs, pages) loads once signed in: the login screen does without it.
const ConsoleFrame = screen(() => import('./consoleViews').then((m) => m.ConsoleFrame));
const RouteView = screen(() => import('./consoleViews').then((m) => m.RouteView));
/** The frame and the view around a page, loaded before a page load's first view renders (useFirstView). */
const preloadFrame = () => Promise.all([ConsoleFrame.preload(), RouteView.preload()]);
// Visited far less than the login screen: each loads when its path is opened.
const RegisterScreen = screen(() => import('./screens/RegisterScreen').then((m) => m.default));
const CallbackScreen = screen(() => import('./screens/CallbackScreen').then((m) => m.default));
const ForbiddenPage = screen(() => import('../pages/ForbiddenPage').then((m) => m.ForbiddenPage));
const NotFoundPage = screen(() => import('../pages/NotFoundPage').then((m) => m.NotFoundPage));

/** The routes whose tab is pinned (meta.affix), anywhere in the tree. */
function affixRoutes(routes: readonly RuntimeRoute[]): RuntimeRoute[] {
  return routes.flatMap((route) => [
    ...(route.meta.affix && !route.children?.length ? [route] : []),
    ...affixRoutes(route.children ?? []),
  ]);
}

const PUBLIC_SCREENS: Record<string, () => JSX.Element> = {
  '/login': () => <LoginScreen />,
  '/register': () => <RegisterScreen />,
  '/callback': () => <CallbackScreen />,
};
const ERROR_SCREENS: Record<string, () => JSX.Element> = {
  '/403': () => <ForbiddenPage />,
  '/404': () => <NotFoundPage />,
};
/** The page title of each screen outside the configured routes (any other such path shows 404). */
const SCREEN_TITLES: Record<string, string> = {
  '/login': 'jimu.login.title',
  '/register': 'jimu.register.title',
  '/callback': 'jimu.callback.title',
  '/403': 'jimu.error.forbiddenTitle',
  '/404': 'jimu.error.notFoundTitle',
};

/**
 * Every hash path lands here. The guard decides, from the
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
  const registry = useSelector(runtime.console, (s) => s.context.registry);
  const auth = runtime.app.auth ?? {};
  const ready = status === 'ready';
  const { pathname, search } = location;
  // index.html's markup of the sign-in screen stands only for /login; the sign-in screen takes it over.
  useLayoutEffect(() => {
    if (pathname !== '/login') dismissFirstView();
  }, [pathname]);

  // Memoised so a re-render without navigation keeps the same chain (the shell's context value).
  const decision = useMemo(() => {
    if (pathname === '/login' && hasToken) {
      return ready
        ? { action: 'redirect' as const, to: new URLSearchParams(search).get('redirect') || '/' }
        : { action: 'loadUser' as const };
    }
    return decideNavigation({
      path: pathname,
      query: search,
      hasToken,
      routesReady: ready,
      whitelist: auth.whitelist ?? ['/login', '/register', '/callback', '/404', '/403'],
      loginInterception: auth.loginInterception ?? true,
      recordRoute: auth.recordRoute ?? true,
      routes,
      allRoutes,
    });
  }, [pathname, search, hasToken, ready, auth, routes, allRoutes]);
  const chain = useMemo(
    () => (decision.action === 'allow' && decision.match ? decision.match.chain : []),
    [decision],
  );
  const leaf = chain[chain.length - 1];
  // The tab of this visit keys the kept view; a view without a tab keys by path.
  const tab = useMemo(() => tabForRoute(chain, { pathname, search }), [chain, pathname, search]);
  const tabRoute = useMemo(
    () => tab && { path: pathname, fullPath: tab.fullPath, name: tab.name, meta: tab.meta },
    [tab, pathname],
  );
  const viewKey = tabRoute ? tabKeyOf(tabRoute) : pathname;
  // Pinned (affix) tabs are there from the start, also when the first page is a deep link or F5;
  // declared before the visit's effect so the visit stays the most recent.
  useEffect(() => {
    if (!ready) return;
    for (const route of affixRoutes(routes)) {
      const pinned = tabForRoute([route], route.path);
      if (pinned) {
        runtime.tabs.send({
          type: 'tabs.add',
          route: { path: route.path, fullPath: pinned.fullPath, name: pinned.name, meta: pinned.meta },
        });
      }
    }
  }, [ready, routes, runtime.tabs]);
  useEffect(() => {
    if (ready && tabRoute) runtime.tabs.send({ type: 'tabs.add', route: tabRoute });
  }, [ready, tabRoute, runtime.tabs]);

  const rows = useWarmList(runtime, allRoutes, pathname, search, leaf);
  const firstViewWaits = useFirstView(runtime, ready ? leaf : undefined, rows, preloadFrame);

  // A reload re-mounts only the current view: each view counts its own reloads.
  const [reloads, setReloads] = useState<Record<string, number>>({});
  const current = useRef(viewKey);
  current.current = viewKey;
  const reload = useCallback(
    () => setReloads((counts) => ({ ...counts, [current.current]: (counts[current.current] ?? 0) + 1 })),
    [],
  );
  const reloadCount = reloads[viewKey] ?? 0;
  // After the re-mounted view committed: the progress bar hides 200 ms later.
  useEffect(() => {
    if (Object.keys(reloads).length > 0) window.dispatchEvent(new CustomEvent(VIEW_RELOADED_EVENT));
  }, [reloads]);

  // A page may rename its own tab (tabs.changeMeta by key): the document title follows the tab.
  const tabTitle = useSelector(
    runtime.tabs,
    (s) => s.context.tabs.find((open) => open.key === viewKey)?.title,
  );
  // Until the page is decided (the user loading, a redirect, the first view's code) the site title alone.
  const waiting =
    decision.action !== 'allow' || (hasToken && !ready && status !== 'loggedOut') || firstViewWaits;
  useEffect(() => {
    const siteTitle = t(runtime.app.title);
    const pageKey = leaf
      ? (tabTitle ?? leaf.meta.title)
      : waiting
        ? undefined
        : (SCREEN_TITLES[location.pathname] ?? SCREEN_TITLES['/404']);
    document.title = documentTitle(pageKey ? t(pageKey) : undefined, siteTitle, {
      separator: runtime.app.titleSeparator,
      reverse: runtime.app.titleReverse,
    });
    document.documentElement.lang = i18n.language === 'zh' ? 'zh-CN' : i18n.language;
  }, [leaf, tabTitle, waiting, location.pathname, t, i18n.language, runtime.app]);

  const spinner = <LoadingSpinner label={t('jimu.common.loading')} />;
  if (decision.action === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.action === 'loadUser' || (hasToken && !ready && status !== 'loggedOut')) return spinner;
  if (firstViewWaits) return spinner;
  const publicScreen = PUBLIC_SCREENS[location.pathname];
  if (publicScreen) return <Suspense fallback={spinner}>{publicScreen()}</Suspense>;
  const errorScreen = ERROR_SCREENS[location.pathname];
  if (!leaf) {
    const content = (errorScreen ?? ERROR_SCREENS['/404'])();
    return ready ? (
      <Suspense fallback={spinner}>
        <ConsoleFrame routes={routes} chain={chain} viewKey={viewKey} onReload={reload}>
          <Suspense fallback={spinner}>{content}</Suspense>
        </ConsoleFrame>
      </Suspense>
    ) : (
      <Suspense fallback={spinner}>{content}</Suspense>
    );
  }
  return (
    <Suspense fallback={spinner}>
      <ConsoleFrame routes={routes} chain={chain} viewKey={viewKey} onReload={reload}>
        <RouteView
          key={`${viewKey}#${reloadCount}`}
          route={leaf}
          registry={registry}
          viewKey={viewKey}
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
    </Suspense>
  );
}
