import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { watch } from 'chokidar';
import { type BuildResult, createConsoleBuilder } from '../build/buildConsole';
import { devClientScript } from '../build/devClient';
import { formatDiagnostics } from '../config';
import { type Command, parseCommandArgs } from './command';
import { hasMockData } from './hasMockData';
import { printBanner } from './printBanner';
import { parseDelay, parsePort, startMockOrReport } from './serveCommand';

const usage = `Usage: jimu dev [config-dir] [--port 10000] [--host localhost] [--reset] [--delay 10-100]

Builds the console (development mode), serves it with the mock back end, watches config/, runtime/
and plugins/, rebuilds on every change and reloads the browser. A change with errors prints them here
and shows them as an overlay in the page; the last good build keeps serving.`;

export const devCommand: Command = {
  name: 'dev',
  summary: 'rebuild on change and reload the browser, with the mock back end',
  usage,
  async run(args) {
    const parsed = parse(args);
    const { values, positionals } = parsed;
    const configDir = path.resolve(positionals[0] ?? 'config');
    const outDir = path.resolve('.cache/dev');
    const builder = await createConsoleBuilder({
      configDir,
      outDir,
      mode: 'development',
      extraScripts: ['/__jimu/dev.js'],
    });
    const clients = new Set<http.ServerResponse>();
    const broadcast = (event: string, data: unknown) => {
      for (const client of clients) client.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    const report = (result: BuildResult): string =>
      [formatDiagnostics(result.diagnostics, 'text'), ...result.bundleErrors].filter(Boolean).join('\n');

    let first = await builder.build();
    if (!first.ok) console.error(report(first));
    if (!hasMockData()) {
      console.error(
        'jimu: no mock-db.json here (and no .data/db.json): the mock back end needs its seed data',
      );
      return 1;
    }
    // The workbench may write the sample console's own config/ (project JIMU) only under jimu dev.
    process.env.JIMU_DEV = '1';
    const mock = await startMockOrReport({
      configDir,
      staticDir: outDir,
      reset: values.reset,
      delay: parseDelay(values.delay),
    });
    if (!mock) return 1;
    const server = http.createServer((req, res) => {
      if (req.url === '/__jimu/dev.js') {
        res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
        res.end(devClientScript);
      } else if (req.url === '/__jimu/events') {
        res.writeHead(200, {
          'content-type': 'text/event-stream',
          'cache-control': 'no-store',
          connection: 'keep-alive',
        });
        res.write(': connected\n\n');
        if (!first.ok) res.write(`event: errors\ndata: ${JSON.stringify({ text: report(first) })}\n\n`);
        clients.add(res);
        req.on('close', () => clients.delete(res));
      } else {
        mock.app(req, res);
      }
    });
    const port = parsePort(values.port, 10000);
    const host = values.host ?? 'localhost';
    await new Promise<void>((resolve) => server.listen(port, host, resolve));
    const actualPort = (server.address() as AddressInfo).port;
    printBanner({ url: `http://${host}:${actualPort}`, server: mock });

    let timer: NodeJS.Timeout | undefined;
    let building = Promise.resolve();
    const rebuild = () => {
      building = building.then(async () => {
        const result = await builder.build();
        first = result;
        if (result.ok) {
          console.log(`✔ rebuilt in ${result.ms} ms`);
          broadcast('ok', {});
          broadcast('reload', {});
        } else {
          const text = report(result);
          console.error(text);
          broadcast('errors', { text });
        }
      });
    };
    const root = path.resolve(import.meta.dirname, '../..');
    const watcher = watch([configDir, path.join(root, 'runtime'), path.join(root, 'plugins')], {
      ignoreInitial: true,
    });
    watcher.on('all', () => {
      clearTimeout(timer);
      timer = setTimeout(rebuild, 80);
    });
    const stop = () => {
      watcher.close();
      builder.dispose().finally(() => process.exit(0));
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
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      reset: { type: 'boolean' },
      delay: { type: 'string' },
    },
  });
}
