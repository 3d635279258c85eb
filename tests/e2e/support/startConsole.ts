import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildConsole } from '../../../scripts/build/buildConsole';
import { createMockServer, type MockServer } from '../../../scripts/mock';

export interface RunningConsole {
  url: string;
  server: MockServer;
  outDir: string;
  close(): Promise<void>;
}

/**
 * Builds a console from a config folder into a temporary dist and serves it with the real mock back
 * end on a free loopback port, on a temporary copy of the seed data.
 */
export interface StartConsoleOptions {
  /** Seed data instead of mock-db.json (a test's own copy with extra records). */
  seedFile?: string;
}

export async function startConsole(
  configDir = 'config',
  options: StartConsoleOptions = {},
): Promise<RunningConsole> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'jimu-e2e-'));
  const outDir = path.join(work, 'dist');
  const result = await buildConsole({ configDir, outDir });
  if (!result.ok) {
    rmSync(work, { recursive: true, force: true });
    throw new Error(
      `build failed:\n${JSON.stringify(result.diagnostics.slice(0, 5))}\n${result.bundleErrors.join('\n')}`,
    );
  }
  const server = await createMockServer({
    configDir,
    seedFile: options.seedFile,
    staticDir: outDir,
    dataDir: path.join(work, 'data'),
    delay: 0,
    quiet: true,
  });
  const listening = await server.listen(0, '127.0.0.1');
  return {
    url: listening.url,
    server,
    outDir,
    close: async () => {
      await listening.close();
      rmSync(work, { recursive: true, force: true });
    },
  };
}
