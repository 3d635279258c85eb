// Semi's design tokens (CSS variables) and base styles: deep component imports leave them out.
// Without the dark palette, which loads when dark mode is first switched on (shell/theme/darkPalette).
import '@douyinfe/semi-ui/lib/es/_base/base.css?light';
// The config's icons load with the signed-in console, not with the login screen.
import icons from 'jimu:icons';
import { useSelector } from '@xstate/react';
import { type ReactNode, useDeferredValue, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { waitFor } from 'xstate';
// By file, as ConfigPage does: the access index would bring <Permission> and the hook along.
import { AccessProvider } from '../access/AccessProvider';
import type { AccessSubject } from '../access/can';
import { ApiContext } from '../data/api/ApiContext';
import type { RuntimeRoute } from '../routing';
import { ShellContext, type ShellServices } from '../shell/ShellContext';
import { ShellLayout } from '../shell/ShellLayout';
import { useRuntime } from './RuntimeContext';
import { SemiLocale } from './SemiLocale';
import { switchAccount } from './switchAccount';

export interface ConsoleFrameProps {
  routes: RuntimeRoute[];
  chain: RuntimeRoute[];
  /** Key of the current view (tab key, or path without a tab): the keep-alive cache key. */
  viewKey: string;
  /** Re-mounts only the current view. */
  onReload(): void;
  children: ReactNode;
}

const findPersonalCenter = (list: RuntimeRoute[]): string | undefined => {
  for (const route of list) {
    if (route.name === 'PersonalCenter') return route.path;
    const inner = route.children && findPersonalCenter(route.children);
    if (inner) return inner;
  }
  return undefined;
};

/** A console without an `api` section: every call the spec's (one object, so nothing re-renders). */
const NO_API = {};

/**
 * The shell around a signed-in page: provides the shell services (ShellContext) every layout,
 * header tool and the theme drawer read, app.yaml `api` (ApiContext) for the calls the header,
 * the upload widget and the dashboard cards make, and the signed-in subject every `usePermission`
 * and `<Permission>` below checks (plugin screens included), and renders the layout the settings
 * choose.
 */
export function ConsoleFrame({ routes, chain, viewKey, onReload, children }: ConsoleFrameProps) {
  const runtime = useRuntime();
  // React Router hands out a new navigate on every location; the services keep one function.
  const latestNavigate = useNavigate();
  const navigate = useRef(latestNavigate);
  navigate.current = latestNavigate;
  // The page switches first (KeepAliveView reads viewKey and children from props); the menu,
  // breadcrumb and header, which read the chain from the context, follow in a deferred render.
  const shownChain = useDeferredValue(chain);
  const roles = useSelector(runtime.session, (s) => s.context.roles);
  const permissions = useSelector(runtime.session, (s) => s.context.permissions);
  const admin = useSelector(runtime.session, (s) => s.context.admin);
  const subject = useMemo<AccessSubject>(() => ({ roles, permissions, admin }), [roles, permissions, admin]);
  const services = useMemo<ShellServices>(
    () => ({
      session: runtime.session,
      settings: runtime.settings,
      tabs: runtime.tabs,
      errorLog: runtime.errorLog,
      http: runtime.http,
      icons: icons,
      siteTitle: runtime.app.title,
      routes,
      chain: shownChain,
      personalCenterPath: findPersonalCenter(routes),
      navigate: (path) => navigate.current(path),
      reload: onReload,
      logout: () => runtime.session.send({ type: 'session.logout', path: runtime.currentPath() }),
      setLanguage: (language) => {
        runtime.settings.send({ type: 'settings.setLanguage', language });
        void runtime.i18n.changeLanguage(language);
      },
      changeMenuMeta: (name, meta) => runtime.menuMeta.send({ type: 'menuMeta.change', name, meta }),
      resetMenuMeta: (name) => runtime.menuMeta.send({ type: 'menuMeta.reset', name }),
      switchAccount: (username, password, redirect) =>
        switchAccount(runtime.session, runtime.navigate, { username, password }, redirect),
      refreshUser: async () => {
        const info = await runtime.sessionApi.userInfo(runtime.session.getSnapshot().context.token);
        runtime.session.send({ type: 'session.userChanged', data: info });
      },
      signOut: async () => {
        runtime.session.send({ type: 'session.logout', path: runtime.currentPath() });
        await waitFor(runtime.session, (s) => s.matches('loggedOut'));
      },
    }),
    [runtime, routes, shownChain, onReload],
  );
  return (
    <ShellContext.Provider value={services}>
      <ApiContext.Provider value={runtime.app.api ?? NO_API}>
        <AccessProvider subject={subject}>
          <SemiLocale>
            <ShellLayout viewKey={viewKey}>{children}</ShellLayout>
          </SemiLocale>
        </AccessProvider>
      </ApiContext.Provider>
    </ShellContext.Provider>
  );
}
