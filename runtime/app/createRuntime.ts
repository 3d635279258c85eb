import type { i18n as I18n } from 'i18next';
import { type ActorRefFrom, createActor, fromPromise } from 'xstate';
import type { PageConfig } from '../../schemas/types.gen';
import { permissionsOfRoles } from '../access/permissionsOfRoles';
import type { SessionApi } from '../data/api/createSessionApi';
import { createHttpClient } from '../data/createHttpClient';
import type { HttpClient } from '../data/HttpClient';
import { errorLogMachine } from '../machines/errorLogMachine';
import { menuMetaMachine } from '../machines/menuMetaMachine';
import { readSavedTabs, saveTabs } from '../machines/savedTabs';
import { sessionMachine } from '../machines/sessionMachine';
import type { settingsMachine } from '../machines/settingsMachine';
import { tabsMachine } from '../machines/tabsMachine';
import { createPluginRegistry, type PluginRegistry } from '../plugin/createPluginRegistry';
import type { JimuPlugin } from '../plugin/definePlugin';
import { shellMessages } from '../shell/shellMessages';
import { createPageCatalog } from './createPageCatalog';
import { localTokenStorage } from './localTokenStorage';
import type { ConsoleManifest, Manifest, PageLoaders } from './manifest';
import { mergeConsoleManifest } from './mergeConsoleManifest';
import { notifyError } from './notifyError';
import { rememberSessionEnd, type SessionEndReason } from './sessionEnd';
import { closeToast, toast } from './toast';

