import type { ComponentType } from 'react';
import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { HttpClient } from '../data';
import type { errorLogMachine, sessionMachine, settingsMachine, tabsMachine } from '../machines';
import type { RouteMeta, RuntimeRoute } from '../routing';

/**
 * What the shell's components need from the running console. The app provides it (the shell never
 * imports the app), so every layout, the header tools and the theme drawer read the same services.
 */
export interface ShellServices {
  session: ActorRefFrom<typeof sessionMachine>;
  settings: ActorRefFrom<typeof settingsMachine>;
  tabs: ActorRefFrom<typeof tabsMachine>;
  errorLog: ActorRefFrom<typeof errorLogMachine>;
  http: HttpClient;
  /** The Semi icons the build bundled for this config (jimu:icons). */
  icons: Record<string, ComponentType>;
  /** i18n key of the site title. */
  siteTitle: string;
  /** The signed-in user's routes (filtered): menus, tabs and the comprehensive layout's top tabs. */
  routes: RuntimeRoute[];
  /** Root → leaf chain of the current route (empty on 403/404). */
  chain: RuntimeRoute[];
  /** Full path of the personal centre route, when the user may see one. */
  personalCenterPath?: string;
  navigate(path: string): void;
  /** Re-mounts only the current view (the 'reload' event). */
  reload(): void;
  /** Signs out through the server and returns to login with the current path. */
  logout(): void;
  /** Switches and persists the language. */
  setLanguage(language: 'zh' | 'en'): void;
  /**
   * Lays `meta` over the configured meta of the route called `name` for this session:
   * the menu, breadcrumb, tab and document title follow. A key set to undefined removes
   * the configured value (`{ badge: undefined }`).
   */
  changeMenuMeta(name: string, meta: Partial<RouteMeta>): void;
  /** Back to the configured meta of the route called `name`. */
  resetMenuMeta(name: string): void;
  /**
   * Signs out and signs the given account in; resolves on `redirect` with the new
   * account's menus, rejects when the login was refused (the http client showed why).
   */
  switchAccount(username: string, password: string, redirect?: string): Promise<void>;
  /**
   * Reloads the signed-in user's info (after the user changed their avatar or name) without
   * leaving the page; rejects when the call failed (the http client showed why).
   */
  refreshUser(): Promise<void>;
  /**
   * Signs out through the server (tabs and menu meta reset) and resolves once logged out,
   * for a screen that hands over to another sign-in (the social-login demo's /callback).
   */
  signOut(): Promise<void>;
}

export const ShellContext = createContext<ShellServices | null>(null);

/** The shell services; throws outside the console frame, naming the mistake. */
export function useShell(): ShellServices {
  const services = useContext(ShellContext);
  if (!services) throw new Error('useShell() must be used inside the console frame (ShellContext missing)');
  return services;
}
