import type { Request, Router } from 'express';
import { actorOf, authOf } from '../auth/authGate';
import { asyncHandler } from '../http/asyncHandler';
import { ApiError, messages, send } from '../http/envelope';
import { type CollectionWriter, idsOf } from '../store/collectionWriter';
import type { DataStore } from '../store/dataStore';
import { assertNoSecretQuery, filterRows, pageOf } from '../store/listQuery';
import type { RecordTypes } from '../store/recordTypes';
import { RESOURCES } from '../store/resources';
import { publicRow } from './envelopeRoutes';

type Row = Record<string, unknown>;
const USERS = RESOURCES.userManagement;

/**
 * The v1 user calls of spec §7 as a REST API over the same `users` collection the envelope
 * calls use: list, single user, update, delete, department change, unique-field check. (Login,
 * register, user info, logout, password and refresh live with the session calls.)
 *
 * @example
 * mountV1UserRoutes(app, { store, types, writer });
 */
export function mountV1UserRoutes(
  app: Router,
  deps: { store: DataStore; types: RecordTypes; writer: CollectionWriter },
): void {
  const { store, types, writer } = deps;
  const users = () => store.state.users as Row[];
  const show = (row: Row) => publicRow(USERS, row);
  // DELETE may carry ids in the body or, as many clients send it, in the query string.
  const argsOf = (req: Request) => ({ ...req.query, ...((req.body as Row | undefined) ?? {}) });

  app.get('/v1/users/list', (req, res) => {
    assertNoSecretQuery(req.query, USERS.secret);
    const page = pageOf(filterRows('users', users(), req.query, types), req.query, 20);
    send(res, 200, messages.success, { list: page.list.map(show), total: page.total });
  });

  app.get('/v1/users/exists_user_unique_fields', (req, res) => {
    const asked = ['username', 'email', 'phone'].filter((field) => typeof req.query[field] === 'string');
    if (asked.length === 0) throw new ApiError(400, '参数 username、email 或 phone 至少给一个');
    const result: Record<string, boolean> = {};
    for (const field of asked) result[field] = users().some((user) => user[field] === req.query[field]);
    send(res, 200, messages.success, result);
  });

  app.get('/v1/users', (req, res) => {
    const { id, username } = req.query;
    if (id === undefined && username === undefined) throw new ApiError(400, '参数 id 或 username 至少给一个');
    const user = users().find((row) =>
      id !== undefined ? String(row.id) === String(id) : row.username === String(username),
    );
    if (!user) throw new ApiError(404, `用户 ${String(id ?? username)} 不存在`);
    send(res, 200, messages.success, show(user));
  });

  app.put(
    '/v1/users',
    asyncHandler(async (req, res) => {
      const body = req.body as Row;
      if (
        body === null ||
        typeof body !== 'object' ||
        body.id === undefined ||
        body.id === null ||
        body.id === ''
      ) {
        throw new ApiError(400, '字段 id 不能为空');
      }
      const row = await writer.save(USERS, body, actorOf(res));
      await store.flush();
      send(res, 200, messages.saved, show(row));
    }),
  );

  app.delete(
    '/v1/users',
    asyncHandler(async (req, res) => {
      const ids = idsOf(argsOf(req));
      if (ids.includes(String(authOf(res).user.id))) throw new ApiError(400, '不能删除当前登录的用户');
      const removed = writer.remove(USERS, ids);
      await store.flush();
      send(res, 200, messages.deleted, { ids: removed.map((row) => row.id), total: removed.length });
    }),
  );

  app.put(
    '/v1/users/department',
    asyncHandler(async (req, res) => {
      const args = argsOf(req);
      const ids = idsOf(args);
      const departmentId = args.departmentId;
      if (typeof departmentId !== 'number' && typeof departmentId !== 'string') {
        throw new ApiError(400, '字段 departmentId 应为 number');
      }
      const department = (store.state.departments as Row[]).find(
        (row) => String(row.id) === String(departmentId),
      );
      if (!department) throw new ApiError(404, `部门 ${String(departmentId)} 不存在`);
      const missing = ids.filter((id) => !users().some((user) => String(user.id) === id));
      if (missing.length > 0) throw new ApiError(404, `用户 ${missing.join(', ')} 不存在`);
      const moved = users().filter((user) => ids.includes(String(user.id)));
      for (const user of moved) user.departmentId = department.id;
      await store.flush();
      send(res, 200, messages.saved, { list: moved.map(show), total: moved.length });
    }),
  );
}
