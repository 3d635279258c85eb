import { existsSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import type { Express, Request, Response } from 'express';
import { decryptChunks, encryptChunksPrivate } from '../../runtime/lib/rsaChunks';
import { isPrecompressedSibling } from '../../scripts/build/precompressed';
import { type Diagnostic, formatDiagnostics, loadServerConfig } from '../../scripts/config';
import { type AccessPolicy, compileAccessPolicy } from '../access/accessPolicy';
import { authGate } from '../auth/authGate';
import { AUTH_ROUTES } from '../auth/authRoutes';
import { createFirstAccount, type FirstAccount } from '../auth/firstAccount';
import { loadOrCreateRsaKeys } from '../auth/rsaKeys';
import { createSessions } from '../auth/sessions';
import { LiveConfigError, type LiveDatabase, openLiveDatabase } from '../database/liveDatabase';
import { LIVE_ROUTES, liveDomains } from '../database/liveRoutes';
import { type BodyRules, bodyCheck } from '../http/bodyCheck';
import { messages, send } from '../http/envelope';
import { errorHandler } from '../http/errorHandler';
import { jsonServer, serveStatic } from '../http/jsonServerApi';
import { mockDelay } from '../http/mockDelay';
import { bodyRulesOf, mountRoutes } from '../http/mountRoutes';
import { parseBody } from '../http/parseBody';
import { precompressedFiles } from '../http/precompressedFiles';
import { routeResolver } from '../http/routeResolver';
import type { ParamDomains, RouteEntry } from '../http/routeTable';
import { loadPluginServers, type PluginServerDeps, pluginContributions } from '../plugin';
import { ENVELOPE_ROUTES } from '../sample/envelopeRoutes';
import { mediaAssets } from '../sample/mediaAssets';
import { NOTICE_ROUTES } from '../sample/noticeRoutes';
import { createRestRouter, restCollections } from '../sample/restRouter';
import type { SampleContext } from '../sample/sampleContext';
import { sampleImages } from '../sample/sampleImages';
import { UPLOAD_ROUTES, uploadedFiles } from '../sample/uploadRoutes';
import { V1_USER_ROUTES } from '../sample/v1UserRoutes';
import { createCollectionWriter } from '../store/collectionWriter';
import { openDataStore } from '../store/dataStore';
import { ownedFieldsGuard } from '../store/ownedFields';
import { recordRules } from '../store/recordRules';
import { createRecordTypes } from '../store/recordTypes';
import { createResourceRegistry, type ResourceRegistry } from '../store/resourceRegistry';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../store/seed/seedAccounts';
import { mockAppSettings } from './mockAppSettings';
import { paramDomains, routeTableOf } from './serverRoutes';

/** The server's own route tables, in the order they are mounted (the plugins' follow them). */
const SERVER_ROUTES = [AUTH_ROUTES, V1_USER_ROUTES, UPLOAD_ROUTES, NOTICE_ROUTES, ENVELOPE_ROUTES];

/** Options of {@link createMockServer}; every one has a default that suits `jimu serve`. */
export interface MockServerOptions {
  /** Folder with permissions.yaml and app.yaml. Default 'config'. */
  configDir?: string;
  /** The seed, never written. Default 'mock-db.json'. */
  seedFile?: string;
  /** Working folder (data copy, RSA key), created on first start. Default '.data'. */
  dataDir?: string;
  /** Copy the seed over the working data first. */
  reset?: boolean;
  /** Delay of every API answer in ms, fixed or a [min, max] range. Default [10, 100]; tests use 0. */
  delay?: number | [number, number];
  /** How long a token is accepted before 402. Default 2 hours. */
  tokenLifetimeMs?: number;
  /** How long after that it may still be refreshed; later it is refused and purged. Default 7 days. */
  refreshWindowMs?: number;
  /** The time in ms, for token ages. Default Date.now; a test passes a clock it moves itself. */
  clock?: () => number;
  /** When set, also serves the built console: its files, and index.html at /. API paths win. */
  staticDir?: string;
  /** No start-up lines and no error log. */
  quiet?: boolean;
  /**
   * The console's own plugins folder; app.yaml's plugins are looked up there, then among the
   * installed `@jimu/plugin-*` packages beside it, as `jimu build` does. Default 'plugins'.
   */
  pluginsDir?: string;
  /**
   * The account created when the data has none (a generated project starts without accounts):
   * its password, when not given, is made at random and answered once in `firstPassword`.
   */
  firstAccount?: FirstAccount;
  /**
   * Envelope resources the console's list pages name, each over the collection of its name; one
   * the server or an enabled plugin already serves keeps its own (`jimu serve` passes those of
   * config/pages, scripts/cli/pageResources.ts).
   */
  pageResources?: Readonly<Record<string, { collection: string }>>;
}

/**
 * permissions.yaml or app.yaml has errors: the server does not start on rules it cannot trust.
 * `message` lists them as `jimu validate` does (file:line:col).
 */
export class MockConfigError extends Error {
  constructor(readonly diagnostics: Diagnostic[]) {
    super(formatDiagnostics(diagnostics, 'text'));
  }
}

/** A listening server. */
export interface ListeningMockServer {
  url: string;
  port: number;
  /** Stops accepting, waits for pending writes, closes open connections. */
  close(): Promise<void>;
}

/** The mock back end, built but not yet listening. */
export interface MockServer {
  app: Express;
  /** Port 0 (the default) picks a free one; host defaults to 127.0.0.1. */
  listen(port?: number, host?: string): Promise<ListeningMockServer>;
  demoAccounts: { username: string; roles: string[] }[];
  demoPassword: string;
  /** Every route the server serves (method and canonical path), as the access check sees them. */
  routes(): RouteEntry[];
  /** The compiled API rules of permissions.yaml the access check applies. */
  policy: AccessPolicy;
  /** The body rule of every write route with a handler of its own: the server's and its plugins'. */
  bodies: BodyRules;
  /** The envelope resources this server serves: its own table, which grows only for it. */
  resources: ResourceRegistry;
  /** The values a closed route parameter may take (`:resource`: a served one), as the resolver checks. */
  domains: ParamDomains;
  /** The password of `firstAccount` when this start created it; never stored in clear. */
  firstPassword?: string;
}

/**
 * Builds the mock back end on json-server 0.17's programmatic API: `create` for the app,
 * `defaults` for CORS, compression and no-cache headers, and json-server's `router` for plain
 * REST. In front of every route: the route resolver (the request matched to one route of the
 * server's own table, its URL made canonical, anything unlisted 404), the body (express.json,
 * 1 MB, depth 64, RSA), the delay, one access check from config/permissions.yaml, then the
 * record rules of json-server's writes (bodyCheck.ts); each route of a route table checks its
 * own body by its schema before its handler (mountRoutes.ts). Behind the server's own routes, those
 * of the server halves of the plugins app.yaml enables (plugin.yaml `server:`), mounted, never
 * imported by name.
 *
 * @example
 * const server = await createMockServer({ dataDir: tmp, delay: 0, quiet: true });
 * const { url, close } = await server.listen(0);
 */
export async function createMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  const configDir = resolve(options.configDir ?? 'config');
  const dataDir = resolve(options.dataDir ?? '.data');
  const log = options.quiet ? () => undefined : (line: string) => console.error(line);
  const { config, diagnostics } = await loadServerConfig(configDir);
  if (!config) throw new MockConfigError(diagnostics);
  const appConfig = mockAppSettings(config.app);
  const policy = compileAccessPolicy(config.permissions);
  // The server halves of the plugins app.yaml enables (plugin.yaml `server:`): their resources,
  // body rules and owned fields join the server's before any route exists; their routes mount below.
  const loaded = await loadPluginServers(resolve(options.pluginsDir ?? 'plugins'), config.app?.plugins ?? []);
  if (loaded.diagnostics.length > 0) throw new MockConfigError(loaded.diagnostics);
  const plugins = loaded.servers;
  const contributed = pluginContributions(bodyRulesOf(SERVER_ROUTES.flat()), plugins);
  const ownedFields = contributed.ownedFields;
  // Pages bound to a table of config/dataSources.yaml: their calls are answered with SQL on it.
  const live = config.dataSources ? openLive(config, log) : undefined;
  const bodies = live ? { ...contributed.bodies, ...bodyRulesOf(LIVE_ROUTES) } : contributed.bodies;
  const resources = createResourceRegistry();
  for (const plugin of plugins) resources.register(plugin.resources ?? {}, plugin.name);
  resources.register(
    Object.fromEntries(
      Object.entries(options.pageResources ?? {}).filter(([name]) => resources.get(name) === undefined),
    ),
    'config/pages',
  );
  const assertNotOwned = ownedFieldsGuard(ownedFields);
  const store = openDataStore({
    seedFile: resolve(options.seedFile ?? 'mock-db.json'),
    dataDir,
    reset: options.reset === true,
  });
  store.state.sessions ??= [];
  const firstPassword = options.firstAccount
    ? await createFirstAccount(store, options.firstAccount)
    : undefined;
  const clock = options.clock ?? Date.now;
  const sessions = createSessions(
    store,
    options.tokenLifetimeMs ?? 2 * 3600 * 1000,
    options.refreshWindowMs,
    clock,
  );
  const types = createRecordTypes();
  const writer = createCollectionWriter(store, types);
  const keys = loadOrCreateRsaKeys(dataDir);
  const cipher = appConfig.loginRSA
    ? {
        open: (base64: string) => decryptChunks(keys.privateKeyPem, base64),
        seal: (text: string) => encryptChunksPrivate(keys.privateKeyPem, text),
      }
    : undefined;

  const app = jsonServer.create();
  // create() pretty-prints JSON (2 spaces); compact answers are smaller and faster to write.
  app.set('json spaces', 0);
  // defaults() always mounts express.static; pointing it at a folder that does not exist keeps
  // json-server's own home page away. The console's files are mounted after the API instead.
  app.use(jsonServer.defaults({ logger: false, static: join(dataDir, 'no-static-files') }));
  const [restGuard, restRouter] = createRestRouter(store, assertNotOwned, resources);
  const routes = routeTableOf(app, restRouter, () => restCollections(store));
  const staticDir = options.staticDir ? resolve(options.staticDir) : undefined;
  // A console file is public (the console loads before anyone signs in) and served only when no
  // API route has its path. Only files inside staticDir count, and not the build's .br/.gz copies
  // (precompressedFiles sends those in place of their file).
  const isConsoleFile = (path: string) => {
    if (staticDir === undefined) return false;
    if (path === '/') return true;
    const file = resolve(staticDir, `.${decodeURIComponent(path)}`);
    return (
      file.startsWith(staticDir + sep) &&
      !isPrecompressedSibling(file) &&
      existsSync(file) &&
      statSync(file).isFile()
    );
  };
  const domains = live ? { ...paramDomains(resources), ...liveDomains(live) } : paramDomains(resources);
  app.use(routeResolver({ routes, domains, isConsoleFile }));
  app.use(parseBody(cipher));
  app.use(mockDelay(options.delay ?? [10, 100]));
  app.use(authGate(policy, sessions, store));
  app.use(bodyCheck({ rules: bodies, recordSchema: recordRules(store, types, resources) }));
  // The showcase's media, iframe pages and uploaded images (public by permissions.yaml's rule).
  app.use(sampleImages, mediaAssets, uploadedFiles({ store, dataDir }));
  const deps = { store, types, writer };
  mountRoutes(app, AUTH_ROUTES, {
    ...deps,
    sessions,
    clock,
    policy,
    tokenName: appConfig.tokenName,
    publicKey: keys.publicKeyPem,
    loginRSA: appConfig.loginRSA,
  });
  const sample: SampleContext = { ...deps, assertNotOwned, dataDir, resources };
  for (const table of [V1_USER_ROUTES, UPLOAD_ROUTES, NOTICE_ROUTES]) mountRoutes(app, table, sample);
  // Before the embedded store's envelope routes: a bound resource is never read from the JSON store.
  if (live) mountRoutes(app, LIVE_ROUTES, live);
  mountRoutes(app, ENVELOPE_ROUTES, sample);
  const pluginDeps: PluginServerDeps = { store, policy, configDir, dataDir, resources };
  for (const plugin of plugins) plugin.mount(app, pluginDeps);
  if (staticDir) app.use(precompressedFiles(staticDir), serveStatic(staticDir, { index: 'index.html' }));
  app.use(restGuard, restRouter);
  app.use((_req: Request, res: Response) => send(res, 404, messages.notFound));
  app.use(errorHandler(log));

  return {
    app,
    demoAccounts: DEMO_ACCOUNTS,
    demoPassword: DEMO_PASSWORD,
    routes,
    policy,
    bodies,
    resources,
    domains,
    ...(firstPassword ? { firstPassword } : {}),
    listen(port = 0, host = '127.0.0.1') {
      return new Promise((resolveListen, reject) => {
        const server = app.listen(port, host, () => {
          const address = server.address();
          const actual = typeof address === 'object' && address !== null ? address.port : port;
          const url = `http://${host.includes(':') ? `[${host}]` : host}:${actual}`;
          log(`Jimu mock server at ${url} (data: ${store.file})`);
          if (!options.firstAccount)
            log(
              `demo accounts ${DEMO_ACCOUNTS.map((a) => a.username).join(', ')} — password ${DEMO_PASSWORD}`,
            );
          resolveListen({
            url,
            port: actual,
            close: async () => {
              sessions.stop();
              await new Promise<void>((done) => {
                server.close(() => done());
                server.closeAllConnections();
              });
              await store.flush();
              await Promise.all(plugins.map((plugin) => plugin.close?.(pluginDeps)));
              await live?.close();
            },
          });
        });
        server.once('error', reject);
      });
    },
  };
}

/** The live tables of the config, or the start-up error that names the page that cannot bind. */
function openLive(
  config: NonNullable<Awaited<ReturnType<typeof loadServerConfig>>['config']>,
  log: (line: string) => void,
): LiveDatabase {
  try {
    return openLiveDatabase({ dataSources: config.dataSources, pages: config.boundPages }, { log });
  } catch (error) {
    if (!(error instanceof LiveConfigError)) throw error;
    const diagnostic: Diagnostic = {
      file: 'config/dataSources.yaml',
      line: 1,
      col: 1,
      code: 'binding',
      message: error.message,
      severity: 'error',
    };
    throw new MockConfigError([diagnostic]);
  }
}
