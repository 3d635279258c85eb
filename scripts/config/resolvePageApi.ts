import type { PageConfig, ResourceApi } from '../../schemas/types.gen';

const OPS = ['list', 'tree', 'get', 'create', 'update', 'delete', 'deleteMany'] as const;

type Call = Record<string, unknown>;

/** One call: the app-wide default under the page's own, key by key (search fields too). */
function mergeCall(app: Call | undefined, own: Call | undefined): Call | undefined {
  if (!app) return own;
  if (!own) return app;
  const merged: Call = { ...app, ...own };
  if (app.search || own.search) merged.search = { ...(app.search as Call), ...(own.search as Call) };
  return merged;
}

/**
 * A page's data calls as the browser uses them (#13.2): app.yaml `api.data` under the page's own
 * `api`, call by call and key by key, and a tree page's `tree` call as its list call. Resolved
 * once at build time; the runtime reads the result and runs nothing. A page that sets nothing,
 * in an app that sets nothing, keeps no `api` key: its provider makes exactly the built-in calls.
 *
 * @example
 * resolvePageApi(page, { list: { total: 'totalCount' } }).api?.list; // { total: 'totalCount', ...page's own }
 */
export function resolvePageApi(page: PageConfig, appData: ResourceApi | undefined): PageConfig {
  if (page.kind !== 'crud' && page.kind !== 'detail') return page;
  const own = (page.api ?? {}) as Record<string, unknown>;
  const app = (appData ?? {}) as Record<string, unknown>;
  const api: Record<string, unknown> = {};
  for (const op of OPS) {
    const call = mergeCall(app[op] as Call | undefined, own[op] as Call | undefined);
    if (call) api[op] = call;
  }
  const adapter = own.adapter ?? app.adapter;
  if (adapter) api.adapter = adapter;
  if (page.kind === 'crud' && page.mode === 'tree' && api.tree) api.list = api.tree;
  delete api.tree;
  const { api: _given, ...rest } = page;
  return Object.keys(api).length === 0 ? (rest as PageConfig) : ({ ...rest, api } as PageConfig);
}

/** Every page, resolved (see {@link resolvePageApi}). */
export function resolvePagesApi(
  pages: Record<string, PageConfig>,
  appData: ResourceApi | undefined,
): Record<string, PageConfig> {
  return Object.fromEntries(
    Object.entries(pages).map(([name, page]) => [name, resolvePageApi(page, appData)]),
  );
}
