import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

/** The parts of config/app.yaml the mock server follows. */
export interface MockAppConfig {
  loginRSA: boolean;
  tokenName: string;
}

/**
 * Reads `http.loginRSA` (default false, K-04) and `http.tokenName` (default 'token') from
 * config/app.yaml or app.json; a missing file means the defaults.
 *
 * @example
 * readAppConfig('config'); // { loginRSA: false, tokenName: 'token' }
 */
export function readAppConfig(configDir: string): MockAppConfig {
  for (const name of ['app.yaml', 'app.yml', 'app.json']) {
    const file = join(configDir, name);
    if (!existsSync(file)) continue;
    const app = (parse(readFileSync(file, 'utf8')) ?? {}) as {
      http?: { loginRSA?: boolean; tokenName?: string };
    };
    return { loginRSA: app.http?.loginRSA === true, tokenName: app.http?.tokenName ?? 'token' };
  }
  return { loginRSA: false, tokenName: 'token' };
}
