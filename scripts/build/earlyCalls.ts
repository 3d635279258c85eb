import type { Manifest, ManifestRoute } from '../../runtime/contract/manifest';
import { createSessionApi } from '../../runtime/data/api/createSessionApi';
import { createHttpClient } from '../../runtime/data/createHttpClient';
import type { HttpClient } from '../../runtime/data/HttpClient';
import { pageDataProvider } from '../../runtime/data/providers/pageDataProvider';
import { initialQuery } from '../../runtime/pages/crud/initialQuery';
import type { CrudPageConfig } from '../../schemas/types.gen';
import { joinPath } from './routeModules';

/** Stands for the stored token in a recorded call; the preloader puts the real one in its place. */
export const TOKEN_MARK = 'JIMU-EARLY-TOKEN-7f3a';

/** One GET as the runtime sends it: its URL (relative to the page, as fetch gets it) and headers. */
export interface EarlyCall {
  url: string;
  headers: Record<string, string>;
}

/** The calls a deep link or F5 makes first: the signed-in user, and each list page's first rows. */
export interface EarlyCalls {
  user?: EarlyCall;
  /** By the route's full path (no `:param` routes: their list depends on the address). */
  lists: Record<string, EarlyCall>;
}

/**
 * Runs `call` over the runtime's own http client, built from app.yaml as createRuntime builds it,
 * with a fetch that records instead of sending. The call it makes is kept only when it is exactly
 * one GET without a body: anything else (a POST, a public-key call first, a plugin adapter) is not
 * sent ahead.
 */
async function recorded(
  manifest: Manifest,
  call: (http: HttpClient) => Promise<unknown>,
): Promise<EarlyCall | undefined> {
  const { http: httpConfig = {}, api = {} } = manifest.app;
  const seen: { url: string; init: RequestInit }[] = [];
  const http = createHttpClient({
    ...httpConfig,
    api,
    getToken: () => TOKEN_MARK,
    setToken: () => undefined,
    fetch: async (url, init = {}) => {
      seen.push({ url: String(url), init });
      throw new Error('recorded, not sent');
    },
  });
  await Promise.resolve()
    .then(() => call(http))
    .catch(() => undefined);
  if (seen.length !== 1) return undefined;
  const [{ url, init }] = seen;
  if ((init.method ?? 'GET') !== 'GET' || init.body != null) return undefined;
  return { url, headers: { ...(init.headers as Record<string, string>) } };
}

/** Every route's full path with the page it shows (`page`, else its name), `:param` routes left out. */
function pageRoutes(routes: ManifestRoute[], parent = '', into = new Map<string, string>()) {
  for (const route of routes) {
    if (route.external) continue;
    const full = joinPath(parent, route.path);
    if (!route.component && !route.redirect && !full.includes(':')) into.set(full, route.page ?? route.name);
    pageRoutes(route.children ?? [], full, into);
  }
  return into;
}

/** Plugin hooks are the console half's: a page that names one is not sent ahead. */
const noPluginHooks = {
  dataProvider: (): never => {
    throw new Error('plugin provider');
  },
  adapter: (): never => {
    throw new Error('plugin adapter');
  },
};

/**
 * The requests a signed-in deep link makes first, recorded at build time by the runtime's own
 * http client, session calls and data providers (so app.yaml `api` and a page's `api` mapping
 * shape them exactly as in the browser): the user-info call, and for every list page its first
 * list request with the query of an address without one. index.html's preloader sends them with
 * the stored token while the code loads (routePreloadScript.ts); the runtime takes an answer only
 * for the very request it would send (runtime/data/earlyAnswers.ts). None with an app-wide plugin
 * adapter, whose code cannot run before the console's.
 *
 * @example await earlyCalls(manifest) // { user: { url: '/userInfo', … }, lists: { '/vab/table/comprehensiveTable': … } }
 */
export async function earlyCalls(manifest: Manifest): Promise<EarlyCalls> {
  const calls: EarlyCalls = { lists: {} };
  if (manifest.app.api?.adapter) return calls;
  if (manifest.app.auth?.loginInterception !== false)
    calls.user = await recorded(manifest, (http) =>
      createSessionApi(http, manifest.app.api ?? {}).userInfo(TOKEN_MARK),
    );
  for (const [path, name] of pageRoutes(manifest.routes)) {
    const page = manifest.pages[name];
    if (page?.kind !== 'crud') continue;
    const crud = page as CrudPageConfig;
    const { page: number, pageSize, sort, filter } = initialQuery(crud, {});
    const call = await recorded(manifest, (http) =>
      pageDataProvider(crud, http, noPluginHooks, { where: `pages/${name}.yaml` }).getList(crud.resource, {
        page: number,
        pageSize,
        sort,
        filter,
      }),
    );
    if (call) calls.lists[path] = call;
  }
  return calls;
}
