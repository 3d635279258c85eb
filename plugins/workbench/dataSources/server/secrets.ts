import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import writeFileAtomic from 'write-file-atomic';

/** The placeholder a client sends back for "keep the stored password". */
export const PASSWORD_MASK = '●●●●●●';

/**
 * Data-source passwords, kept apart from every collection the mock server serves: one file in the
 * git-ignored data folder (mode 600), read and written only here, never logged, never answered.
 *
 * @example
 * const secrets = openSecrets('.data'); await secrets.set(3, 'pw'); secrets.get(3); // 'pw'
 */
export function openSecrets(dataDir: string) {
  const dir = join(dataDir, 'workbench');
  const file = join(dir, 'secrets.json');
  const load = (): Record<string, string> => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {});
  const save = async (all: Record<string, string>) => {
    mkdirSync(dir, { recursive: true });
    await writeFileAtomic(file, JSON.stringify(all), { mode: 0o600 });
  };
  return {
    get: (id: number): string | undefined => load()[String(id)],
    has: (id: number) => load()[String(id)] !== undefined,
    async set(id: number, password: string | undefined) {
      const all = load();
      if (password === undefined || password === '') delete all[String(id)];
      else all[String(id)] = password;
      await save(all);
    },
  };
}

/** Environment variables a data source's `passwordEnv` may always name start with this. */
export const SOURCE_ENV_PREFIX = 'JIMU_SOURCE_';
/** The operator's comma-separated list of further variables a `passwordEnv` may name. */
export const SOURCE_ENV_ALLOW = 'JIMU_SOURCE_ENV_ALLOW';

/**
 * Why a data source may not read its password from the environment variable `name`, or
 * undefined when it may. A source may name only the variables the operator allowed when starting
 * the server: a name starting with `JIMU_SOURCE_`, or one listed in `JIMU_SOURCE_ENV_ALLOW`
 * (comma separated). The allow-list itself is never a password. Checked when a source is saved
 * and again each time one is used, so a record saved before the rule still sends nothing.
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
