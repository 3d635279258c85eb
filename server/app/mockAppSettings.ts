import type { AppConfig } from '../../schemas/types.gen';

/** The parts of config/app.yaml the mock server follows. */
export interface MockAppConfig {
  loginRSA: boolean;
  tokenName: string;
}

/**
 * `http.loginRSA` (default false) and `http.tokenName` (default 'token') of a validated
 * app.yaml; no app.yaml means the defaults.
 *
 * @example
 * mockAppSettings(config.app); // { loginRSA: false, tokenName: 'token' }
 */
export function mockAppSettings(app: AppConfig | undefined): MockAppConfig {
  return { loginRSA: app?.http?.loginRSA === true, tokenName: app?.http?.tokenName ?? 'token' };
}
