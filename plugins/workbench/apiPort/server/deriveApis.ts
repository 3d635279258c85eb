import { resolveDelete, resolveList, resolveRecord } from '../../../../runtime/data/providers/mappedCalls';
import type { PageConfig } from '../../../../schemas/types.gen';
import type { ConfigSet } from '../../../../scripts/config/configSet';
import { resolvePageApi } from '../../../../scripts/config/resolvePageApi';
import type { ApiEndpoint, UsedBy } from './apiTypes';

type Json = Record<string, unknown>;
type Derived = Omit<ApiEndpoint, 'access' | 'projectId'>;

/** The session calls the runtime makes when app.yaml's `api` names none (runtime/data/api). */
const SESSION_DEFAULTS: Record<string, [string, string]> = {
  login: ['POST', '/login'],
  userInfo: ['GET', '/userInfo'],
  logout: ['GET', '/logout'],
  refreshToken: ['GET', '/refreshToken'],
  routes: ['GET', '/router/getList'],
};

const PAGING = { pageNo: { type: 'integer', minimum: 1 }, pageSize: { type: 'integer', minimum: 1 } };

const objectSchema = (schema: unknown): Json | undefined =>
  schema && typeof schema === 'object' ? (schema as Json) : undefined;

/** `/users/{id}`: the resource filled in, the runtime's `{id}` placeholder kept as an OpenAPI path parameter. */
const templated = (url: string, resource: string) => url.replaceAll('{resource}', resource);

/**
 * The endpoints a console's config makes the browser call: the session calls of app.yaml,
 * each crud/detail page's resource calls through its provider (envelope or rest, with the page's
 * `api` over app.yaml `api.data`, resolved as the build resolves them) and the server lists its
 * remote selects search (a live page's foreign-key options), form pages' load and submit,
 * dashboard cards' endpoints, and every literal (glob-free) call permissions.yaml names. Pages of a
 * plugin's provider are skipped: their calls are code, not config. One endpoint per method + path,
 * its `usedBy` listing every page and role that calls it.
 *
 * @example
 * deriveApis(config).find((e) => e.path === '/userManagement/getList')?.usedBy; // [{ page: 'users', role: 'list' }]
 */
