import type { Response } from 'express';
import type { AccessPolicy } from '../access/accessPolicy';
import { nonEmpty, pick } from '../http/bodyFields';
import { EMPTY } from '../http/bodyRuleParts';
import type { BodyOf } from '../http/bodySchema';
import { ApiError, fieldRefusal, messages, send } from '../http/envelope';
import { type RouteCall, type RouteTable, route } from '../http/route';
import { type CollectionWriter, DEFAULT_ROLES, MIN_PASSWORD_LENGTH } from '../store/collectionWriter';
import type { DataStore } from '../store/dataStore';
import { hashPassword, verifyPassword } from '../store/passwords';
import { SAMPLE_RESOURCES } from '../store/resources';
import { CREDENTIALS, PASSWORD_CHANGE, PROFILE_EDIT, REGISTRATION, SOCIAL } from './authBodies';
import { authCollections, type UserRecord } from './authCollections';
import { authOf } from './authGate';
import { type Sessions, tokenTimestamp } from './sessions';

/** Age after which /expireToken answers 402. */
export const EXPIRE_TOKEN_AFTER_MS = 5000;
/** The account social and GitHub logins sign in as: read-only, so a made-up code grants nothing. */
export const SOCIAL_LOGIN_ACCOUNT = 'test';

/** What the session calls need from the rest of the server. */
export interface AuthRouteDeps {
  store: DataStore;
  sessions: Sessions;
  policy: AccessPolicy;
  writer: CollectionWriter;
  /** Where the login answer carries the token: `data.<tokenName>` (config/app.yaml http.tokenName). */
  tokenName: string;
  publicKey: string;
  loginRSA: boolean;
  /** The time in ms (the server's clock). */
  clock: () => number;
}

type Call<Body = unknown> = RouteCall<AuthRouteDeps, Body>;

const usersOf = (ctx: AuthRouteDeps) => authCollections(ctx.store).read('users');

async function answerToken(ctx: AuthRouteDeps, res: Response, user: UserRecord, msg: string) {
  const { token } = ctx.sessions.issue(user.id, user.roles[0] ?? 'user');
  await ctx.store.flush();
  send(res, 200, msg, { [ctx.tokenName]: token });
}

function publicKey({ ctx, res }: Call) {
  send(res, 200, messages.success, { publicKey: ctx.publicKey, mockServer: !ctx.loginRSA });
}

/** Sign-in by account and password (the password checked against its hash). */
async function login({ ctx, body, res }: Call<BodyOf<typeof CREDENTIALS>>) {
  const username = nonEmpty(body.username, 'username');
  const password = nonEmpty(body.password, 'password');
  const user = usersOf(ctx).find((candidate) => candidate.username === username);
  const ok = await verifyPassword(password, user?.password);
  if (!user || !ok || user.status === 'disabled') throw new ApiError(500, messages.badCredentials);
  await answerToken(ctx, res, user, messages.success);
}

/** Social and GitHub sign-in: any code signs in as the read-only account. */
async function socialLogin({ ctx, body, res }: Call<BodyOf<typeof SOCIAL>>) {
  nonEmpty(body.code, 'code');
  const user = usersOf(ctx).find((candidate) => candidate.username === SOCIAL_LOGIN_ACCOUNT);
  if (!user) throw new ApiError(500, messages.noToken);
  await answerToken(ctx, res, user, messages.success);
}

/** A new account, always with the default roles, signed in at once. */
async function register({ ctx, body, res }: Call<BodyOf<typeof REGISTRATION>>) {
  const fields = pick(body, ['username', 'password', 'email', 'phone', 'avatar']);
  nonEmpty(fields.username, 'username');
  nonEmpty(fields.password, 'password');
  const saved = await ctx.writer.save(SAMPLE_RESOURCES.userManagement, {
    ...fields,
    roles: [...DEFAULT_ROLES],
  });
  const user = usersOf(ctx).find((candidate) => candidate === saved);
  if (!user) throw new Error('register: the new account is not in the users collection');
  await answerToken(ctx, res, user, messages.registered);
}

function userInfo({ ctx, res }: Call) {
  const { user } = authOf(res);
  send(res, 200, messages.success, {
    id: user.id,
    username: user.username,
    avatar: user.avatar ?? '',
    email: user.email ?? '',
    roles: user.roles,
    permissions: [...ctx.policy.permissionsOf(user.roles)],
  });
}