export interface Runtime {
  manifest: Manifest;
  i18n: I18n;
  /** Replaced, with every plugin in it, once the console parts have loaded (`loadConsole`). */
  registry: PluginRegistry;
  http: HttpClient;
  /** The session's server calls as app.yaml `api` describes them (or a plugin's auth provider). */
  sessionApi: SessionApi;
  session: ActorRefFrom<typeof sessionMachine>;
  settings: ActorRefFrom<typeof settingsMachine>;
  errorLog: ActorRefFrom<typeof errorLogMachine>;
  /** Visited tabs and the keep-alive order (SE-08, LY-06); started, emptied on logout (SE-02). */
  tabs: ActorRefFrom<typeof tabsMachine>;
  /** Run-time route meta overrides (#17.2), applied over the user's routes; cleared on logout. */
  menuMeta: ActorRefFrom<typeof menuMetaMachine>;
  /** Set by the router once it is mounted; the http layer navigates through it (403). */
  navigate: (to: string) => void;
  /** The hash path the console shows now, for login redirects. */
  currentPath: () => string;
  /**
   * Resolves once the manifest holds the console half (routes, pages, permissions, strings);
   * loads it on the first call, again after a failed load. Awaited with the user's info.
   */
  loadConsole: () => Promise<void>;
  /** Every config page's name (its config may not be loaded yet). */
  pageNames: () => ReadonlySet<string>;
  /** A config page's kind (crud, form, detail, dashboard) before its config is loaded. */
  pageKind: (name: string) => PageConfig['kind'] | undefined;
  /**
   * A config page's config: at once when it is in the manifest, else loaded on first use (then
   * kept in the manifest). Undefined for a name no page has.
   */
  loadPage: (name: string) => Promise<PageConfig | undefined>;
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

/** What loads with the signed-in user: the manifest's console half, the plugins, the page loaders. */
export interface ConsoleParts {
  manifest: ConsoleManifest;
  plugins: JimuPlugin[];
  pages: PageLoaders;
  /** The runtime's string tables (per language) that only the console's screens use: the config pages'. */
  locales?: Readonly<Record<string, object>>[];
}

const pathOfHash = (hash: string) => hash.replace(/^#/, '') || '/';

/**
 * Wires the services every screen uses: the plugin registry, the HTTP client (token, refresh,
 * error catalogue), the session actor whose server calls go through that client and the tabs actor
 * (started here: it has no I/O).
 *
 * @example const runtime = createRuntime({ manifest, i18n, plugins, settings });
 */
export function createRuntime(input: RuntimeInput): Runtime {
  const { manifest, i18n, plugins, settings, location = window.location } = input;
  const { http: httpConfig = {}, auth = {}, api = {} } = manifest.app;
  const tokenStorage = localTokenStorage(httpConfig.tokenStorageKey ?? 'admin-token');
  // Filled in below: the http client and the session refer to each other (a refreshed token goes to
  // the session, the session's calls go through the client), so both close over this one object.
  const runtime = { manifest, i18n, settings, registry: createPluginRegistry(plugins) } as Runtime;
  const production = process.env.NODE_ENV === 'production';
  runtime.errorLog = createActor(errorLogMachine, {
    input: { enabled: (production ? auth.errorLog?.production : auth.errorLog?.development) ?? true },
  });
  // The open tabs survive F5 (issue 11 item 5): saved per browser tab, emptied by logout.
  const tabStorage = typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  runtime.tabs = createActor(tabsMachine, {
    input: { keepAliveMax: manifest.app.tabs?.keepAliveMax ?? 10, tabs: readSavedTabs(tabStorage) },
  }).start();
  runtime.tabs.subscribe((snapshot) => saveTabs(tabStorage, snapshot.context.tabs));
  runtime.menuMeta = createActor(menuMetaMachine).start();
  // The shell's strings; merged without overwriting so a config table may re-word them.
  for (const [language, table] of Object.entries(shellMessages)) {
    i18n.addResourceBundle(language, 'translation', table, true, false);
  }
  runtime.currentPath = () => pathOfHash(location.hash);
  const pages = createPageCatalog(manifest.pages);
  runtime.pageNames = pages.names;
  runtime.pageKind = pages.kind;
  runtime.loadPage = pages.load;
  let consoleLoaded: Promise<void> | undefined;
  runtime.loadConsole = () => {
    if (!input.loadConsole) return Promise.resolve();
    consoleLoaded ??= input.loadConsole().then(
      (parts) => {
        mergeConsoleManifest(manifest, parts.manifest, i18n);
        pages.add(parts.manifest.pageKinds, parts.pages);
        // Thrown here, a plugin registry error (a duplicate name) fails the sign-in visibly.
        runtime.registry = createPluginRegistry([...plugins, ...parts.plugins]);
        for (const tables of [...(parts.locales ?? []), runtime.registry.locales()])
          for (const [language, table] of Object.entries(tables))
            i18n.addResourceBundle(language, 'translation', table, true, false);
      },
      (error: unknown) => {
        consoleLoaded = undefined;
        throw error;
      },
    );
    return consoleLoaded;
  };
  runtime.navigate = (to) => {
    location.hash = `#${to}`;
  };

  // A plugin adapter or auth provider lives in the console half: naming one makes the first call load it.
  const pluginHook =
    <T>(pick: (registry: PluginRegistry) => T) =>
    async () => {
      await runtime.loadConsole();
      return pick(runtime.registry);
    };
  const endSession = (reason: SessionEndReason) => {
    if (tokenStorage.get() && typeof sessionStorage !== 'undefined')
      rememberSessionEnd(sessionStorage, reason);
    runtime.session.send({ type: 'session.expired', path: runtime.currentPath() });
  };
  const adapterRef = api.adapter;
  runtime.http = createHttpClient({
    ...httpConfig,
    api,
    adapter: adapterRef
      ? pluginHook((registry) => registry.adapter(adapterRef, 'app.yaml api.adapter'))
      : undefined,
    getToken: () => tokenStorage.get(),
    setToken: (token) => runtime.session.send({ type: 'session.tokenRefreshed', token }),
    t: (key, values) => i18n.t(key, values),
    notify: notifyError,
    // #11.10: the login page says why a signed-in person was sent there.
    onUnauthorized: () => endSession('revoked'),
    onRefreshFailed: () => endSession('expired'),
    onForbidden: () => runtime.navigate('/403'),
    onError: (log) =>
      runtime.errorLog.send({
        type: 'errorLog.add',
        url: runtime.currentPath(),
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
    const configured = createSessionApi(runtime.http, api, {
      tokenName,
      t: (key, values) => i18n.t(key, values),
    });
    if (!authRef) return configured;
    const [{ sessionApiOf }] = await Promise.all([import('../data/api/AuthProvider'), runtime.loadConsole()]);
    const factory = runtime.registry.authProvider(authRef, 'app.yaml api.authProvider');
    return sessionApiOf(factory({ http: runtime.http }), runtime.http, configured);
  };
  let loaded: Promise<SessionApi> | undefined;
  const sessionApi = () => {
    loaded ??= loadCalls().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };
  runtime.sessionApi = {
    login: async (credentials, social) => (await sessionApi()).login(credentials, social),
    register: async (values) => (await sessionApi()).register(values),
    userInfo: async (token) => (await sessionApi()).userInfo(token),
    logout: async (token) => (await sessionApi()).logout(token),
    routes: async (token) => (await sessionApi()).routes(token),
  };
  const calls = () => runtime.sessionApi;
  const machine = sessionMachine.provide({
    actors: {
      // A social login (the /callback screen) sends { social: true, code } to api.socialLogin.
      login: fromPromise<unknown, { credentials: unknown }>(async ({ input }) => {
        const { social, ...credentials } = (input.credentials ?? {}) as { social?: boolean };
        return { [tokenName]: await calls().login(credentials, social === true) };
      }),
      // The console half of the manifest loads beside the user's info: both are needed to show routes.
      loadUserInfo: fromPromise<unknown, { token: string }>(async ({ input }) => {
        const [info] = await Promise.all([calls().userInfo(input.token || null), runtime.loadConsole()]);
        return info;
      }),
      // #13.4: the server's routes pass the route schema (a validator generated at build) or stay out.
      loadRoutes: fromPromise<unknown, { token: string | null }>(async ({ input }) => {
        const [list, { checkServerRoutes }] = await Promise.all([
          calls().routes(input.token),
          import('../routing/checkServerRoutes'),
        ]);
        const { routes, errors } = checkServerRoutes(list);
        for (const error of errors)
          runtime.errorLog.send({ type: 'errorLog.add', url: error.path, message: error.message });
        return routes;
      }),
      logout: fromPromise<unknown, { token: string | null }>(({ input }) => calls().logout(input.token)),
    },
    actions: {
      notify: (_, params) => toast('error', i18n.t(params.key, params.values)),
    },
  });
  runtime.session = createActor(machine, {
    input: {
      tokenStorage,
      loginInterception: auth.loginInterception ?? true,
      authentication: auth.authentication ?? 'intelligence',
      tokenName,
      permissionsOfRoles: (roles) => permissionsOfRoles(roles, manifest.permissions),
    },
  });
  // SE-02: logout empties the visited tabs, non-closable ones too.
  runtime.session.on('session.loggedOut', () => {
    runtime.tabs.send({ type: 'tabs.reset' });
    runtime.menuMeta.send({ type: 'menuMeta.clear' });
  });
  return runtime;
}
