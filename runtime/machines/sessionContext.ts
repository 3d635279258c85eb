import type { SessionUser } from './sessionUser';

/** The stored token, in local storage under `app.http.tokenStorageKey`. */
export interface TokenStorage {
  get(): string | null;
  set(token: string): void;
  remove(): void;
}

/** How a session behaves, from `app.yaml`'s http and auth sections, plus what the app injects. */
export interface SessionInput {
  tokenStorage: TokenStorage;
  /** false: everyone gets full access with an admin label, no login. Default true. */
  loginInterception?: boolean;
  /** intelligence: routes from config, filtered by role; all: from the server. */
  authentication?: 'intelligence' | 'all';
  /** Where the login answer carries the token: `data[tokenName]`. Default 'token'. */
  tokenName?: string;
  /** Shown while nobody is signed in or the server sends no avatar. */
  defaultAvatar?: string;
  /** Permissions that come with roles, e.g. `(r) => permissionsOfRoles(r, manifest.permissions)`. */
  permissionsOfRoles?: (roles: string[]) => string[];
  /** The path the console was opened at, to return to after a login. */
  redirectTarget?: string | null;
}

export type SessionConfig = Required<Omit<SessionInput, 'redirectTarget'>>;

/** A session: who is signed in, what they may do, and where they were going. */
export interface SessionContext {
  token: string | null;
  username: string;
  avatar: string;
  roles: string[];
  permissions: string[];
  admin: boolean;
  /** Raw routes: the server's list in `all` mode, or what the routing layer built and set. */
  routes: unknown[];
  redirectTarget: string | null;
  /** Why the last login or load failed, for the login page. */
  error: string | null;
  config: SessionConfig;
}

export const GUEST_NAME = 'guest';
export const VIRTUAL_ADMIN_NAME = 'admin';
export const DEFAULT_AVATAR = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#dfe3ea"/>' +
    '<circle cx="32" cy="25" r="11" fill="#9aa4b5"/><path d="M12 58c2-12 10-18 20-18s18 6 20 18z" fill="#9aa4b5"/></svg>',
)}`;

/** The input with every default filled in. */
export function sessionConfig(input: SessionInput): SessionConfig {
  return {
    tokenStorage: input.tokenStorage,
    loginInterception: input.loginInterception ?? true,
    authentication: input.authentication ?? 'intelligence',
    tokenName: input.tokenName ?? 'token',
    defaultAvatar: input.defaultAvatar ?? DEFAULT_AVATAR,
    permissionsOfRoles: input.permissionsOfRoles ?? (() => []),
  };
}

/** Nobody signed in: no token, guest name, default avatar, nothing granted. */
export function loggedOutContext(config: SessionConfig, redirectTarget: string | null): SessionContext {
  return {
    token: null,
    username: GUEST_NAME,
    avatar: config.defaultAvatar,
    roles: [],
    permissions: [],
    admin: false,
    routes: [],
    redirectTarget,
    error: null,
    config,
  };
}

/** Applies a validated user-info answer; roles bring their configured permissions along. */
export function withUser(context: SessionContext, user: SessionUser): Partial<SessionContext> {
  const roles = user.roles ?? context.roles;
  const permissions = new Set([
    ...(user.permissions ?? context.permissions),
    ...context.config.permissionsOfRoles(roles),
  ]);
  return {
    username: user.username ?? context.username,
    avatar: user.avatar ?? context.avatar,
    roles,
    permissions: [...permissions],
  };
}