/** Signs out: the token is revoked. */
async function logout({ ctx, res }: Call) {
  ctx.sessions.revoke(authOf(res).session.token);
  await ctx.store.flush();
  send(res, 200, messages.loggedOut);
}

/** 402 once the token is older than {@link EXPIRE_TOKEN_AFTER_MS}: the client's refresh test. */
function expireToken({ ctx, res }: Call) {
  const age = ctx.clock() - tokenTimestamp(authOf(res).session.token);
  if (!(age <= EXPIRE_TOKEN_AFTER_MS)) throw new ApiError(402, messages.expiredToken);
  send(res, 200, messages.success, { expiresIn: EXPIRE_TOKEN_AFTER_MS - age });
}

/** A new token for the caller's; the old one is retired. */
async function refresh({ ctx, res }: Call) {
  const { user, session } = authOf(res);
  ctx.sessions.revoke(session.token);
  const { token } = ctx.sessions.issue(user.id, user.roles[0] ?? 'user');
  await ctx.store.flush();
  send(res, 200, messages.refreshed, { [ctx.tokenName]: token });
}

async function changePassword({ ctx, body, res }: Call<BodyOf<typeof PASSWORD_CHANGE>>) {
  const { user } = authOf(res);
  const oldPassword = nonEmpty(body.oldPassword, 'oldPassword');
  const newPassword = nonEmpty(body.newPassword, 'newPassword');
  if (newPassword.length < MIN_PASSWORD_LENGTH)
    throw fieldRefusal({ newPassword: `字段 newPassword 至少 ${MIN_PASSWORD_LENGTH} 位` });
  if (!(await verifyPassword(oldPassword, user.password)))
    throw fieldRefusal({ oldPassword: '字段 oldPassword 不正确' });
  user.password = hashPassword(newPassword);
  await ctx.store.flush();
  send(res, 200, messages.saved);
}

/** One's own profile: e-mail, phone, avatar and nickname; never the user name or roles. */
async function editProfile({ ctx, body, res }: Call<BodyOf<typeof PROFILE_EDIT>>) {
  const { user } = authOf(res);
  if (body.username !== undefined && body.username !== user.username)
    throw fieldRefusal({ username: '用户名不能修改（个人资料只改邮箱、手机、头像和昵称）' });
  const fields = pick(body, ['email', 'phone', 'avatar', 'nickname']);
  const row = await ctx.writer.save(SAMPLE_RESOURCES.userManagement, { ...fields, id: user.id });
  await ctx.store.flush();
  const { password: _hidden, ...visible } = row;
  send(res, 200, messages.saved, visible);
}

/**
 * The session calls and their v1 twins: public key, login (password checked), social and
 * GitHub login (a code needed), register, user info, logout (revokes the token), token expiry
 * check and refresh (retires the old token), password change and own-profile edit.
 *
 * @example
 * mountRoutes(app, AUTH_ROUTES, deps);
 */
export const AUTH_ROUTES: RouteTable<AuthRouteDeps> = [
  route({ method: 'GET', path: '/publicKey', handler: publicKey }),
  route({ method: 'POST', path: '/login', body: CREDENTIALS, handler: login }),
  route({ method: 'POST', path: '/v1/users/login', body: CREDENTIALS, handler: login }),
  route({ method: 'POST', path: '/socialLogin', body: SOCIAL, handler: socialLogin }),
  route({ method: 'POST', path: '/v1/users/github/login', body: SOCIAL, handler: socialLogin }),
  route({ method: 'POST', path: '/register', body: REGISTRATION, handler: register }),
  route({ method: 'POST', path: '/v1/users', body: REGISTRATION, handler: register }),
  route({ method: 'GET', path: '/user_info', handler: userInfo }),
  route({ method: 'GET', path: '/v1/users/user_info', handler: userInfo }),
  route({ method: 'GET', path: '/logout', handler: logout }),
  route({ method: 'POST', path: '/v1/users/logout', body: EMPTY, handler: logout }),
  route({ method: 'GET', path: '/expireToken', handler: expireToken }),
  route({ method: 'GET', path: '/refreshToken', handler: refresh }),
  route({ method: 'POST', path: '/v1/users/refreshToken', body: EMPTY, handler: refresh }),
  route({ method: 'PUT', path: '/v1/users/password', body: PASSWORD_CHANGE, handler: changePassword }),
  route({ method: 'POST', path: '/user/edit', body: PROFILE_EDIT, handler: editProfile }),
];
