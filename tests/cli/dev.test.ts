import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { launchBrowser } from '../e2e/support/launchBrowser';

const bin = path.resolve('bin/jimu.js');

/** Reads server-sent events from the dev server until `until` returns true for one. */
async function nextEvent(url: string, wanted: string, timeoutMs = 20_000): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(url, { signal: controller.signal });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error('event stream ended');
      buffer += Buffer.from(value).toString('utf8');
      const match = new RegExp(`event: ${wanted}\\ndata: (.*)\\n`).exec(buffer);
      if (match) return match[1];
    }
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

/** Stops the dev server and waits until it has gone (it disposes its builder first). */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

describe('jimu dev', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'jimu-dev-'));
  afterAll(() => {
    rmSync(work, { recursive: true, force: true });
  });

  it('rebuilds on change, shows config errors as an overlay event and keeps the last good build', async () => {
    const config = path.join(work, 'config');
    cpSync('config', config, { recursive: true });
    cpSync('mock-db.json', path.join(work, 'mock-db.json'));
    const child = spawn(
      process.execPath,
      [bin, 'dev', config, '--port', '0', '--host', '127.0.0.1', '--delay', '0'],
      {
        cwd: work,
        env: { ...process.env, NO_COLOR: '1' },
      },
    );
    // Each attempt ends its own server and browser, so a retry never shares .cache/dev with a
    // server still building from the attempt before.
    onTestFinished(() => stop(child));
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    const started = Date.now();
    // A development build of the whole console: 22 s on an idle 2-core machine, over 60 s
    // while the other test worker drives Chromium (a fresh clone timed out at 60 s).
    while (!/running at (http:\/\/[\d.:]+)\//.test(output)) {
      if (Date.now() - started > 120_000) throw new Error(`dev server did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const url = /running at (http:\/\/[\d.:]+)\//.exec(output)?.[1] as string;
    const page = await (await fetch(`${url}/`)).text();
    expect(page).toContain('/__jimu/dev.js');
    expect(await (await fetch(`${url}/__jimu/dev.js`)).text()).toContain('EventSource');

    const routes = path.join(config, 'routes.yaml');
    const good = readFileSync(routes, 'utf8');
    const browser = await launchBrowser();
    onTestFinished(() => browser.close());
    const tab = await browser.context.newPage();
    await tab.goto(`${url}/#/login`);
    await tab.getByLabel('用户名').waitFor();
    const errors = nextEvent(`${url}/__jimu/events`, 'errors');
    await new Promise((r) => setTimeout(r, 300));
    writeFileSync(routes, good.replace('hidden: true', 'hiden: true'));
    const text = JSON.parse(await errors).text as string;
    // the page shows the errors as an overlay, over the last good build
    await tab
      .locator('#jimu-dev-overlay')
      .getByText(/routes\.yaml:\d+:\d+: error\[unknown-key\]/)
      .waitFor();
    expect(text).toMatch(/routes\.yaml:\d+:\d+: error\[unknown-key\]/);
    expect(output).toMatch(/routes\.yaml:\d+:\d+: error\[unknown-key\]/);
    // the last good build keeps serving
    expect(await (await fetch(`${url}/`)).text()).toBe(page);

    // A whole rebuild: it took over 20 s once beside the other worker's Chromium.
    const reload = nextEvent(`${url}/__jimu/events`, 'reload', 60_000);
    await new Promise((r) => setTimeout(r, 300));
    writeFileSync(routes, good);
    await expect(reload).resolves.toBeDefined();
    // The first development build of the whole console before `jimu dev` answers (up to 120 s), the check
    // of the broken config, then a whole rebuild after the fix (up to 60 s), each waited for above: 119 s
    // on a loaded 2-core machine.
  }, 240_000);
});
