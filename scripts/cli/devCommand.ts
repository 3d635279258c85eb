import { rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { watch } from 'chokidar';
import { type BuildResult, createConsoleBuilder } from '../build/buildConsole';
import { devClientScript } from '../build/devClient';
import { type Diagnostic, formatDiagnostics, JIMU_ROOT } from '../config';
import { type Command, parseCommandArgs } from './command';
import { type DevBackend, startDevBackend } from './dev/devBackend';
import { createDevBuilds, type DevBuildOutcome } from './dev/devBuilds';
import { createDevEvents } from './dev/devEvents';
import { withExcerpts } from './dev/devProblems';
import { createDevTypeChecks } from './dev/devTypeChecks';
import { mergeSeed, mergeSeedAtStart } from './dev/mergeSeed';
import { sendFile } from './dev/sendFile';
import { hasMockData } from './hasMockData';
import { configPageResources } from './pageResources';
import { printBanner } from './printBanner';
import { prepareProject, projectPlace } from './projectPlace';
import { readSeedData } from './readSeedData';
import { parseDelay, parsePort, startMockOrReport } from './serveCommand';
import { USAGES } from './usages';
import { isBeingWritten } from './writeTogether';

const usage = USAGES.dev;

/** The URL paths of a build's files: its page, its hashed files, and the other files beside index.html. */
const TOP_FILES = new Set(['/', '/index.html', '/manifest.json', '/sw.js']);
const isBuildPath = (pathname: string) => TOP_FILES.has(pathname) || pathname.startsWith('/static/');

/** The page served until a first build succeeds: the overlay shows why, and it reloads once one does. */
const WAITING_PAGE =
  '<!doctype html><html><head><meta charset="utf-8"><title>jimu dev</title></head><body>' +
  '<p>jimu dev: no build has succeeded yet. The problems are shown below and in the terminal.</p>' +
  '<script src="/__jimu/dev.js"></script></body></html>';

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((name) => b.includes(name));

export const devCommand: Command = {
  name: 'dev',
  summary: 'rebuild on change and reload the browser, with the mock back end',
  usage,
  async run(args) {
    const { values, positionals } = parse(args);
    const place =
      values.project === undefined ? undefined : projectPlace(values.project, values.data ?? '.data');
    const configDir = place?.configDir ?? path.resolve(positionals[0] ?? 'config');
    const port = parsePort(values.port, 10000);
    const host = values.host ?? 'localhost';
    const delay = parseDelay(values.delay);
    if (!place && !hasMockData()) {
      console.error(
        'jimu: no mock-db.json here (and no .data/db.json): the mock back end needs its seed data',
      );
      return 1;
    }
    // The console's own plugins are the working directory's (a project's are looked up from the
    // runtime's folder, as before); the runtime is Jimu's own folder.
    const pluginsDir = place ? path.join(JIMU_ROOT, 'plugins') : path.resolve('plugins');
    const seedFile = place?.seedFile ?? path.resolve('mock-db.json');
    const dataDir = place?.dataDir ?? path.resolve('.data');
    const dataFile = path.join(dataDir, 'db.json');
    const cacheDir = place ? path.join(place.root, '.cache', 'dev') : path.resolve('.cache/dev');
    const merged = await mergeSeedAtStart({ seedFile, dataFile, reseed: values.reset ? [] : values.reseed });

    // The pages' fields are checked against the collections of the resources the back end serves
    // once it runs (its plugins', its pages', those it added since), the sample's own before.
    let running: DevBackend | undefined;
    const builder = await createConsoleBuilder({
      configDir,
      outDir: cacheDir,
      mode: 'development',
      pluginsDir,
      extraScripts: ['/__jimu/dev.js'],
      seed: () => readSeedData(configDir, seedFile, running?.server().resources),
    });
    // Builds of an earlier run are nobody's now.
    await rm(path.join(cacheDir, 'builds'), { recursive: true, force: true });
    const builds = createDevBuilds(builder, path.join(cacheDir, 'builds'));
    const events = createDevEvents();
    const clientScript = await devClientScript();
    let plugins = ['core'];
    const report = async (result: BuildResult) => {
      const located = result.bundleDiagnostics ?? [];
      const unlocated: Diagnostic[] = located.length
        ? []
        : result.bundleErrors.map((message) => ({
            file: '',
            line: 0,
            col: 0,
            code: 'bundle',
            message,
            severity: 'error',
          }));
      if (result.diagnostics.length > 0) console.error(formatDiagnostics(result.diagnostics, 'text'));
      for (const message of result.bundleErrors) console.error(message);
      events.setProblems('build', await withExcerpts([...result.diagnostics, ...located, ...unlocated]));
      if (result.manifest) plugins = ['core', ...(result.manifest.app.plugins ?? [])];
    };
    const first = await builds.rebuild();
    let lastOk = first.result.ok;
    await report(first.result);

    // The workbench may write the sample console's own config/ (project JIMU) only under jimu dev.
    process.env.JIMU_DEV = '1';
    let reset = values.reset === true;
    let collections = merged.collections;
    const notStarted = new Error('the mock back end did not start (see above)');
    // A project's own accounts (its first one is made when its data has none) and list pages' resources.
    const project = place ? await prepareProject(place) : undefined;
    const firstAccount = project?.firstAccount;
    const pageResources = project ? project.pageResources : configPageResources(configDir);
    const backend = await startDevBackend(async () => {
      const mock = await startMockOrReport({
        configDir,
        seedFile,
        dataDir,
        pluginsDir,
        pageResources,
        reset,
        delay,
        firstAccount,
      });
      reset = false;
      if (!mock) throw notStarted;
      return mock;
    }).catch((error: Error) => {
      if (error !== notStarted) throw error;
      return undefined;
    });
    if (!backend) {
      await builder.dispose();
      return 1;
    }
    running = backend;

    const server = http.createServer((req, res) => {
      const pathname = new URL(req.url ?? '/', 'http://dev').pathname;
      if (pathname === '/__jimu/dev.js') {
        res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
        return void res.end(clientScript);
      }
      if (pathname === '/__jimu/events') return events.connect(req, res, builds.current()?.entry);
      if ((req.method !== 'GET' && req.method !== 'HEAD') || !isBuildPath(pathname))
        return backend.handle(req, res);
      // A page that loads while a change is being built gets the new build, whole.
      builds.settled().then(() => {
        const file = builds.find(pathname);
        if (file) return sendFile(req, res, file);
        if (!builds.current() && (pathname === '/' || pathname === '/index.html')) {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
          return void res.end(WAITING_PAGE);
        }
        backend.handle(req, res);
      });
    });
    await new Promise<void>((resolve) => server.listen(port, host, resolve));
    const actualPort = (server.address() as AddressInfo).port;
    printBanner({
      url: `http://${host}:${actualPort}`,
      server: backend.server(),
      ...(place ? { title: `Project ${place.code}`, firstAccount } : {}),
    });

    let typeErrors = -1;
    const reportTypes = async (diagnostics: Diagnostic[]) => {
      const problems = await withExcerpts(diagnostics);
      if (diagnostics.length > 0) console.error(formatDiagnostics(diagnostics, 'text'));
      else if (typeErrors !== 0) console.log('✔ the plugins type-check');
      typeErrors = diagnostics.length;
      events.setProblems('types', problems);
    };
    const typeChecks =
      values.typecheck === false
        ? undefined
        : createDevTypeChecks(pluginsDir, path.join(cacheDir, 'types'), reportTypes);
    typeChecks?.request(plugins, []);

    let timer: NodeJS.Timeout | undefined;
    const changedCode = new Set<string>();
    // Builds already reported: the changes seen while a build waits for its turn join it.
    const reported = new WeakSet<DevBuildOutcome>();
    const rebuild = async () => {
      // Several files written together: their writer's mark going away is the change to build on.
      if (isBeingWritten(configDir)) return;
      const code = [...changedCode];
      changedCode.clear();
      const outcome = await builds.rebuild();
      if (reported.has(outcome)) {
        if (code.length > 0) typeChecks?.request(plugins, code);
        return;
      }
      reported.add(outcome);
      const fixed = !lastOk && outcome.result.ok;
      lastOk = outcome.result.ok;
      await report(outcome.result);
      if (outcome.result.ok)
        console.log(
          `✔ rebuilt in ${outcome.result.ms} ms${outcome.swapped ? '' : ' (the same build as before)'}`,
        );
      // Pages reload after every good rebuild (a screen may show what the files hold, as the
      // workbench does), but not when a fix brings back the very build they run: the overlay goes
      // and what was typed stays.
      if (outcome.swapped || (outcome.result.ok && !fixed)) events.reload();
      if (code.length > 0) typeChecks?.request(plugins, code);
    };
    const watcher = watch([configDir, path.join(JIMU_ROOT, 'runtime'), pluginsDir], {
      ignoreInitial: true,
      // Temporary files (an editor's, a writer's before its rename) are not config until renamed.
      ignored: (file) => /[\\/](node_modules|\.cache)([\\/]|$)|\.tmp$/.test(file),
    });
    watcher.on('all', (_event, file) => {
      builds.invalidate();
      if (/\.(ts|tsx)$/.test(file)) changedCode.add(file);
      clearTimeout(timer);
      timer = setTimeout(() => void rebuild(), 80);
    });

    // The seed: a collection added to it is added to the data, and served once the back end restarts.
    const seedWatcher = watch(seedFile, { ignoreInitial: true });
    seedWatcher.on('all', () => {
      backend
        .restart(
          async () => {
            const plan = await mergeSeed({ seedFile, dataFile, dryRun: true });
            return plan.added.length > 0 || !sameSet(plan.collections, collections);
          },
          async () => {
            const done = await mergeSeed({ seedFile, dataFile });
            collections = done.collections;
            for (const name of done.added)
              console.log(`✔ added the new collection '${name}' of mock-db.json to .data/db.json`);
          },
        )
        .catch((error: Error) => console.error(`jimu dev: ${error.message}`));
    });

    const stop = () => {
      clearTimeout(timer);
      events.close();
      server.close();
      Promise.allSettled([watcher.close(), seedWatcher.close(), typeChecks?.close(), backend.close()])
        .then(() => builder.dispose())
        .finally(() => process.exit(0));
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    return new Promise<number>(() => {});
  },
};

function parse(args: string[]) {
  return parseCommandArgs({
    args,
    allowPositionals: true,
    allowNegative: true,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      reset: { type: 'boolean' },
      reseed: { type: 'string', multiple: true },
      delay: { type: 'string' },
      typecheck: { type: 'boolean' },
      project: { type: 'string' },
      data: { type: 'string' },
    },
  });
}
