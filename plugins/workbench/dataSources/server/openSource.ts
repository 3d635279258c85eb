import { checkHost } from '../../../../server/database/hostAllowList';
import { passwordEnvProblem } from '../../../../server/database/passwordEnv';
import type { SourceConfig, SourceDriver } from '../model/sourceTypes';
import { mockSource } from './mockSource';

/**
 * Where the drivers look: the mock data, the data folder (also the scope of the server's
 * PostgreSQL pools), the allowed extra hosts.
 */
export interface SourceEnvironment {
  mockState: Record<string, unknown[]>;
  dataDir: string;
  extraHosts: readonly string[];
}

/** A type the workbench knows but cannot connect to (the seed's SQL Server, MySQL here). */
export class UnsupportedSource extends Error {}

export const timeoutOf = (config: SourceConfig) =>
  Math.min(Math.max(config.options?.timeoutMs ?? 5000, 100), 30000);

/** A `passwordEnv` the operator did not allow (a record saved before the rule, or sent unsaved). */
export class PasswordEnvRefused extends Error {}

/**
 * The password a source connects with: the stored one, or the value of its `passwordEnv` when
 * that names a variable the operator allowed; any other variable is refused before anything is
 * sent anywhere.
 */
const passwordOf = (config: SourceConfig) => {
  if (!config.passwordEnv) return config.password ?? '';
  const problem = passwordEnvProblem(config.passwordEnv);
  if (problem) throw new PasswordEnvRefused(problem);
  return process.env[config.passwordEnv] ?? '';
};

/**
 * Opens a driver for a data source, importing the driver for its type only (drivers are server
 * side and loaded per type). Network sources pass the host allow-list first. A saved
 * PostgreSQL source (one with an id) uses its pool; a config without an id gets a connection of
 * its own, closed with the driver.
 *
 * @example
 * const driver = await openSource({ type: 'mock' }, env);
 */
export async function openSource(config: SourceConfig, env: SourceEnvironment): Promise<SourceDriver> {
  const type = config.type.toLowerCase();
  if (type === 'mock') return mockSource(env.mockState);
  if (type === 'sqlite') {
    const { sqliteSource } = await import('./sqliteSource');
    return sqliteSource(env.dataDir, config.database ?? '');
  }
  if (type === 'postgres' || type === 'postgresql') {
    const password = passwordOf(config);
    const address = await checkHost(config.host ?? '', env.extraHosts);
    const { postgresSource } = await import('./postgresSource');
    const saved = config.id !== undefined && config.id !== null && Number(config.id) > 0;
    return postgresSource(
      {
        address,
        port: config.port ?? 5432,
        database: config.database ?? 'postgres',
        schema: config.schema || 'public',
        username: config.username ?? 'postgres',
        password,
        timeoutMs: timeoutOf(config),
      },
      saved ? { scope: env.dataDir, sourceId: Number(config.id) } : undefined,
    );
  }
  if (type === 'rest') {
    // A REST source's password is sent as its bearer token (stored like any other password).
    const token = passwordOf(config);
    const url = new URL(config.url ?? '');
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new Error(`only http(s) URLs: ${url.protocol}`);
    const address = await checkHost(url.hostname, env.extraHosts);
    if (url.protocol === 'http:') url.hostname = address.includes(':') ? `[${address}]` : address;
    const { restSource } = await import('./restSource');
    return restSource(url, timeoutOf(config), token ? { authorization: `Bearer ${token}` } : {});
  }
  throw new UnsupportedSource(`data source type '${config.type}' is not supported`);
}
