import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DataSource } from '../../schemas/types.gen';
import { passwordEnvProblem } from './passwordEnv';

/**
 * Types PostgreSQL sends as text that stay text: numeric, int8 and money (a JavaScript number would
 * round them), date, time and timestamps (a Date would drop the offset the database answered with).
 */
const TEXT_TYPES = new Set([
  pg.types.builtins.NUMERIC,
  pg.types.builtins.INT8,
  pg.types.builtins.MONEY,
  pg.types.builtins.DATE,
  pg.types.builtins.TIME,
  pg.types.builtins.TIMETZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.TIMESTAMPTZ,
]);

const asText = (value: string) => value;

/** An open source: its query builder over a pool, the schema its pages' tables live in. */
export interface LiveSource {
  name: string;
  schema: string;
  db: Kysely<unknown>;
  /** Ends the pool once its lent connections come back. */
  close(): Promise<void>;
}

/** A source that cannot be opened as configured: the message names the source, never a secret. */
export class SourceRefused extends Error {}

/**
 * Opens a source of config/dataSources.yaml: a `pg` pool of `poolSize` connections (idle ones
 * closed after 30 s, not keeping the process alive) under a kysely query builder. Every connection
 * has the source's timeout for connecting and for each statement, an `application_name` naming
 * the source, and the type parsers that keep numerics and timestamps exact. The password comes
 * from the variable `passwordEnv` names, only when the operator's rule allows that variable, unless
 * the caller holds it already (`password`: the workbench's stored one of the same source);
 * `address` is the host already checked against the allow-list.
 *
 * @example
 * const source = openLiveSource(config, { address: '127.0.0.1' });
 * await source.db.selectFrom('customer').selectAll().execute();
 */
export function openLiveSource(
  config: DataSource,
  options: { address: string; password?: string },
): LiveSource {
  let password = options.password;
  if (password === undefined && config.passwordEnv) {
    const problem = passwordEnvProblem(config.passwordEnv);
    if (problem) throw new SourceRefused(`data source ${config.name}: ${problem}`);
    password = process.env[config.passwordEnv];
  }
  const timeout = config.timeoutMs ?? 5000;
  const pool = new pg.Pool({
    host: options.address,
    port: config.port ?? 5432,
    database: config.database,
    user: config.user,
    password,
    max: config.poolSize ?? 4,
    idleTimeoutMillis: 30_000,
    allowExitOnIdle: true,
    connectionTimeoutMillis: timeout,
    query_timeout: timeout + 1000,
    statement_timeout: timeout,
    application_name: `jimu ${config.name}`,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        TEXT_TYPES.has(oid) ? asText : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // A connection that breaks (a restart, a terminated backend) emits 'error'; unhandled it would
  // stop the server. The pool drops it; a statement on it fails and is answered 503.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
  return {
    name: config.name,
    schema: config.schema ?? 'public',
    db,
    close: () => db.destroy().catch(() => undefined),
  };
}
