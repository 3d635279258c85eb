import type { Request } from 'express';
import { actorOf, authOf } from '../auth/authGate';
import { DELETE_BODY, ID, IDS_FIELD, strict } from '../http/bodyRuleParts';
import type { BodyOf } from '../http/bodySchema';
import { ApiError, messages, send } from '../http/envelope';
import { type RecordBody, type RouteCall, type RouteTable, route } from '../http/route';
import { idsOf } from '../store/collectionWriter';
import { assertNoSecretQuery, filterRows, pageOf } from '../store/listQuery';
import { SAMPLE_RESOURCES } from '../store/resources';
import { publicRow } from './publicRow';
import { type SampleContext, sampleCollections } from './sampleContext';

type Row = Record<string, unknown>;
type Call<Body = unknown> = RouteCall<SampleContext, Body>;

const USERS = SAMPLE_RESOURCES.userManagement;
const MOVE = strict({ ids: IDS_FIELD, id: ID, departmentId: ID }, ['departmentId']);

const usersOf = (ctx: SampleContext) => sampleCollections(ctx.store).read('users');
const show = (row: Row) => publicRow(USERS, row);
// DELETE may carry ids in the body or, as many clients send it, in the query string.
const argsOf = <Body extends object>(req: Request, body: Body) => ({ ...req.query, ...body });

function list({ ctx, req, res }: Call) {
  assertNoSecretQuery(req.query, USERS.secret);
  const page = pageOf(filterRows('users', usersOf(ctx), req.query, ctx.types), req.query, 20);
  send(res, 200, messages.success, { list: page.list.map(show), total: page.total });
}

/** Whether a user name, e-mail or phone is taken, each asked one answered. */
function uniqueFields({ ctx, req, res }: Call) {
  const asked = ['username', 'email', 'phone'].filter((field) => typeof req.query[field] === 'string');
  if (asked.length === 0) throw new ApiError(400, '参数 username、email 或 phone 至少给一个');
  const result: Record<string, boolean> = {};
  for (const field of asked) result[field] = usersOf(ctx).some((user) => user[field] === req.query[field]);
  send(res, 200, messages.success, result);
}

/** One user, by id or user name. */
function one({ ctx, req, res }: Call) {
  const { id, username } = req.query;
  if (id === undefined && username === undefined) throw new ApiError(400, '参数 id 或 username 至少给一个');
  const user = usersOf(ctx).find((row) =>
    id !== undefined ? String(row.id) === String(id) : row.username === String(username),
  );
  if (!user) throw new ApiError(404, `用户 ${String(id ?? username)} 不存在`);
  send(res, 200, messages.success, show(user));
}

/** An update of a user named by `id`, with the checks every user write makes. */
async function update({ ctx, body, res }: Call<RecordBody>) {
  if (body.id === undefined || body.id === null || body.id === '')
    throw new ApiError(400, '字段 id 不能为空');
  const row = await ctx.writer.save(USERS, body, actorOf(res));
  await ctx.store.flush();
  send(res, 200, messages.saved, show(row));
}

/** Deletes users, never the caller. */
async function remove({ ctx, body, req, res }: Call<BodyOf<typeof DELETE_BODY>>) {
  const ids = idsOf(argsOf(req, body));
  if (ids.includes(String(authOf(res).user.id))) throw new ApiError(400, '不能删除当前登录的用户');
  const removed = ctx.writer.remove(USERS, ids);
  await ctx.store.flush();
  send(res, 200, messages.deleted, { ids: removed.map((row) => row.id), total: removed.length });
}

/** Moves users to a department that exists. */
async function moveToDepartment({ ctx, body, req, res }: Call<BodyOf<typeof MOVE>>) {
  const args = argsOf(req, body);
  const ids = idsOf(args);
  const departmentId = args.departmentId;
  if (typeof departmentId !== 'number' && typeof departmentId !== 'string') {
    throw new ApiError(400, '字段 departmentId 应为 number');
  }
  const department = sampleCollections(ctx.store)
    .read('departments')
    .find((row) => String(row.id) === String(departmentId));
  if (!department) throw new ApiError(404, `部门 ${String(departmentId)} 不存在`);
  const users = usersOf(ctx);
  const missing = ids.filter((id) => !users.some((user) => String(user.id) === id));
  if (missing.length > 0) throw new ApiError(404, `用户 ${missing.join(', ')} 不存在`);
  const moved = users.filter((user) => ids.includes(String(user.id)));
  for (const user of moved) user.departmentId = department.id;
  await ctx.store.flush();
  send(res, 200, messages.saved, { list: moved.map(show), total: moved.length });
}

/**
 * The v1 user calls as a REST API over the same `users` collection the envelope
 * calls use: list, single user, update, delete, department change, unique-field check. (Login,
 * register, user info, logout, password and refresh live with the session calls.)
 *
 * @example
 * mountRoutes(app, V1_USER_ROUTES, sample);
 */
export const V1_USER_ROUTES: RouteTable<SampleContext> = [
  route({ method: 'GET', path: '/v1/users/list', handler: list }),
  route({ method: 'GET', path: '/v1/users/exists_user_unique_fields', handler: uniqueFields }),
  route({ method: 'GET', path: '/v1/users', handler: one }),
  route({ method: 'PUT', path: '/v1/users', body: 'record', handler: update }),
  route({ method: 'DELETE', path: '/v1/users', body: DELETE_BODY, handler: remove }),
  route({ method: 'PUT', path: '/v1/users/department', body: MOVE, handler: moveToDepartment }),
];
