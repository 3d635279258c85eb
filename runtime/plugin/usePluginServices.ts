import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { HttpClient } from '../data';
import type { SessionContext } from '../machines';
import { navigationBar } from '../shell/progress/navigationBar';
import { type ShellServices, useShell } from '../shell/ShellContext';

/** Who is signed in, as a plugin screen may read it (no token, no session internals). */
export interface PluginUser {
  username: string;
  avatar: string;
  roles: readonly string[];
  permissions: readonly string[];
  admin: boolean;
}

/** The services a plugin screen may use (docs/plugins.md, "Services for plugin screens"). */
export interface PluginServices {
  /** The console's http client: token, refresh, the error catalogue and its toasts. */
  http: HttpClient;
  navigate(path: string): void;
  /** Visited tabs: `send({ type: 'tabs.changeMeta', key, meta })`, the close events. */
  tabs: ShellServices['tabs'];
  /** The header's error log: `send({ type: 'errorLog.add', url, message, stack? })`. */
  errorLog: ShellServices['errorLog'];
  user: PluginUser;
  /** The signed-in user's routes (filtered by permission, run-time meta applied). */
  routes: ShellServices['routes'];
  /** The Semi icons the build bundled (kebab-case names). */
  icons: ShellServices['icons'];
  changeMenuMeta: ShellServices['changeMenuMeta'];
  resetMenuMeta: ShellServices['resetMenuMeta'];
  switchAccount: ShellServices['switchAccount'];
  /** Reloads the user's info (avatar, name) after the screen changed it, staying on the page. */
  refreshUser: ShellServices['refreshUser'];
  /** Signs out and resolves once logged out (the console shows the login screen). */
  signOut: ShellServices['signOut'];
  logout: ShellServices['logout'];
  setLanguage: ShellServices['setLanguage'];
  /** Re-mounts the current view. */
  reload: ShellServices['reload'];
  /** The 2 px bar at the top of the page, for a screen's own long work: start, then done. */
  progress: { start(): void; done(): void };
}

const progress = { start: () => navigationBar.start(), done: () => navigationBar.done() };

const userOf = (context: SessionContext): PluginUser => ({
  username: context.username,
  avatar: context.avatar,
  roles: context.roles,
  permissions: context.permissions,
  admin: context.admin,
});
const sameUser = (a: PluginUser, b: PluginUser) =>
  a.username === b.username &&
  a.avatar === b.avatar &&
  a.roles === b.roles &&
  a.permissions === b.permissions &&
  a.admin === b.admin;

/**
 * The public services of the running console for plugin screens, so a plugin never
 * imports runtime internals. Throws outside the console frame.
 *
 * @example
 * const { http, user, switchAccount, changeMenuMeta } = usePluginServices();
 * changeMenuMeta('DynamicMeta', { badge: 3 });
 * await switchAccount('editor', 'jimu123456', '/vab/permission');
 */
export function usePluginServices(): PluginServices {
  const shell = useShell();
  const user = useSelector(shell.session, (s) => userOf(s.context), sameUser);
  return useMemo(
    () => ({
      http: shell.http,
      navigate: shell.navigate,
      tabs: shell.tabs,
      errorLog: shell.errorLog,
      user,
      routes: shell.routes,
      icons: shell.icons,
      changeMenuMeta: shell.changeMenuMeta,
      resetMenuMeta: shell.resetMenuMeta,
      switchAccount: shell.switchAccount,
      refreshUser: shell.refreshUser,
      signOut: shell.signOut,
      logout: shell.logout,
      setLanguage: shell.setLanguage,
      reload: shell.reload,
      progress,
    }),
    [shell, user],
  );
}
