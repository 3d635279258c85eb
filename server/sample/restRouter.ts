import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ApiError, messages, send } from '../http/envelope';
import { isRecord } from '../http/isRecord';
import { type JsonServerRouter, jsonServer } from '../http/jsonServerApi';
import type { DataStore } from '../store/dataStore';
import type { AssertNotOwned } from '../store/ownedFields';
import { safeLikePattern } from '../store/patternFilter';
import type { ResourceRegistry } from '../store/resourceRegistry';
import { PRIVATE_COLLECTIONS, type ResourceSpec } from '../store/resources';
import { assertTreeParent } from '../store/treeParent';

const WRITES = new Set(['POST', 'PUT', 'PATCH']);

/** The tree keys of a collection some served resource keeps as a tree, or undefined. */
function treeOf(resources: ResourceRegistry, collection: string): ResourceSpec['tree'] {
  for (const [, spec] of resources) if (spec.tree && spec.collection === collection) return spec.tree;
  return undefined;
}

/**
 * The collections json-server's router may serve: those of the seed file but the private ones
 * (password hashes, live tokens). Collections the server's own features keep (uploads, workbench
 * records) are written only through their calls, which check what REST would not.
 *
 * @example
 * restCollections(store); // ['roles', 'departments', 'menus', …] — never 'users', 'sessions' or 'uploads'
 */
export function restCollections(store: DataStore): string[] {
  return store.seedCollections.filter(
    (name) => Array.isArray(store.state[name]) && !PRIVATE_COLLECTIONS.includes(name.toLowerCase()),
  );
}

/** `_embed`/`_expand` may only name collections the router serves itself. */
function assertJoins(query: Record<string, unknown>, served: Set<string>): void {
  for (const key of ['_embed', '_expand']) {
    const raw = query[key];
    if (raw === undefined) continue;
    for (const value of [raw].flat()) {
      const name = String(value).toLowerCase();
      if (!served.has(name) && !served.has(`${name}s`))
        throw new ApiError(400, `参数 ${key} 不能引用 ${String(value)}`);
    }
  }
}

/** `<field>_like` values become bounded patterns; anything else about them is a 400. */
function safeLikes(query: Record<string, unknown>): void {
  for (const [key, raw] of Object.entries(query)) {
    if (!key.endsWith('_like')) continue;
    const values = [raw].flat();
    if (values.some((value) => typeof value !== 'string')) throw new ApiError(400, `参数 ${key} 应为字符串`);
    const safe = values.map((value) => safeLikePattern(key, value as string));
    query[key] = safe.length === 1 ? safe[0] : safe;
  }
}

/**
 * json-server's own REST router over the same data (`GET /table?_page=1`, `POST /table`,
 * `PATCH /table/3` …), for the runtime's plain REST provider, made safe for this server: it only
 * ever sees the canonical paths the route table lists (no `/db`, no nested routes, no private
 * collection); joins may not reach a private collection; a delete never cascades into others; `_like` patterns are bounded; bodies are
 * type-checked and tree parents checked for cycles first; the router's error handler, which
 * sends `err.stack` as HTML, is removed so errors reach ours; a write answers once on disk.
 *
 * @example
 * app.use(...createRestRouter(store, assertNotOwned, resources));
 */
export function createRestRouter(
  store: DataStore,
  assertNotOwned: AssertNotOwned,
  resources: ResourceRegistry,
): [RequestHandler, JsonServerRouter] {
  const router = jsonServer.router(store.db);
  // json-server deletes "dependent" records of every collection after a delete (any `<x>Id` that
  // no longer resolves): DELETE /departments/1 would delete the users of that department, and
  // their sessions. A REST delete removes the one record it names.
  (store.db as unknown as { _: { mixin(methods: object): void } })._.mixin({ getRemovable: () => [] });
  router.stack = router.stack.filter((layer) => layer.handle.length !== 4);
  router.render = (req: Request, res: Response) => {
    const data = res.locals.data;
    if (res.statusCode >= 400) return send(res, res.statusCode, messages.notFound);
    if (!WRITES.has(req.method) && req.method !== 'DELETE') return void res.jsonp(data);
    store.flush().then(
      () => res.jsonp(data),
      () => send(res, 500, messages.internal),
    );
  };
  const served = new Set(restCollections(store).map((name) => name.toLowerCase()));
  const guard = (req: Request, _res: Response, next: NextFunction) => {
    const [collection = '', id] = req.path.split('/').slice(1);
    if (!served.has(collection.toLowerCase())) throw new ApiError(404, messages.notFound);
    assertJoins(req.query, served);
    safeLikes(req.query);
    const rows = store.state[collection];
    if (WRITES.has(req.method) && Array.isArray(rows)) {
      const body: unknown = req.body;
      assertNotOwned(collection, body, req.method === 'PUT');
      // The body was checked against the collection's record schema before this (bodyCheck.ts).
      const tree = treeOf(resources, collection);
      if (tree && isRecord(body) && tree.parent in body)
        assertTreeParent(rows, tree, body[tree.id] ?? id, body[tree.parent]);
    }
    next();
  };
  return [guard, router];
}
