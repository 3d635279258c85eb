import type { DataStore } from './dataStore';
import { ApiError, messages, send } from './envelope';
import type { NextFunction, Request, Response, Router } from './httpTypes';
import { jsonServer } from './jsonServerApi';
import type { RecordTypes } from './recordTypes';
import { PRIVATE_COLLECTIONS } from './resources';

const WRITES = new Set(['POST', 'PUT', 'PATCH']);

/**
 * json-server's own REST router over the same data (`GET /table?_page=1`, `POST /table`,
 * `PATCH /table/3` …), for the runtime's plain REST provider, made safe for this server:
 * `/db` and the private collections are not served; bodies are type-checked first; the router's
 * error handler, which sends `err.stack` as HTML, is removed so errors reach ours; errors are
 * answered in the envelope; a write answers only once it is on disk.
 *
 * @example
 * app.use(createRestRouter(store, types));
 */
export function createRestRouter(store: DataStore, types: RecordTypes): Router[] {
  const router = jsonServer.router(store.db);
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
  const guard = (req: Request, _res: Response, next: NextFunction) => {
    const collection = req.path.split('/')[1] ?? '';
    if (collection === 'db' || PRIVATE_COLLECTIONS.includes(collection))
      throw new ApiError(404, messages.notFound);
    const rows = store.state[collection];
    if (WRITES.has(req.method) && Array.isArray(rows)) types.check(collection, rows, req.body);
    next();
  };
  return [guard as unknown as Router, router];
}
