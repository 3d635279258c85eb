import type { i18n as I18n } from 'i18next';
import { type ActorRefFrom, createActor, fromPromise } from 'xstate';
import type { AppConfig } from '../../schemas/types.gen';
import { permissionsOfRoles } from '../access/permissionsOfRoles';
import type { Manifest } from '../contract/manifest';
import type { SessionApi } from '../data/api/createSessionApi';
import { createHttpClient } from '../data/createHttpClient';
import type { HttpClient } from '../data/HttpClient';
import { errorLogMachine } from '../machines/errorLogMachine';
import { menuMetaMachine } from '../machines/menuMetaMachine';
import { readSavedTabs, saveTabs } from '../machines/savedTabs';
import { sessionMachine } from '../machines/sessionMachine';
import type { settingsMachine } from '../machines/settingsMachine';
import { tabsMachine } from '../machines/tabsMachine';
import type { PluginRegistry } from '../plugin/createPluginRegistry';
import type { JimuPlugin } from '../plugin/definePlugin';
import { closeToast, toast } from '../shell/toast';
import type { consoleMachine } from './consoleMachine';
import { type ConsoleParts, createConsole } from './createConsole';
import { localTokenStorage } from './localTokenStorage';
import { notifyError } from './notifyError';
import { forgetSessionEnd, rememberSessionEnd, type SessionEndReason } from './sessionEnd';

export type { ConsoleParts } from './createConsole';

export interface Runtime {
  /** `config/app.yaml` (the boot half has all of it): title, auth, http, tabs. */
  app: AppConfig;
  i18n: I18n;
  /**
   * "Console loaded" as a state (`consoleMachine`): the manifest, the plugins' registry and the
   * config pages, the boot half until the console half has loaded. Screens read it with
   * `useSelector(runtime.console, (s) => s.context.registry)` and re-render when it loads.
   */
  console: ActorRefFrom<typeof consoleMachine>;
  /**
   * The registry of the console's current state, for code outside React (a click handler, a
   * loader). A screen selects it from `console` instead, so it sees the plugins once they load.
   */
  readonly registry: PluginRegistry;
  http: HttpClient;
  /** The session's server calls as app.yaml `api` describes them (or a plugin's auth provider). */
  sessionApi: SessionApi;
  session: ActorRefFrom<typeof sessionMachine>;
  settings: ActorRefFrom<typeof settingsMachine>;
  errorLog: ActorRefFrom<typeof errorLogMachine>;
  /** Visited tabs and the keep-alive order; started, emptied on logout. */
  tabs: ActorRefFrom<typeof tabsMachine>;
  /** Run-time route meta overrides, applied over the user's routes; cleared on logout. */
  menuMeta: ActorRefFrom<typeof menuMetaMachine>;
  /** Navigates by the hash (the http layer's 403 and screens outside the router use it). */
  navigate: (to: string) => void;
  /** The hash path the console shows now, for login redirects. */
  currentPath: () => string;
  /**
   * Resolves once the console is loaded (`console` in state `loaded`); loads the console half on
   * the first call, again after a failed load. Awaited with the user's info.
   */
  loadConsole: () => Promise<void>;
}

export interface RuntimeInput {
  manifest: Manifest;
  /** Started by boot with the language the settings hold. */
  i18n: I18n;
  settings: ActorRefFrom<typeof settingsMachine>;
  plugins: JimuPlugin[];
  /** Defaults to window.location.hash navigation. */
  location?: Pick<Location, 'hash'>;
  /**
   * Loads the manifest's console half and the plugins (`jimu:console`, `jimu:plugins` in a build),
   * which no public screen needs. Without it the manifest is taken as whole.
   */
  loadConsole?: () => Promise<ConsoleParts>;
}

