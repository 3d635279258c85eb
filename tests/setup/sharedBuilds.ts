import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Vitest global setup: one folder for the whole run where browser tests share the build of a
 * config folder (`tests/e2e/support/sharedBuild.ts`): about fifty files serve the sample console,
 * and building it once instead of once per file saves the run several minutes of both cores.
 * The folder is removed when the run ends.
 */
export default function setup(): () => void {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'jimu-builds-'));
  process.env.JIMU_TEST_BUILDS = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
