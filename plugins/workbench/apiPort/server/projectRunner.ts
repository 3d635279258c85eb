import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Request, Response } from 'express';
import type { DataSource } from '../../../../schemas/types.gen';
import type { ConfigSet } from '../../../../scripts/config/configSet';
import { type LiveDatabase, openLiveDatabase } from '../../../../server/database/liveDatabase';
import { LIVE_ROUTES } from '../../../../server/database/liveRoutes';
import { ApiError, messages, send } from '../../../../server/http/envelope';
import { isRecord } from '../../../../server/http/isRecord';
import { createCollectionWriter, idsOf } from '../../../../server/store/collectionWriter';
import { type DataStore, openDataStore } from '../../../../server/store/dataStore';
import { filterRows, pageOf } from '../../../../server/store/listQuery';
import { createRecordTypes } from '../../../../server/store/recordTypes';

/** What a project's calls are answered from in the workbench: its live tables and its offline copies. */
export interface ProjectRunner {
  /** The config it was made from (a changed config makes a new runner). */
  stamp: string;
  /** The resources of pages bound to a table. */
  live?: LiveDatabase;
  /** The resources of list pages over an offline copy, by resource: the collection's name. */
  offline: Set<string>;
  /** The workbench's working copy of the project's seed (never the project's own data folder). */
  store?: DataStore;
  close(): Promise<void>;
}

/** The runners of every server (its data folder), by project code. */
const runners = new Map<string, ProjectRunner>();
const keyOf = (scope: string, code: string) => JSON.stringify([scope, code]);

/**
 * The runner of a project's config: its bound pages answered by SQL on their tables through the
 * project's dataSources.yaml (a source's password is the workbench's own for the source it saved
 * with the same name, host, port, database and user — else the variable its `passwordEnv` names),
 * its offline copies from a working copy of its seed under the workbench's data folder
 * (`workbench/runs/<CODE>`, made again when the seed is newer). Kept until the config changes.
 *
 * @example
 * const runner = projectRunner({ scope: dataDir, code: 'CHINOOK', root, stamp, config, passwordOf });
 */
export function projectRunner(input: {
  scope: string;
  code: string;
  root: string;
  stamp: string;
  config: ConfigSet;
  passwordOf(source: DataSource): string | undefined;
}): ProjectRunner {
  const key = keyOf(input.scope, input.code);
  const known = runners.get(key);
  if (known?.stamp === input.stamp) return known;
  if (known) void known.close();
  const { config } = input;
  const offline = new Set<string>();
  let bound = false;
  for (const page of Object.values(config.pages)) {
    if (page.kind !== 'crud') continue;
    if (page.binding) bound = true;
    else if ((page.provider ?? 'envelope') === 'envelope') offline.add(page.resource);
  }
  const live =
    bound && config.dataSources
      ? openLiveDatabase(
          { dataSources: config.dataSources, pages: config.pages },
          { log: () => undefined, passwordOf: input.passwordOf },
        )
      : undefined;
  const store = offline.size > 0 ? runCopy(input.scope, input.code, input.root) : undefined;
  const runner: ProjectRunner = {
    stamp: input.stamp,
    live,
    offline,
    store,
    async close() {
      if (runners.get(key) === runner) runners.delete(key);
      await store?.flush();
      await live?.close();
    },
  };
  runners.set(key, runner);
  return runner;
}

/** The workbench's copy of a project's seed, made again when the seed changed after it. */
function runCopy(scope: string, code: string, root: string): DataStore {
  const dataDir = join(scope, 'workbench', 'runs', code);
  let seedFile = join(root, 'mock-db.json');
  if (!existsSync(seedFile)) {
    mkdirSync(dataDir, { recursive: true });
    seedFile = join(dataDir, 'empty-seed.json');
    writeFileSync(seedFile, '{}\n');
  }
  const copy = join(dataDir, 'db.json');
  const reset = existsSync(copy) && statSync(seedFile).mtimeMs > statSync(copy).mtimeMs;
  return openDataStore({ seedFile, dataDir, reset });
}

/**
 * Ends the runners of a server (its pools, its copies written), or of every server without a scope.
 *
 * @example
 * await closeProjectRunners(dataDir);
 */
export async function closeProjectRunners(scope?: string): Promise<void> {
  const closing = [...runners]
    .filter(([key]) => scope === undefined || JSON.parse(key)[0] === scope)
    .map(([, runner]) => runner.close());
  await Promise.all(closing);
}

/** The segments of `/a/b` against a route's `/:x/b`: its parameters, or undefined. */
function match(route: string, path: string): Record<string, string> | undefined {
  const want = route.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const given = got[i] ?? '';
    if (part.startsWith(':')) {
      if (given === '') return undefined;
      params[part.slice(1)] = decodeURIComponent(given);
    } else if (part !== given) return undefined;
  }
  return params;
}

/** The request a route handler sees: the call being run, on the workbench's own request. */
function innerRequest(
  req: Request,
  call: { method: string; path: string; query: Record<string, unknown>; body: unknown },
  params: Record<string, string>,
): Request {
  const inner: Request = Object.create(req);
  Object.assign(inner, { method: call.method, url: call.path, query: call.query, body: call.body, params });
  return inner;
}

/** One call of a project: its method, path (no query), query parameters as a URL gives them, body. */
export interface RunCall {
  method: string;
  path: string;
  query: Record<string, unknown>;
  body: unknown;
}

/**
 * Answers one call of a project on `res` as the project's server would: a bound resource's
 * list, edit, delete and foreign-key options by the live routes themselves (the page's form
 * schema checked before any SQL, the database's refusals located); an offline copy's list, edit
 * and delete on the workbench's copy of its seed. Resolves false when neither answers the call
 * (a session call, a plugin's endpoint): only the project's console server can.
 *
 * @example
 * if (!(await runProjectCall(runner, req, res, call))) throw new ApiError(501, '…');
 */
export async function runProjectCall(
  runner: ProjectRunner,
  req: Request,
  res: Response,
  call: RunCall,
): Promise<boolean> {
  const resource = call.path.split('/')[1] ?? '';
  if (runner.live?.resources().includes(resource)) {
    for (const route of LIVE_ROUTES) {
      if (route.method !== call.method) continue;
      const params = match(route.path, call.path);
      if (!params) continue;
      let failed: unknown;
      await route.handle(runner.live, innerRequest(req, call, params), res, (error?: unknown) => {
        failed = error ?? new ApiError(404, messages.notFound);
      });
      if (failed) throw failed;
      return true;
    }
    return false;
  }
  if (!runner.store || !runner.offline.has(resource)) return false;
  return runOffline(runner.store, resource, res, call);
}

async function runOffline(store: DataStore, collection: string, res: Response, call: RunCall) {
  const types = createRecordTypes();
  const spec = { collection };
  store.state[collection] ??= [];
  const action = call.path.split('/')[2];
  if (call.method === 'GET' && action === 'getList') {
    const rows = store.state[collection] ?? [];
    const matched = filterRows(collection, rows, call.query, types);
    send(res, 200, messages.success, pageOf(matched, call.query, 20));
    return true;
  }
  if (call.method !== 'POST' || (action !== 'doEdit' && action !== 'doDelete')) return false;
  const writer = createCollectionWriter(store, types);
  if (action === 'doEdit') {
    const row = await writer.save(spec, call.body);
    await store.flush();
    send(res, 200, messages.saved, row);
    return true;
  }
  const removed = writer.remove(spec, idsOf(isRecord(call.body) ? call.body : {}));
  await store.flush();
  send(res, 200, messages.deleted, { ids: removed.map((row) => row.id), total: removed.length });
  return true;
}