const pathOfHash = (hash: string) => hash.replace(/^#/, '') || '/';

/**
 * Wires the services every screen uses: the console state (manifest, plugins, pages), the HTTP
 * client (token, refresh, error catalogue), the session actor whose server calls go through that
 * client and the tabs actor (started here: it has no I/O). The http client and the session refer
 * to each other (a refreshed token goes to the session, the session's calls go through the
 * client): each closes over the other's binding, used only once both exist.
 *
 * @example const runtime = createRuntime({ manifest, i18n, plugins, settings });
 */
export function createRuntime(input: RuntimeInput): Runtime {
  const { manifest, i18n, plugins, settings, location = window.location } = input;
  const { http: httpConfig = {}, auth = {}, api = {} } = manifest.app;
  const tokenStorage = localTokenStorage(httpConfig.tokenStorageKey ?? 'admin-token');
  const production = process.env.NODE_ENV === 'production';
  const currentPath = () => pathOfHash(location.hash);
  const navigate = (to: string) => {
    location.hash = `#${to}`;
  };
  const errorLog = createActor(errorLogMachine, {
    input: { enabled: (production ? auth.errorLog?.production : auth.errorLog?.development) ?? true },
  });
  // The open tabs survive F5: saved per browser tab, emptied by logout.
  const tabStorage = typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  const tabs = createActor(tabsMachine, {
    input: { keepAliveMax: manifest.app.tabs?.keepAliveMax ?? 10, tabs: readSavedTabs(tabStorage) },
  }).start();
  tabs.subscribe((snapshot) => saveTabs(tabStorage, snapshot.context.tabs));
  const menuMeta = createActor(menuMetaMachine).start();
  const consoleState = createConsole({ manifest, plugins, i18n, loadParts: input.loadConsole });
  const current = () => consoleState.actor.getSnapshot().context;

  // A plugin adapter or auth provider lives in the console half: naming one makes the first call load it.
  const pluginHook =
    <T>(pick: (registry: PluginRegistry) => T) =>
    async () => {
      await consoleState.load();
      return pick(current().registry);
    };
  const endSession = (reason: SessionEndReason) => {
    if (tokenStorage.get() && typeof sessionStorage !== 'undefined')
      rememberSessionEnd(sessionStorage, reason);
    session.send({ type: 'session.expired', path: currentPath() });
  };
  const adapterRef = api.adapter;
  const http = createHttpClient({
    ...httpConfig,
    api,
    adapter: adapterRef
      ? pluginHook((registry) => registry.adapter(adapterRef, 'app.yaml api.adapter'))
      : undefined,
    getToken: () => tokenStorage.get(),
    setToken: (token) => session.send({ type: 'session.tokenRefreshed', token }),
    t: (key, values) => i18n.t(key, values),
    notify: notifyError,
    // The login page says why a signed-in person was sent there.
    onUnauthorized: () => endSession('revoked'),
    onRefreshFailed: () => endSession('expired'),
    onForbidden: () => navigate('/403'),
    onError: (log) =>
      errorLog.send({
        type: 'errorLog.add',
        url: currentPath(),
        message: `${log.url}: ${log.message}`,
        stack: log.stack,
      }),
    onLoading: (state) => {
      if (state === 'start') toast('info', i18n.t('jimu.common.saving'), { id: 'jimu-saving', duration: 0 });
      else closeToast('jimu-saving');
    },
  });

  const tokenName = httpConfig.tokenName ?? 'token';
  const authRef = api.authProvider;
  // The calls and their mapping load with the first of them (a sign-in, or the user info on a
  // reload); a plugin's auth provider comes with the plugins.
  const loadCalls = async (): Promise<SessionApi> => {
    const { createSessionApi } = await import('../data/api/createSessionApi');
    const configured = createSessionApi(http, api, { tokenName, t: (key, values) => i18n.t(key, values) });
    if (!authRef) return configured;
    const [{ sessionApiOf }] = await Promise.all([import('../data/api/AuthProvider'), consoleState.load()]);
    const factory = current().registry.authProvider(authRef, 'app.yaml api.authProvider');
    return sessionApiOf(factory({ http }), http, configured);
  };
  let loaded: Promise<SessionApi> | undefined;
  const calls = () => {
    loaded ??= loadCalls().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };
  const sessionApi: SessionApi = {
    login: async (credentials, social) => (await calls()).login(credentials, social),
    register: async (values) => (await calls()).register(values),
    userInfo: async (token) => (await calls()).userInfo(token),
    logout: async (token) => (await calls()).logout(token),
    routes: async (token) => (await calls()).routes(token),
  };
  const machine = sessionMachine.provide({
    actors: {
      // A social login (the /callback screen) sends { social: true, code } to api.socialLogin.
      login: fromPromise<unknown, { credentials: unknown }>(async ({ input }) => {
        const { social, ...credentials } = (input.credentials ?? {}) as { social?: boolean };
        return { [tokenName]: await sessionApi.login(credentials, social === true) };
      }),
      // The console half of the manifest loads beside the user's info: both are needed to show routes.
      loadUserInfo: fromPromise<unknown, { token: string }>(async ({ input }) => {
        const [info] = await Promise.all([sessionApi.userInfo(input.token || null), consoleState.load()]);
        return info;
      }),
      // The server's routes pass the route schema (a validator generated at build) or stay out.
      loadRoutes: fromPromise<unknown, { token: string | null }>(async ({ input }) => {
        const [list, { checkServerRoutes }] = await Promise.all([
          sessionApi.routes(input.token),
          import('../routing/checkServerRoutes'),
        ]);
        const { routes, errors } = checkServerRoutes(list);
        for (const error of errors)
          errorLog.send({ type: 'errorLog.add', url: error.path, message: error.message });
        return routes;
      }),
      logout: fromPromise<unknown, { token: string | null }>(({ input }) => sessionApi.logout(input.token)),
    },
    actions: {
      notify: (_, params) => toast('error', i18n.t(params.key, params.values)),
    },
  });
  const session = createActor(machine, {
    input: {
      tokenStorage,
      loginInterception: auth.loginInterception ?? true,
      authentication: auth.authentication ?? 'intelligence',
      tokenName,
      // Read when the user's info arrives, after the console (and its permissions) loaded beside it.
      permissionsOfRoles: (roles) => permissionsOfRoles(roles, current().manifest.permissions),
    },
  });
  // Signed in again: the login page no longer explains how the last session ended.
  session.subscribe((snapshot) => {
    if (snapshot.matches('ready')) forgetSessionEnd();
  });
  // Logout empties the visited tabs, non-closable ones too.
  session.on('session.loggedOut', () => {
    tabs.send({ type: 'tabs.reset' });
    menuMeta.send({ type: 'menuMeta.clear' });
  });
  return {
    app: manifest.app,
    i18n,
    console: consoleState.actor,
    get registry() {
      return current().registry;
    },
    http,
    sessionApi,
    session,
    settings,
    errorLog,
    tabs,
    menuMeta,
    navigate,
    currentPath,
    loadConsole: consoleState.load,
  };
}
