import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

/** How many builds the folder keeps across runs (a few config folders, a few recent versions). */
const KEPT = 8;

/**
 * Vitest global setup of the browser tests: the folder where they share the build of a config
 * folder (`tests/e2e/support/sharedBuild.ts`), kept under node_modules/.cache across runs and
 * keyed by the content of what a build is made from, so a run builds only what changed. The
 * oldest builds beyond the newest {@link KEPT} are removed first.
 */
export default function setup(): void {
  const dir = path.resolve('node_modules', '.cache', 'jimu-test-builds');
  mkdirSync(dir, { recursive: true });
  const builds = readdirSync(dir)
    .map((name) => ({ name, time: statSync(path.join(dir, name)).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  for (const old of builds.slice(KEPT)) rmSync(path.join(dir, old.name), { recursive: true, force: true });
  process.env.JIMU_TEST_BUILDS = dir;
  process.env.JIMU_TEST_RUN = randomUUID();
}
