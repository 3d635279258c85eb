import type { DataSource } from '../../../../schemas/types.gen';
import { SOURCE_ENV_PREFIX } from '../../../../server/database/passwordEnv';

type Row = Record<string, unknown>;

/**
 * A source's name as dataSources.yaml and a page's binding write it: `Chinook PG` → `Chinook-PG`
 * (a letter first, then letters, digits, `_` or `-`).
 *
 * @example
 * configSourceName('Chinook PG'); // 'Chinook-PG'
 */
export function configSourceName(name: string): string {
  const cleaned = name
    .trim()
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^[^A-Za-z]+/, '')
    .replace(/-+$/, '')
    .slice(0, 64);
  return cleaned || 'db';
}

/**
 * The config entry of a workbench data source that pages can bind to live (PostgreSQL), or
 * undefined for one they cannot (the mock collections, SQLite, REST). The password is never
 * copied: the entry names the variable that will hold it, the source's own `passwordEnv` or
 * `JIMU_SOURCE_<NAME>`, for the operator to set where the project runs.
 *
 * @example
 * liveSourceOf({ name: 'Chinook PG', type: 'postgres', host: '127.0.0.1', port: 5432, database: 'chinook', username: 'app' });
 * // { name: 'Chinook-PG', …, user: 'app', passwordEnv: 'JIMU_SOURCE_CHINOOK_PG' }
 */
export function liveSourceOf(source: Row): DataSource | undefined {
  const type = String(source.type ?? '').toLowerCase();
  if (type !== 'postgres' && type !== 'postgresql') return undefined;
  const name = configSourceName(String(source.name ?? ''));
  const envName = `${SOURCE_ENV_PREFIX}${name.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}`;
  const schema = typeof source.schema === 'string' && source.schema !== '' ? source.schema : 'public';
  return {
    name,
    type: 'postgres',
    host: String(source.host ?? '127.0.0.1'),
    port: Number(source.port ?? 5432),
    database: String(source.database ?? 'postgres'),
    schema,
    user: String(source.username ?? 'postgres'),
    passwordEnv:
      typeof source.passwordEnv === 'string' && source.passwordEnv !== '' ? source.passwordEnv : envName,
  };
}
