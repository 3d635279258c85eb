import { isRecord } from '../lib/isRecord';

/** What a valid user-info answer holds; every field is optional. */
export interface SessionUser {
  username?: string;
  avatar?: string;
  roles?: string[];
  permissions?: string[];
}

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * Checks a user-info answer: username and avatar must be strings and roles and
 * permissions arrays of names, each only when present. Answers null for anything else, so
 * a malformed answer can never leave half a user behind.
 *
 * @example
 * parseSessionUser({ username: 'admin', roles: ['Admin'] }); // { username: 'admin', roles: ['Admin'] }
 * parseSessionUser({ username: 7 }); // null
 */
export function parseSessionUser(data: unknown): SessionUser | null {
  if (!isRecord(data)) return null;
  const { username, avatar, roles, permissions } = data;
  if (username !== undefined && typeof username !== 'string') return null;
  if (avatar !== undefined && typeof avatar !== 'string') return null;
  if (roles !== undefined && !isStringArray(roles)) return null;
  if (permissions !== undefined && !isStringArray(permissions)) return null;
  const user: SessionUser = {};
  if (username !== undefined) user.username = username;
  if (avatar !== undefined) user.avatar = avatar;
  if (roles !== undefined) user.roles = roles;
  if (permissions !== undefined) user.permissions = permissions;
  return user;
}

/**
 * The token of a login answer: `data[tokenName]` when it is a non-empty string.
 *
 * @example
 * tokenOfLoginAnswer({ token: 'admin-token-1' }, 'token'); // 'admin-token-1'
 * tokenOfLoginAnswer({ accessToken: 'x' }, 'token'); // null
 */
export function tokenOfLoginAnswer(data: unknown, tokenName: string): string | null {
  if (!isRecord(data)) return null;
  const token = data[tokenName];
  return typeof token === 'string' && token !== '' ? token : null;
}
