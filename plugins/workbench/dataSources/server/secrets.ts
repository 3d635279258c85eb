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
