import type { Response, Router } from 'express';
import type { AccessPolicy } from '../access/accessPolicy';
import { asyncHandler } from '../http/asyncHandler';
import { pick, requireString } from '../http/bodyFields';
import { ApiError, fieldRefusal, messages, send } from '../http/envelope';
import { type CollectionWriter, DEFAULT_ROLES, MIN_PASSWORD_LENGTH } from '../store/collectionWriter';
import type { DataStore } from '../store/dataStore';
import { hashPassword, verifyPassword } from '../store/passwords';
import { RESOURCES } from '../store/resources';
import { authOf, type UserRecord } from './authGate';
import { type Sessions, tokenTimestamp } from './sessions';

/** Age after which /expireToken answers 402 (API-05, spec §4). */
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

/**
 * Session calls of spec §7 and their v1 twins: public key, login (password checked), social and
 * GitHub login (a code needed), register, user info, logout (revokes the token), token expiry
 * check and refresh (retires the old token), password change and own-profile edit.
 *
 * @example
 * mountAuthRoutes(app, deps);
 */
export function mountAuthRoutes(app: Router, deps: AuthRouteDeps): void {
  const { store, sessions, policy, writer, tokenName } = deps;
  const users = () => store.state.users as unknown as UserRecord[];
  const answerToken = async (res: Response, user: UserRecord, msg: string) => {
    const { token } = sessions.issue(user.id, user.roles[0] ?? 'user');
    await store.flush();
    send(res, 200, msg, { [tokenName]: token });
  };

  app.get('/publicKey', (_req, res) => {
    send(res, 200, messages.success, { publicKey: deps.publicKey, mockServer: !deps.loginRSA });
  });

  const login = asyncHandler(async (req, res) => {
    const username = requireString(req.body, 'username');
    const password = requireString(req.body, 'password');
    const user = users().find((candidate) => candidate.username === username);
    const ok = await verifyPassword(password, user?.password);
    if (!user || !ok || user.status === 'disabled') throw new ApiError(500, messages.badCredentials);
    await answerToken(res, user, messages.success);
  });
  app.post('/login', login);
  app.post('/v1/users/login', login);

  const socialLogin = asyncHandler(async (req, res) => {
    requireString(req.body, 'code');
    const user = users().find((candidate) => candidate.username === SOCIAL_LOGIN_ACCOUNT);
    if (!user) throw new ApiError(500, messages.noToken);
    await answerToken(res, user, messages.success);
  });
  app.post('/socialLogin', socialLogin);
  app.post('/v1/users/github/login', socialLogin);

  const register = asyncHandler(async (req, res) => {
    const fields = pick(req.body, ['username', 'password', 'email', 'phone', 'avatar']);
    requireString(fields, 'username');
    requireString(fields, 'password');
    const user = (await writer.save(RESOURCES.userManagement, {
      ...fields,
      roles: [...DEFAULT_ROLES],
    })) as UserRecord;
    await answerToken(res, user, messages.registered);
  });
  app.post('/register', register);
  app.post('/v1/users', register);

  const userInfo = (_req: unknown, res: Response) => {
    const { user } = authOf(res);
    send(res, 200, messages.success, {
      id: user.id,
      username: user.username,
      avatar: user.avatar ?? '',
      email: user.email ?? '',
      roles: user.roles,
      permissions: [...policy.permissionsOf(user.roles)],
    });
  };
  app.get('/user_info', userInfo);
  app.get('/v1/users/user_info', userInfo);

  const logout = asyncHandler(async (_req, res) => {
    sessions.revoke(authOf(res).session.token);
    await store.flush();
    send(res, 200, messages.loggedOut);
  });
  app.get('/logout', logout);
  app.post('/v1/users/logout', logout);

  app.get('/expireToken', (_req, res) => {
    const age = deps.clock() - tokenTimestamp(authOf(res).session.token);
    if (!(age <= EXPIRE_TOKEN_AFTER_MS)) throw new ApiError(402, messages.expiredToken);
    send(res, 200, messages.success, { expiresIn: EXPIRE_TOKEN_AFTER_MS - age });
  });

  const refresh = asyncHandler(async (_req, res) => {
    const { user, session } = authOf(res);
    sessions.revoke(session.token);
    const { token } = sessions.issue(user.id, user.roles[0] ?? 'user');
    await store.flush();
    send(res, 200, messages.refreshed, { [tokenName]: token });
  });
  app.get('/refreshToken', refresh);
  app.post('/v1/users/refreshToken', refresh);

  app.put(
    '/v1/users/password',
    asyncHandler(async (req, res) => {
      const { user } = authOf(res);
      const oldPassword = requireString(req.body, 'oldPassword');
      const newPassword = requireString(req.body, 'newPassword');
      if (newPassword.length < MIN_PASSWORD_LENGTH)
        throw fieldRefusal({ newPassword: `字段 newPassword 至少 ${MIN_PASSWORD_LENGTH} 位` });
      if (!(await verifyPassword(oldPassword, user.password)))
        throw fieldRefusal({ oldPassword: '字段 oldPassword 不正确' });
      user.password = hashPassword(newPassword);
      await store.flush();
      send(res, 200, messages.saved);
    }),
  );

  app.post(
    '/user/edit',
    asyncHandler(async (req, res) => {
      const { user } = authOf(res);
      const asked = (req.body as { username?: unknown }).username;
      if (asked !== undefined && asked !== user.username)
        throw fieldRefusal({ username: '用户名不能修改（个人资料只改邮箱、手机、头像和昵称）' });
      const fields = pick(req.body, ['email', 'phone', 'avatar', 'nickname']);
      const row = await writer.save(RESOURCES.userManagement, { ...fields, id: user.id });
      await store.flush();
      const { password: _hidden, ...visible } = row;
      send(res, 200, messages.saved, visible);
    }),
  );
}
