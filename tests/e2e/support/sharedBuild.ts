import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildConsole } from '../../../scripts/build/buildConsole';

/** The build of one config folder: where its files are, or why it failed. */
type Built = { ok: true; outDir: string } | { ok: false; error: string };

async function build(configDir: string, outDir: string): Promise<Built> {
  const result = await buildConsole({ configDir, outDir });
  if (result.ok) return { ok: true, outDir };
  return {
    ok: false,
    error: `build of ${configDir} failed:\n${JSON.stringify(result.diagnostics.slice(0, 5))}\n${result.bundleErrors.join('\n')}`,
  };
}

/**
 * The built console of `configDir`, built once per test run and shared by every file that asks
 * (the folder named by JIMU_TEST_BUILDS, made by tests/setup/sharedBuilds.ts). The first caller
 * builds while holding a lock directory; the others wait for the finished folder, which is only
 * ever read (served as static files). Without that variable — a file run outside vitest's global
 * setup — or for a folder outside the repository (a test's own temporary copy, which it may have
 * changed), it builds into `fallbackDir`.
 *
 * @example const built = await sharedBuild('config', path.join(work, 'dist'));
 */
export async function sharedBuild(configDir: string, fallbackDir: string): Promise<Built> {
  const root = process.env.JIMU_TEST_BUILDS;
  const inRepository = !path.relative(process.cwd(), path.resolve(configDir)).startsWith('..');
  if (!root || !inRepository) return build(configDir, fallbackDir);
  const key = createHash('sha256').update(path.resolve(configDir)).digest('hex').slice(0, 16);
  const home = path.join(root, key);
  const done = path.join(home, 'dist');
  const failed = path.join(home, 'failed.txt');
  try {
    mkdirSync(home);
  } catch {
    // Another file is building it: wait for its outcome (a cold build takes seconds, not minutes).
    for (let waited = 0; waited < 180_000; waited += 100) {
      if (existsSync(done)) return { ok: true, outDir: done };
      if (existsSync(failed)) return { ok: false, error: readFileSync(failed, 'utf8') };
      await sleep(100);
    }
    return { ok: false, error: `the shared build of ${configDir} did not finish in 180 s` };
  }
  const partial = path.join(home, 'building');
  const built = await build(configDir, partial);
  if (built.ok) {
    renameSync(partial, done);
    return { ok: true, outDir: done };
  }
  rmSync(partial, { recursive: true, force: true });
  writeFileSync(failed, built.error);
  return built;
}
