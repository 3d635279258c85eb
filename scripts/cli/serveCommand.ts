import { existsSync } from 'node:fs';
import path from 'node:path';
import { createMockServer, MockConfigError, type MockServer } from '../../server/app';
import { buildConsole } from '../build/buildConsole';
import { formatDiagnostics } from '../config';
import { type Command, parseCommandArgs, UsageError } from './command';
import { mergeSeedAtStart } from './dev/mergeSeed';
import { hasMockData } from './hasMockData';
import { configPageResources } from './pageResources';
import { printBanner } from './printBanner';
import { prepareProject, projectPlace } from './projectPlace';
import { USAGES } from './usages';

const usage = USAGES.serve;

/** Parses '--delay 0' or '--delay 10-100'. */
export function parseDelay(text: string | undefined): number | [number, number] | undefined {
  if (text === undefined) return undefined;
  const match = /^(\d+)(?:-(\d+))?$/.exec(text);
  if (!match) throw new UsageError(`--delay takes a number of ms or a range like 10-100, not '${text}'`);
  const low = Number(match[1]);
  return match[2] === undefined ? low : [low, Number(match[2])];
}

export function parsePort(text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new UsageError(`--port takes 0–65535, not '${text}'`);
  return port;
}

/**
 * Builds the mock server; when permissions.yaml or app.yaml has errors, prints them as `jimu
 * validate` does (file:line:col) and resolves undefined, so the command exits 1 instead of
 * serving on rules it could not read.
 *
 * @example
 * const server = await startMockOrReport({ staticDir: 'dist' });
 * if (!server) return 1;
 */
export async function startMockOrReport(
  options: Parameters<typeof createMockServer>[0],
): Promise<MockServer | undefined> {
  try {
    return await createMockServer(options);
  } catch (error) {
    if (!(error instanceof MockConfigError)) throw error;
    console.error(`jimu: the mock back end cannot start:\n${error.message}`);
    return undefined;
  }
}

export const serveCommand: Command = {
  name: 'serve',
  summary: 'serve dist/ with the mock back end at http://localhost:10000',
  usage,
  async run(args) {
    const { values } = parseCommandArgs({
      args,
      options: {
        dir: { type: 'string' },
        port: { type: 'string' },
        host: { type: 'string' },
        reset: { type: 'boolean' },
        reseed: { type: 'string', multiple: true },
        delay: { type: 'string' },
        project: { type: 'string' },
        data: { type: 'string' },
      },
    });
    if (values.project !== undefined) return serveProject(values);
    const dir = path.resolve(values.dir ?? 'dist');
    if (!existsSync(path.join(dir, 'index.html'))) {
      console.error(
        `jimu serve: ${path.relative(process.cwd(), dir) || '.'}/index.html not found — run \`jimu build\` first`,
      );
      return 1;
    }
    if (!hasMockData()) {
      console.error(
        'jimu: no mock-db.json here (and no .data/db.json): the mock back end needs its seed data',
      );
      return 1;
    }
    await mergeSeedAtStart({
      seedFile: path.resolve('mock-db.json'),
      dataFile: path.resolve('.data', 'db.json'),
      reseed: values.reset ? [] : values.reseed,
    });
    const server = await startMockOrReport({
      staticDir: dir,
      pageResources: configPageResources(path.resolve('config')),
      reset: values.reset,
      delay: parseDelay(values.delay),
    });
    if (!server) return 1;
    const host = values.host ?? 'localhost';
    const { port, close } = await server.listen(parsePort(values.port, 10000), host);
    printBanner({ url: `http://${host}:${port}`, server });
    const stop = () => {
      close().finally(() => process.exit(0));
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    return new Promise<number>(() => {});
  },
};

/**
 * `jimu serve --project <CODE>`: builds the project's console into its folder's dist/, then
 * serves it with the project's config (permissions, data sources, bound pages), its seed and its
 * own data folder, creating its first account on the first start.
 */
async function serveProject(values: {
  project?: string;
  data?: string;
  port?: string;
  host?: string;
  reset?: boolean;
  reseed?: string[];
  delay?: string;
}): Promise<number> {
  const place = projectPlace(values.project as string, values.data ?? '.data');
  const built = await buildConsole({ configDir: place.configDir, outDir: place.outDir, mode: 'production' });
  if (built.diagnostics.length > 0) console.error(formatDiagnostics(built.diagnostics, 'text'));
  for (const message of built.bundleErrors) console.error(message);
  if (!built.ok) {
    console.error(`jimu serve: project ${place.code} does not build; nothing is served`);
    return 1;
  }
  const { firstAccount, pageResources } = await prepareProject(place);
  await mergeSeedAtStart({
    seedFile: place.seedFile,
    dataFile: path.join(place.dataDir, 'db.json'),
    reseed: values.reset ? [] : values.reseed,
  });
  const server = await startMockOrReport({
    configDir: place.configDir,
    seedFile: place.seedFile,
    dataDir: place.dataDir,
    staticDir: place.outDir,
    reset: values.reset,
    delay: parseDelay(values.delay),
    firstAccount,
    pageResources,
  });
  if (!server) return 1;
  const host = values.host ?? 'localhost';
  const { port, close } = await server.listen(parsePort(values.port, 10000), host);
  printBanner({ url: `http://${host}:${port}`, server, title: `Project ${place.code}`, firstAccount });
  const stop = () => {
    close().finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return new Promise<number>(() => {});
}
