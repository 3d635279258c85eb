/** Environment variables a data source's `passwordEnv` may always name start with this. */
export const SOURCE_ENV_PREFIX = 'JIMU_SOURCE_';
/** The operator's comma-separated list of further variables a `passwordEnv` may name. */
export const SOURCE_ENV_ALLOW = 'JIMU_SOURCE_ENV_ALLOW';

/**
 * Why a data source may not read its password from the environment variable `name`, or
 * undefined when it may. A source may name only the variables the operator allowed when starting
 * the server: a name starting with `JIMU_SOURCE_`, or one listed in `JIMU_SOURCE_ENV_ALLOW`
 * (comma separated). The allow-list itself is never a password. Whoever may write a config file
 * or a workbench source must not be able to send any other variable of the server's environment
 * to a host of their choosing.
 *
 * @example
 * passwordEnvProblem('JIMU_SOURCE_SHOP_PW'); // undefined
 * passwordEnvProblem('DATABASE_URL'); // 'passwordEnv 只能是 JIMU_SOURCE_ 开头…'
 */
export function passwordEnvProblem(name: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const allowed = (env[SOURCE_ENV_ALLOW] ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  const ok =
    /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) &&
    name !== SOURCE_ENV_ALLOW &&
    ((name.startsWith(SOURCE_ENV_PREFIX) && name.length > SOURCE_ENV_PREFIX.length) ||
      allowed.includes(name));
  if (ok) return undefined;
  return `passwordEnv 只能是 ${SOURCE_ENV_PREFIX} 开头的环境变量，或服务器启动时 ${SOURCE_ENV_ALLOW} 列出的变量: ${name}`;
}
