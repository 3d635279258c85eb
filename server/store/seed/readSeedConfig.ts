import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { SeedRole } from './seedAccounts';

/** A route as config/routes.yaml writes it (only what the seed reads). */
export interface ConfigRoute {
  path: string;
  name?: string;
  page?: string;
  component?: string;
  redirect?: string;
  meta?: Record<string, unknown> & { title?: string; icon?: string; hidden?: boolean; permission?: unknown };
  children?: ConfigRoute[];
}

/** What the seed takes from config/: the route tree, the roles, the Chinese strings. */
export interface SeedConfig {
  routes: ConfigRoute[];
  roles: SeedRole[];
  /** Looks up a dotted i18n key in config/i18n/zh.yaml; falls back to the key. */
  translate(key: string | undefined): string;
}

function readYaml(file: string): unknown {
  return parse(readFileSync(file, 'utf8'));
}

/**
 * Reads the parts of config/ the seed is generated from, so the mock data follows the console's
 * own configuration (routes → menus and the demo route table, permissions → roles).
 *
 * @example
 * const config = readSeedConfig('config');
 * config.translate('route.index'); // '首页'
 */
export function readSeedConfig(configDir: string): SeedConfig {
  const routes = (readYaml(join(configDir, 'routes.yaml')) as { routes: ConfigRoute[] }).routes;
  const permissions = readYaml(join(configDir, 'permissions.yaml')) as {
    roles: Record<string, { title: string; description?: string; permissions: string[] }>;
  };
  const zh = readYaml(join(configDir, 'i18n', 'zh.yaml')) as Record<string, unknown>;
  const roles = Object.entries(permissions.roles).map(([name, role]) => ({ name, ...role }));
  const translate = (key: string | undefined) => {
    if (!key) return '';
    let node: unknown = zh;
    for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    return typeof node === 'string' ? node : key;
  };
  return { routes, roles, translate };
}
