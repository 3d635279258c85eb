import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createMockServer, type MockServer } from '../../../server/app';
import { type BuildMode, sharedBuild } from './sharedBuild';
import { consoleSessionTarget, type SessionTarget } from './storedSession';

export interface RunningConsole extends SessionTarget {
  url: string;
  server: MockServer;
  /** The built console (shared by the run's files: read it, never write it). */
  outDir: string;
  /** This console's own data folder (the mock back end's files, the workbench's projects). */
  dataDir: string;
  close(): Promise<void>;
}

/**
 * Serves the built console of a config folder (built once per test run, see `sharedBuild`) with
 * the real mock back end on a free loopback port, on a temporary copy of the seed data.
 */
export interface StartConsoleOptions {
  /** Seed data instead of mock-db.json (a test's own copy with extra records). */
  seedFile?: string;
  /** A development build (what `jimu dev` serves) instead of the production one. */
  mode?: BuildMode;
}

export async function startConsole(
  configDir = 'config',
  options: StartConsoleOptions = {},
): Promise<RunningConsole> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'jimu-e2e-'));
  const built = await sharedBuild(configDir, path.join(work, 'dist'), options.mode);
  if (!built.ok) {
    rmSync(work, { recursive: true, force: true });
    throw new Error(built.error);
  }
  const outDir = built.outDir;
  const dataDir = path.join(work, 'data');
  const server = await createMockServer({
    configDir,
    seedFile: options.seedFile,
    staticDir: outDir,
    dataDir,
    delay: 0,
    quiet: true,
  });
  const listening = await server.listen(0, '127.0.0.1');
  return {
    ...(await consoleSessionTarget(listening.url, configDir)),
    server,
    outDir,
    dataDir,
    close: async () => {
      await listening.close();
      rmSync(work, { recursive: true, force: true });
    },
  };
}
