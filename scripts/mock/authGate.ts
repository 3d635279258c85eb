import type { AccessPolicy } from './accessPolicy';
import type { DataStore } from './dataStore';
import { ApiError, messages } from './envelope';
import type { NextFunction, Request, Response } from './httpTypes';
import type { SessionRecord, Sessions } from './sessions';

/** A user record of the `users` collection. */
export interface UserRecord {
  id: number;
  username: string;
  password: string;
  roles: string[];
  [field: string]: unknown;
}

/** Calls that must work with a token past its lifetime: trading it in, or signing out. */
const EXPIRED_TOKEN_OK = new Set([
  'GET /refreshToken',
  'POST /v1/users/refreshToken',
  'GET /logout',
  'POST /v1/users/logout',
]);

/** The signed-in caller, set by the gate on `res.locals.auth` for the handlers after it. */
export interface AuthContext {
  user: UserRecord;
  session: SessionRecord;
}

/**
 * Reads the caller's auth context (throws 401 when the gate did not set one, e.g. on a public call).
 *
 * @example
 * const { user } = authOf(res);
 */
export function authOf(res: Response): AuthContext {
  const auth = res.locals.auth as AuthContext | undefined;
  if (!auth) throw new ApiError(401, messages.invalidToken);
  return auth;
}

/**
 * Authentication and authorisation in one middleware, from config/permissions.yaml:
 * public calls pass; others need `Authorization: Bearer <token>` (401 '令牌无效' without it, 500
 * '未成功获取Token' when the token is empty), a token the server issued and has not retired (401),
 * not past its lifetime (402), and the permission the first matching rule names (403).
 *
 * @example
 * app.use(authGate(policy, sessions, store));
 */
export function authGate(policy: AccessPolicy, sessions: Sessions, store: DataStore) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === 'OPTIONS') return next();
    const decision = policy.decide(req.method, req.path);
    if (decision.public) return next();
    const header = req.headers.authorization;
    if (typeof header !== 'string' || !/^Bearer(\s|$)/.test(header)) {
      return next(new ApiError(401, messages.invalidToken));
    }
    const token = header.slice(6).trim();
    if (token === '') return next(new ApiError(500, messages.noToken));
    const session = sessions.find(token);
    const user =
      session && (store.state.users as unknown as UserRecord[]).find((u) => u.id === session.userId);
    if (!session || !user) return next(new ApiError(401, messages.invalidToken));
    if (sessions.isExpired(session) && !EXPIRED_TOKEN_OK.has(`${req.method} ${req.path}`)) {
      return next(new ApiError(402, messages.expiredToken));
    }
    if (decision.permission && !policy.permissionsOf(user.roles).has(decision.permission)) {
      return next(new ApiError(403, messages.forbidden));
    }
    res.locals.auth = { user, session } satisfies AuthContext;
    next();
  };
}