export function deriveApis(config: ConfigSet): Derived[] {
  const found = new Map<string, Derived>();
  const add = (method: string, path: string, group: string, extra: Partial<Derived> & { use?: UsedBy }) => {
    const key = `${method.toUpperCase()} ${path}`;
    const { use, ...fields } = extra;
    const existing = found.get(key);
    if (existing) {
      if (use && !existing.usedBy.some((u) => u.page === use.page && u.role === use.role))
        existing.usedBy.push(use);
      for (const [name, value] of Object.entries(fields))
        if ((existing as Json)[name] === undefined) (existing as Json)[name] = value;
      return;
    }
    found.set(key, {
      id: `derived:${key}`,
      name: key,
      method: method.toUpperCase(),
      path,
      // By resource (the path's first segment), whichever page named the call first.
      group: group === 'session' ? group : path.split('/')[1] || group,
      source: 'derived',
      status: 'released',
      envelope: true,
      public: false,
      usedBy: use ? [use] : [],
      ...fields,
    });
  };

  const api = (config.app.api ?? {}) as Record<string, { method?: string; url?: string } | undefined>;
  for (const [call, [method, url]] of Object.entries(SESSION_DEFAULTS)) {
    const given = api[call];
    add(given?.method ?? method, given?.url ?? url, 'session', { use: { page: 'app.yaml', role: call } });
  }
  if (config.app.http?.loginRSA)
    add('GET', '/publicKey', 'session', { use: { page: 'app.yaml', role: 'publicKey' } });

  for (const [name, given] of Object.entries(config.pages)) {
    const page = resolvePageApi(given, config.app.api?.data) as PageConfig & Json;
    derivePage(name, page, add);
  }

  const perms = config.permissions.api;
  for (const match of perms?.public ?? []) {
    const [method, path] = match.trim().split(/\s+/, 2);
    if (method && path && !/[*?[{]/.test(path) && method !== '*')
      add(method, path, path.split('/')[1] || 'session', {
        public: true,
        description: 'permissions.yaml api.public',
      });
  }
  for (const rule of perms?.rules ?? []) {
    const [method, path] = rule.match.trim().split(/\s+/, 2);
    if (method && path && !/[*?[{]/.test(path) && method !== '*')
      add(
        method,
        path,
        path.split('/')[1] || 'session',
        rule.description ? { description: rule.description } : {},
      );
  }
  return [...found.values()];
}

type Add = (method: string, path: string, group: string, extra: Partial<Derived> & { use?: UsedBy }) => void;

function derivePage(name: string, page: PageConfig & Json, add: Add): void {
  if (page.kind === 'dashboard') {
    for (const card of page.cards)
      if (card.endpoint) add('GET', card.endpoint, name, { use: { page: name, role: 'card' } });
    return;
  }
  if (page.kind === 'form') {
    const schema = objectSchema(page.schema);
    if (page.load?.endpoint)
      add('GET', page.load.endpoint, name, { use: { page: name, role: 'load' }, response: schema });
    const rest = page.provider === 'rest';
    const target =
      page.submit?.endpoint ??
      (page.resource ? (rest ? `/${page.resource}` : `/${page.resource}/doEdit`) : undefined);
    if (target)
      add(page.submit?.method ?? 'POST', target, page.resource ?? name, {
        use: { page: name, role: 'submit' },
        body: schema,
        envelope: !rest,
      });
    return;
  }
  if (page.kind !== 'crud' && page.kind !== 'detail') return;
  const given = typeof page.provider === 'string' ? page.provider : 'envelope';
  if (given !== 'envelope' && given !== 'rest') return;
  const provider = given as 'envelope' | 'rest';
  const resource = page.resource;
  const calls = (page.api ?? {}) as Json;
  const envelope = provider === 'envelope';
  if (page.kind === 'detail') {
    const get = resolveRecord(provider, 'get', (calls.get ?? {}) as Json);
    add(get.method, templated(get.url, resource), resource, { use: { page: name, role: 'load' }, envelope });
    return;
  }
  const list = resolveList(provider, (calls.list ?? {}) as Json);
  const search = objectSchema(page.search?.schema);
  const paging = envelope ? PAGING : { _page: PAGING.pageNo, _limit: PAGING.pageSize };
  add(list.method, templated(list.url, resource), resource, {
    use: { page: name, role: 'list' },
    envelope,
    query: { type: 'object', properties: { ...paging, ...((search?.properties as Json) ?? {}) } },
  });
  if (page.edit) {
    const body = objectSchema(page.edit.schema);
    for (const op of ['create', 'update'] as const) {
      const call = resolveRecord(provider, op, (calls[op] ?? {}) as Json);
      add(call.method, templated(call.url, resource), resource, {
        use: { page: name, role: 'save' },
        envelope,
        body,
      });
    }
  }
  // A select that searches a server list (a live page's foreign key) calls its endpoint too.
  for (const fieldUi of Object.values((page.edit?.uiSchema ?? {}) as Json)) {
    const ui = objectSchema(fieldUi);
    const options = objectSchema(ui?.['ui:options']);
    if (ui?.['ui:widget'] !== 'remoteSelect' || typeof options?.endpoint !== 'string') continue;
    add('GET', options.endpoint, resource, {
      use: { page: name, role: 'options' },
      envelope,
      query: {
        type: 'object',
        properties: { keyword: { type: 'string' }, value: { type: 'string' }, ...PAGING },
      },
    });
  }
  const remove = resolveDelete(provider, (calls.delete ?? {}) as Json);
  const ids = {
    type: 'object',
    properties: { ids: { type: 'array', items: { type: ['integer', 'string'] } } },
  };
  add(remove.method, templated(remove.url, resource), resource, {
    use: { page: name, role: 'delete' },
    envelope,
    ...(remove.payload === 'array' ? { body: ids } : {}),
  });
}
