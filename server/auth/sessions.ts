import { randomBytes } from 'node:crypto';
import type { DataStore } from '../store/dataStore';
import { typedCollections } from '../store/typedCollections';

/** A token the server issued and has not retired; kept in the data file so restarts keep sessions. */
export interface SessionRecord {
  token: string;
  userId: number;
  issuedAt: number;
}

/** How long after its lifetime a token may still be exchanged at /refreshToken (default). */
export const REFRESH_WINDOW_MS = 7 * 24 * 3600 * 1000;
/** How often sessions past any use are purged from the store while the server runs. */
const PURGE_EVERY_MS = 10 * 60 * 1000;

/**
 * Issues, finds, refreshes and revokes tokens of the form `role-token-random-timestamp`.
 * The timestamp is when the token was issued; /expireToken reads it back from the token itself.
 */
export interface Sessions {
  issue(userId: number, role: string): SessionRecord;
  find(token: string): SessionRecord | undefined;
  isExpired(session: SessionRecord, now?: number): boolean;
  revoke(token: string): boolean;
  revokeUser(userId: number): void;
  /** Drops every session past its lifetime and refresh window; true when any was dropped. */
  purge(now?: number): boolean;
  /** Stops the periodic purge (the server calls it on close). */
  stop(): void;
}

/**
 * The issue time carried in a token: its last dash-separated part.
 *
 * @example
 * tokenTimestamp('admin-token-9f2c-1718000000000'); // 1718000000000
 */
export function tokenTimestamp(token: string): number {
  const last = token.slice(token.lastIndexOf('-') + 1);
  return /^\d+$/.test(last) ? Number(last) : Number.NaN;
}

/**
 * Sessions kept in the `sessions` collection of the store (never served by REST). A token past
 * its lifetime answers 402 but may be refreshed for `refreshWindowMs` more; after that it is dead:
 * not found (401) anywhere, /refreshToken included. Dead sessions are purged on start and every
 * ten minutes. `clock` tells the time (tests pass one they move by hand).
 *
 * @example
 * const sessions = createSessions(store, 2 * 3600_000);
 * const { token } = sessions.issue(1, 'Admin'); // 'admin-token-…-1718000000000'
 */
export function createSessions(
  store: DataStore,
  lifetimeMs: number,
  refreshWindowMs = REFRESH_WINDOW_MS,
  clock: () => number = Date.now,
): Sessions {
  const collections = typedCollections<{ sessions: SessionRecord }>(store);
  const list = () => collections.rows('sessions');
  const index = new Map<string, SessionRecord>(list().map((session) => [session.token, session]));
  const remove = (predicate: (session: SessionRecord) => boolean) => {
    for (const session of collections.remove('sessions', predicate)) index.delete(session.token);
  };
  const dead = (session: SessionRecord, now: number) =>
    !(typeof session.issuedAt === 'number' && now - session.issuedAt <= lifetimeMs + refreshWindowMs);
  const purge = (now = clock()) => {
    const before = list().length;
    remove((session) => dead(session, now));
    return list().length !== before;
  };
  if (purge()) void store.flush().catch(() => undefined);
  const timer = setInterval(() => {
    if (purge()) void store.flush().catch(() => undefined);
  }, PURGE_EVERY_MS);
  timer.unref();
  return {
    issue(userId, role) {
      const now = clock();
      purge(now);
      const session = {
        token: `${role.toLowerCase()}-token-${randomBytes(8).toString('hex')}-${now}`,
        userId,
        issuedAt: now,
      };
      list().push(session);
      index.set(session.token, session);
      return session;
    },
    find(token) {
      const session = index.get(token);
      return session && !dead(session, clock()) ? session : undefined;
    },
    isExpired: (session, now = clock()) => now - session.issuedAt > lifetimeMs,
    revoke(token) {
      if (!index.has(token)) return false;
      remove((session) => session.token === token);
      return true;
    },
    revokeUser(userId) {
      remove((session) => session.userId === userId);
    },
    purge,
    stop: () => clearInterval(timer),
  };
}
