import type { NextFunction, Request, Response } from 'express';
import type { AccessPolicy } from '../access/accessPolicy';
import { ApiError, messages } from '../http/envelope';
import { routeOf } from '../http/routeResolver';
import { ASSIGN_ROLES_PERMISSION, type WriteActor } from '../store/collectionWriter';
import type { DataStore } from '../store/dataStore';
import { authCollections, type UserRecord } from './authCollections';
import type { SessionRecord, Sessions } from './sessions';

/** Calls that must work with a token past its lifetime: trading it in, or signing out. */
const EXPIRED_TOKEN_OK = new Set([
  'GET /refreshToken',
  'POST /v1/users/refreshToken',
  'GET /logout',
  'POST /v1/users/logout',
]);

/** The signed-in caller, set by the gate for the handlers after it. */
export interface AuthContext {
  user: UserRecord;
  session: SessionRecord;
  /** The caller's permissions, from their roles. */
  permissions: Set<string>;
}

/** The caller of each request the gate let through, by its answer. */
const callers = new WeakMap<Response, AuthContext>();

/**
 * Reads the caller's auth context (throws 401 when the gate did not set one, e.g. on a public call).
 *
 * @example
 * const { user } = authOf(res);
 */
export function authOf(res: Response): AuthContext {
  const auth = callers.get(res);
  if (!auth) throw new ApiError(401, messages.invalidToken);
  return auth;
}

/**
 * Who is writing, for the checks a route alone cannot make (changing roles needs its own permission).
 *
 * @example
 * await writer.save(SAMPLE_RESOURCES.userManagement, req.body, actorOf(res));
 */
export function actorOf(res: Response): WriteActor {
  return { mayAssignRoles: authOf(res).permissions.has(ASSIGN_ROLES_PERMISSION) };
}

/**
 * Authentication and authorisation in one middleware, from config/permissions.yaml, decided on
 * the route the resolver found (its canonical path, never the raw URL; HEAD as GET): static files
 * and public calls pass; a route no rule names is refused to everyone (403); others need `Authorization: Bearer <token>` (401 '令牌无效' without it, 500
 * '未成功获取Token' when the token is empty), a token the server issued and has not retired (401),
 * not past its lifetime (402), and the permission the first matching rule names (403).
 *
 * @example
 * app.use(authGate(policy, sessions, store));
 */
export function authGate(policy: AccessPolicy, sessions: Sessions, store: DataStore) {
  const users = () => authCollections(store).read('users');
  return (req: Request, res: Response, next: NextFunction) => {
    const route = routeOf(res);
    if (!route) return next(new ApiError(404, messages.notFound));
    if (route.entry.public) return next();
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    const decision = policy.decide(method, route.path);
    if (decision.public) return next();
    const header = req.headers.authorization;
    if (typeof header !== 'string' || !/^Bearer(\s|$)/.test(header)) {
      return next(new ApiError(401, messages.invalidToken));
    }
    const token = header.slice(6).trim();
    if (token === '') return next(new ApiError(500, messages.noToken));
    const session = sessions.find(token);
    const user = session && users().find((u) => u.id === session.userId);
    if (!session || !user) return next(new ApiError(401, messages.invalidToken));
    if (sessions.isExpired(session) && !EXPIRED_TOKEN_OK.has(`${method} ${route.path}`)) {
      return next(new ApiError(402, messages.expiredToken));
    }
    const permissions = policy.permissionsOf(Array.isArray(user.roles) ? user.roles : []);
    if (!decision.permission || !permissions.has(decision.permission)) {
      return next(new ApiError(403, messages.forbidden));
    }
    callers.set(res, { user, session, permissions });
    next();
  };
}
