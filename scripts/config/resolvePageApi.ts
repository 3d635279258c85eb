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

const CHOICE_WIDGETS = new Set(['select', 'radio']);

/** true for a value of a fixed set: an enum, a list of consts, a boolean, a select or radio widget. */
function isChoice(property: unknown, ui: unknown): boolean {
  if (!property || typeof property !== 'object') return false;
  const schema = property as Record<string, unknown>;
  const widget = ui && typeof ui === 'object' ? (ui as Record<string, unknown>)['ui:widget'] : undefined;
  const consts = (list: unknown) =>
    Array.isArray(list) &&
    list.length > 0 &&
    list.every((item) => item && typeof item === 'object' && 'const' in item);
  return (
    Array.isArray(schema.enum) ||
    'const' in schema ||
    consts(schema.oneOf) ||
    consts(schema.anyOf) ||
    schema.type === 'boolean' ||
    (typeof widget === 'string' && CHOICE_WIDGETS.has(widget))
  );
}

/**
 * The search fields of a rest page that hold one of a fixed set of values, each sent as an exact
 * match: json-server's default for text is a substring (`status_like=on` would also find
 * `online`), which suits typed text, not a value picked from a list.
 *
 * @example choiceSearch(page); // { status: { operator: 'eq' } }
 */
function choiceSearch(page: PageConfig): Call {
  if (page.kind !== 'crud' || page.provider !== 'rest') return {};
  const search = (page as { search?: { schema?: unknown; uiSchema?: unknown } }).search;
  const schema = search?.schema as { properties?: Record<string, unknown> } | undefined;
  const ui = (search?.uiSchema ?? {}) as Record<string, unknown>;
  const out: Call = {};
  for (const [field, property] of Object.entries(schema?.properties ?? {})) {
    if (isChoice(property, ui[field])) out[field] = { operator: 'eq' };
  }
  return out;
}

/**
 * A page's data calls as the browser uses them: app.yaml `api.data` under the page's own
 * `api`, call by call and key by key, and a tree page's `tree` call as its list call. Resolved
 * once at build time; the runtime reads the result and runs nothing. A rest page's search fields
 * that pick one of a fixed set of values (enum, consts, boolean, select, radio) are sent as exact
 * matches unless config says otherwise. A page that sets nothing, in an app that sets nothing, and
 * has no such field keeps no `api` key: its provider makes exactly the built-in calls.
 *
 * @example
 * resolvePageApi(page, { list: { total: 'totalCount' } }).api?.list; // { total: 'totalCount', ...page's own }
 */
export function resolvePageApi(page: PageConfig, appData: ResourceApi | undefined): PageConfig {
  if (page.kind !== 'crud' && page.kind !== 'detail') return page;
  const own = (page.api ?? {}) as Record<string, unknown>;
  const app = (appData ?? {}) as Record<string, unknown>;
  const api: Record<string, unknown> = {};
  const choices = choiceSearch(page);
  for (const op of OPS) {
    const listing = op === 'list' || op === 'tree';
    const picked = listing && Object.keys(choices).length > 0 ? { search: choices } : undefined;
    const call = mergeCall(mergeCall(picked, app[op] as Call | undefined), own[op] as Call | undefined);
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
