import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { DEMO_PASSWORD } from '../../server/store/seed/seedAccounts';
import { buildConsole } from '../build/buildConsole';
import { formatDiagnostics } from '../config';
import { chromiumPath, FLAGS } from './chromium';
import { type Command, parseCommandArgs, UsageError } from './command';
import { submitLogin } from './loginForm';
import { configPageResources } from './pageResources';
import { startMockOrReport } from './serveCommand';
import { USAGES } from './usages';

/** How long the console may take to show its first page after the login button is clicked. */
const FIRST_PAGE_MS = 30_000;

/**
 * `jimu smoke [config-dir]`: the console, built and served on a free loopback port with its data
 * in a temporary folder, opened in Chromium and signed in; exit 0 once the first page shows with
 * no error in the browser's console, 1 otherwise (each error printed).
 *
 * @example await smokeCommand.run([]); // 0: "✔ signed in as admin and saw 首页 …"
 */
export const smokeCommand: Command = {
  name: 'smoke',
  summary: 'build, serve and open the console in Chromium, signed in; fail on any console error',
  usage: USAGES.smoke,
  async run(args) {
    const { values, positionals } = parseCommandArgs({
      args,
      allowPositionals: true,
      options: { user: { type: 'string' }, password: { type: 'string' } },
    });
    if (positionals.length > 1)
      throw new UsageError(`expected at most one directory, got ${positionals.join(' ')}`);
    const configDir = path.resolve(positionals[0] ?? 'config');
    const outDir = path.resolve('.cache', 'smoke');
    const started = performance.now();
    const built = await buildConsole({ configDir, outDir, pluginsDir: path.resolve('plugins') });
    if (built.diagnostics.length > 0) console.error(formatDiagnostics(built.diagnostics, 'text'));
    for (const message of built.bundleErrors) console.error(message);
    if (!built.ok) {
      console.error('✖ smoke: the console does not build');
      return 1;
    }
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'jimu-smoke-'));
    const server = await startMockOrReport({
      configDir,
      seedFile: path.join(path.dirname(configDir), 'mock-db.json'),
      dataDir,
      staticDir: outDir,
      pluginsDir: path.resolve('plugins'),
      pageResources: configPageResources(configDir),
      delay: 0,
      quiet: true,
    });
    if (!server) return 1;
    const listening = await server.listen(0, '127.0.0.1');
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: FLAGS });
    const errors: string[] = [];
    try {
      const page = await browser.newPage({ locale: 'zh-CN' });
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`${message.text()} ${message.location().url}`.trim());
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      const user = values.user ?? 'admin';
      await submitLogin(page, listening.url, user, values.password ?? DEMO_PASSWORD);
      await page.locator('.jimu-shell-sider').waitFor({ timeout: FIRST_PAGE_MS });
      await page.waitForFunction(
        () => (document.getElementById('jimu-main')?.textContent?.trim() ?? '') !== '',
        null,
        {
          timeout: FIRST_PAGE_MS,
        },
      );
      const title = await page.title();
      if (errors.length > 0) {
        console.error(`✖ smoke: the browser's console reported ${errors.length} error(s):`);
        for (const error of errors) console.error(`  ${error}`);
        return 1;
      }
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`✔ smoke: signed in as ${user} and saw "${title}" with no console error (${seconds} s)`);
      return 0;
    } catch (error) {
      console.error(`✖ smoke: ${(error as Error).message.split('\n')[0]}`);
      for (const line of errors) console.error(`  ${line}`);
      return 1;
    } finally {
      await browser.close();
      await listening.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  },
};
