import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** How many builds the folder keeps across runs (a few config folders, a few recent versions). */
const KEPT = 16;

/**
 * The machine's build cache: $JIMU_TEST_BUILD_CACHE, else jimu/test-builds in the user's cache
 * folder ($XDG_CACHE_HOME or ~/.cache), so every checkout on the machine shares it (a key names
 * the content, never the checkout).
 */
export function buildCacheDir(env = process.env): string {
  if (env.JIMU_TEST_BUILD_CACHE) return path.resolve(env.JIMU_TEST_BUILD_CACHE);
  return path.join(env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'jimu', 'test-builds');
}

/**
 * Vitest global setup of the browser tests: the folder where they share the build of a config
 * folder (`tests/e2e/support/sharedBuild.ts`), kept across runs and checkouts ({@link buildCacheDir})
 * and keyed by the content of what a build is made from, so a run builds only what changed. The
 * oldest builds beyond the newest {@link KEPT} are removed first.
 */
export default function setup(): void {
  const dir = buildCacheDir();
  mkdirSync(dir, { recursive: true });
  const builds = readdirSync(dir)
    .map((name) => ({ name, time: statSync(path.join(dir, name)).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  for (const old of builds.slice(KEPT)) rmSync(path.join(dir, old.name), { recursive: true, force: true });
  process.env.JIMU_TEST_BUILDS = dir;
  process.env.JIMU_TEST_RUN = randomUUID();
}
