import { createHash } from 'node:crypto';
import type { Pool, PoolConfig } from 'pg';

/**
 * How a pool's connections may use the database. `read-only` sessions start with
 * `default_transaction_read_only=on` (set in the connection's start-up packet, so no statement
 * runs before it and a refused setting fails the connection itself). A later read-write mode gets
 * its own pool under the same source: the mode is part of the registry key.
 */
export type PoolMode = 'read-only';

/** Where and as whom a pool connects: an address already checked against the allow-list. */
export interface PoolSettings {
  address: string;
  port: number;
  database: string;
  username: string;
  password: string;
  timeoutMs: number;
}

/** Connections one source may hold open at once. */
export const POOL_SIZE = 4;
/** An idle connection is closed after this long; a pool of an unused source holds none. */
export const POOL_IDLE_MS = 30_000;

const SESSION_OPTIONS: Record<PoolMode, string> = {
  'read-only': '-c default_transaction_read_only=on',
};

interface Entry {
  scope: string;
  sourceId: number;
  mode: PoolMode;
  fingerprint: string;
  pool: Pool;
}

/** Every open pool, by scope (the server's data folder), source id and mode. */
const registry = new Map<string, Entry>();

const keyOf = (scope: string, sourceId: number, mode: PoolMode) => JSON.stringify([scope, sourceId, mode]);

/** A digest of everything a connection is opened with: a change means a new pool. */
const fingerprintOf = (settings: PoolSettings, mode: PoolMode) =>
  createHash('sha256')
    .update(JSON.stringify([mode, settings]))
    .digest('hex');

/**
 * A new pool: at most {@link POOL_SIZE} connections, idle ones closed after
 * {@link POOL_IDLE_MS}, the source's timeout for connecting and for every statement, the mode's
 * session setting, and an `application_name` that names the source in `pg_stat_activity`.
 * Idle connections do not keep the process alive.
 */
export async function createPool(settings: PoolSettings, mode: PoolMode, name: string, max = POOL_SIZE) {
  const { Pool } = await import('pg');
  const config: PoolConfig = {
    host: settings.address,
    port: settings.port,
    database: settings.database,
    user: settings.username,
    password: settings.password,
    max,
    idleTimeoutMillis: POOL_IDLE_MS,
    allowExitOnIdle: true,
    connectionTimeoutMillis: settings.timeoutMs,
    query_timeout: settings.timeoutMs,
    statement_timeout: settings.timeoutMs,
    options: SESSION_OPTIONS[mode],
    application_name: name,
  };
  const pool = new Pool(config);
  // A connection that breaks (server restart, terminated backend) emits 'error': on the pool when
  // idle, on the connection when lent out. Unhandled, either would crash the server; the pool
  // drops an idle one, and a lent one fails its statement and is destroyed on release.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

/**
 * The pool of a saved source in a mode, created on first use and shared by every later call.
 * When the source's connection settings changed since (host, port, database, user, password,
 * timeout), the old pool is ended and a new one made.
 *
 * @example
 * const pool = await sourcePool(dataDir, 3, 'read-only', settings);
 */
export async function sourcePool(
  scope: string,
  sourceId: number,
  mode: PoolMode,
  settings: PoolSettings,
): Promise<Pool> {
  const key = keyOf(scope, sourceId, mode);
  const fingerprint = fingerprintOf(settings, mode);
  const found = registry.get(key);
  if (found?.fingerprint === fingerprint) return found.pool;
  const pool = await createPool(settings, mode, `jimu source ${sourceId}`);
  // Another call may have made one while the driver was loading: keep the first, end this one.
  const current = registry.get(key);
  if (current?.fingerprint === fingerprint) {
    void pool.end().catch(() => undefined);
    return current.pool;
  }
  // The old settings' pool ends once its lent connections come back; this call does not wait.
  if (current) void endEntry(key, current);
  registry.set(key, { scope, sourceId, mode, fingerprint, pool });
  return pool;
}

function endEntry(key: string, entry: Entry): Promise<void> {
  if (registry.get(key) === entry) registry.delete(key);
  // Connections lent out finish their statement first; end() waits for them to come back.
  return entry.pool.end().catch(() => undefined);
}

/**
 * Ends every pool of a source (all modes): when it is edited or deleted.
 *
 * @example
 * await closeSourcePool(dataDir, 3);
 */
export async function closeSourcePool(scope: string, sourceId: number): Promise<void> {
  const ending = [...registry]
    .filter(([, e]) => e.scope === scope && e.sourceId === sourceId)
    .map(([key, e]) => endEntry(key, e));
  await Promise.all(ending);
}

/**
 * Ends every pool of a server (its data folder), or of the whole process without a scope: when
 * the server stops.
 *
 * @example
 * await closeSourcePools(dataDir);
 */
export async function closeSourcePools(scope?: string): Promise<void> {
  const ending = [...registry]
    .filter(([, e]) => scope === undefined || e.scope === scope)
    .map(([key, e]) => endEntry(key, e));
  await Promise.all(ending);
}

/** The open pools, for tests and diagnostics: which source, which mode, how many connections. */
export function openSourcePools(scope?: string) {
  return [...registry.values()]
    .filter((e) => scope === undefined || e.scope === scope)
    .map((e) => ({
      sourceId: e.sourceId,
      mode: e.mode,
      pool: e.pool,
      total: e.pool.totalCount,
      idle: e.pool.idleCount,
    }));
}
