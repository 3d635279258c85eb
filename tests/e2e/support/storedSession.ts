import type { BrowserContext } from 'playwright-core';
import { createSessionApi } from '../../../runtime/data/api/createSessionApi';
import { createHttpClient } from '../../../runtime/data/createHttpClient';
import type { AppConfig } from '../../../schemas/types.gen';
import { formatDiagnostics, loadServerConfig } from '../../../scripts/config';
import { DEMO_PASSWORD } from './signIn';

/** What playwright's `storageState` option takes: a signed-in browser's cookies and local storage. */
export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Where a console keeps its session: its address and its config's token settings. */
export interface SessionTarget {
  url: string;
  /** The login answer's field holding the token (app.yaml `http.tokenName`). */
  tokenName: string;
  /** The local-storage key the console reads the token from (app.yaml `http.tokenStorageKey`). */
  tokenStorageKey: string;
  /**
   * app.yaml `http` and `api` (consoleSessionTarget): the login call the console makes — method,
   * url, body, where the token is in the answer, the envelope. Without them, the spec's POST
   * /login with the token at data.<tokenName>.
   */
  config?: Pick<AppConfig, 'http' | 'api'>;
}

/**
 * The session target of the console at `url` built from `configDir`, read as the runtime reads
 * it: app.yaml through the loader the mock server uses (loadServerConfig), the token's name and
 * storage key with createRuntime's defaults ('token', 'admin-token'; startConsole's consoles too),
 * the login call as app.yaml `api.login` says (createSessionApi's defaults otherwise).
 *
 * @example const target = await consoleSessionTarget(backend.url, 'tests/fixtures/backends/rest/config');
 */
export async function consoleSessionTarget(url: string, configDir: string): Promise<SessionTarget> {
  const { config, diagnostics } = await loadServerConfig(configDir);
  if (!config)
    throw new Error(`config of ${configDir} not loaded:\n${formatDiagnostics(diagnostics, 'text')}`);
  const { http = {}, api = {} } = config.app ?? {};
  return {
    url,
    tokenName: http.tokenName ?? 'token',
    tokenStorageKey: http.tokenStorageKey ?? 'admin-token',
    config: { http, api },
  };
}

/**
 * One API sign-in through the runtime's own session call (createSessionApi over createHttpClient,
 * so method, url, body template, envelope and token path are read exactly as the console reads
 * them), and the storage a form sign-in leaves: the token under `tokenStorageKey`, nothing else
 * (the console keeps no refresh token, no cookie; its refresh sends the expired token).
 */
async function apiSignIn(target: SessionTarget, username: string, password: string): Promise<StorageState> {
  const { http = {}, api = {} } = target.config ?? {};
  // A plugin's auth provider or adapter is code of the console's bundle: only the browser runs it.
  const plugin = api.authProvider ? 'api.authProvider' : api.adapter ? 'api.adapter' : undefined;
  if (plugin)
    throw new Error(
      `the console at ${target.url} signs in through a plugin (${plugin}): sign in through the form (signIn.ts)`,
    );
  const client = createHttpClient({
    ...http,
    // The console's calls are relative to its page; here, to its address.
    baseURL: new URL(http.baseURL ?? '/', target.url).href,
    api,
    getToken: () => null,
    setToken: () => undefined,
  });
  const calls = createSessionApi(client, api, { tokenName: target.tokenName });
  let token: string;
  try {
    token = await calls.login({ username, password });
  } catch (error) {
    throw new Error(`sign-in of ${username} at ${target.url} refused: ${(error as Error).message}`);
  }
  const localStorage = [{ name: target.tokenStorageKey, value: token }];
  return { cookies: [], origins: [{ origin: new URL(target.url).origin, localStorage }] };
}

/**
 * A new session of `username`: an API sign-in on every call, nothing kept. For back ends whose
 * tokens outlive no test (the conformance back ends: 3 s, and a refresh retires the token it
 * replaced, so a session kept for the next test would no longer be known to the server).
 *
 * @example const context = await browser.newContext({ storageState: await newSession(target, 'editor') });
 */
export function newSession(
  target: SessionTarget,
  username: string,
  password = DEMO_PASSWORD,
): Promise<StorageState> {
  return apiSignIn(target, username, password);
}

/**
 * Sessions written, per console (the object startConsole or a back end's harness returned, not its
 * address: a port a closed console used can be another console's later in the run, whose server
 * never issued the kept token) and per account.
 */
const written = new WeakMap<SessionTarget, Map<string, Promise<StorageState>>>();

/**
 * The stored session of `username` on the console at `target.url`: one API sign-in (the console's
 * login call, POST /login by default) per account and console, kept for every later test of the
 * file, in the form playwright's `newContext({ storageState })` starts a browser context from. A
 * test about the login form, the session or token refresh signs in through the form instead
 * (signIn.ts).
 *
 * @example const context = await browser.newContext({ storageState: await storedSession(app, 'admin') });
 */
export function storedSession(
  target: SessionTarget,
  username: string,
  password = DEMO_PASSWORD,
): Promise<StorageState> {
  const kept = written.get(target) ?? new Map<string, Promise<StorageState>>();
  written.set(target, kept);
  let state = kept.get(username);
  if (!state) {
    state = apiSignIn(target, username, password);
    // A refused sign-in is not kept: the next test asks again and reports its own error.
    state.catch(() => kept.delete(username));
    kept.set(username, state);
  }
  return state;
}
