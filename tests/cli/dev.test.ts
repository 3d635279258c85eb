import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser } from '../e2e/support/launchBrowser';
import { consoleSessionTarget, type SessionTarget, storedSession } from '../e2e/support/storedSession';
import { type DevServer, startDev } from './devServer';
import { runCli } from './runCli';

/**
 * How long one development build of the console under test may take (the sample console with the
 * example plugin only: about half the whole sample's 10–25 s on a 2-core machine, idle or loaded).
 * A page opened during a rebuild waits that long for its first byte, by design.
 */
const BUILD_MS = 90_000;
const USERS = '/user_center/userManagement';

describe('jimu dev', () => {
  let dev: DevServer;
  let browser: TestBrowser;
  let target: SessionTarget;
  let contexts: BrowserContext[] = [];
  const file = (name: string) => path.join(dev.work, name);
  const read = (name: string) => readFileSync(file(name), 'utf8');
  /** What the files a test changed held before it: put back after it, whatever happened. */
  const originals = new Map<string, string>();
  const change = (name: string, text: string) => {
    if (!originals.has(name)) originals.set(name, read(name));
    writeFileSync(file(name), text);
  };

  beforeAll(async () => {
    // The sample console with the example plugin only (its publishAction.ts is changed below).
    dev = await startDev([], { plugins: ['example'] });
    browser = await launchBrowser();
    target = await consoleSessionTarget(dev.url, file('config'));
  }, 2 * BUILD_MS);
  afterAll(async () => {
    await browser?.close();
    await dev?.stop();
  });
  afterEach(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    contexts = [];
    for (const [name, text] of originals) if (read(name) !== text) writeFileSync(file(name), text);
    originals.clear();
  });

  /** A new page signed in as admin, and every answer it got with a status of 400 or more. */
  const signedInPage = async () => {
    const context = await browser.newContext({ storageState: await storedSession(target, 'admin') });
    contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(BUILD_MS);
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
    });
    return { page, refused };
  };
  const header = (page: Page, text: string) => page.locator('.jimu-table-thead th', { hasText: text });

  it(
    'a page opened at once after a save, five times over, gets one whole build: no 404, its content',
    async () => {
      const users = read('config/pages/users.yaml');
      const column = '{ field: email, title: field.email }';
      expect(users).toContain(column);
      // A column title per save (zh), the last one the page's own again.
      const titles: [string, string][] = [
        ['field.author', '作者'],
        ['field.pageViews', '阅读量'],
        ['field.description', '描述'],
        ['field.ip', 'IP 地址'],
        ['field.email', '邮箱'],
      ];
      for (const [key, text] of titles) {
        const { page, refused } = await signedInPage();
        // The page's scripts and styles go out only once the rebuild is done, so its loading spans
        // the end of the build, as a page opened a few seconds after a save does on a fast machine.
        const rebuilt = dev.printed(/✔ rebuilt in \d+ ms/);
        await page.route(/\/static\//, async (route) => {
          await rebuilt;
          await route.continue();
        });
        change('config/pages/users.yaml', users.replace(column, `{ field: email, title: ${key} }`));
        await page.goto(`${dev.url}/#${USERS}`);
        // The new build's column, and the page's rows and search form with it.
        const shown = await Promise.all([
          header(page, text).waitFor(),
          page.locator('.jimu-crud tbody tr').first().waitFor(),
          page.getByTestId('crud-search').getByRole('button', { name: '查询' }).waitFor(),
        ]).then(
          () => 'the page with its content',
          (error: Error) => error.message.split('\n')[0],
        );
        expect({ refused, shown }).toEqual({ refused: [], shown: 'the page with its content' });
      }
      expect(read('config/pages/users.yaml')).toBe(users);
    },
    6 * BUILD_MS,
  );

  it(
    'shows a YAML mistake at its line with the lines around it; closes; goes away on the fix without a reload',
    async () => {
      const users = read('config/pages/users.yaml');
      const { page } = await signedInPage();
      await page.goto(`${dev.url}/#${USERS}`);
      const search = page.getByTestId('crud-search').getByRole('textbox').first();
      await search.fill('kept while the config is broken');
      await page.evaluate(() => Object.assign(window, { devMarker: 'this page, not reloaded' }));
      const marker = () => page.evaluate(() => (window as unknown as { devMarker?: string }).devMarker);

      // Line 13 loses its closing brace: the problem is there, not on line 14 where the parser notices it.
      const lines = users.split('\n');
      expect(lines[12]).toBe('  - { field: email, title: field.email }');
      lines[12] = '  - { field: email, title: field.email';
      change('config/pages/users.yaml', lines.join('\n'));
      const overlay = page.locator('#jimu-dev-overlay');
      await overlay.getByText('config/pages/users.yaml:13:39').waitFor();
      // The first problem is the missing brace; the parser's follow-on complaints come after it.
      await expect(
        overlay
          .getByText(/^error\[yaml-syntax\]/)
          .first()
          .textContent(),
      ).resolves.toMatch(/end with a \}/);
      expect(await overlay.locator('pre').first().textContent()).toBe(
        [
          '  11 |   - { field: id, title: field.id, width: 80, sortable: true }',
          '  12 |   - { field: username, title: field.username, sortable: true }',
          '> 13 |   - { field: email, title: field.email',
          `     | ${' '.repeat(38)}^`,
          '  14 |   - field: roles',
          '  15 |     title: field.roles',
        ].join('\n'),
      );
      // Closed, the last good build is there to use: the page still answers a click.
      await overlay.getByRole('button', { name: 'Close' }).click();
      await overlay.waitFor({ state: 'detached' });
      await page.getByTestId('crud-search').getByRole('button', { name: '查询' }).click();
      await expect(search.inputValue()).resolves.toBe('kept while the config is broken');
      // F5: the same problems, closed in this tab, wait behind a small button.
      await page.reload();
      const badge = page.locator('#jimu-dev-badge');
      await badge.waitFor();
      expect(await overlay.count()).toBe(0);
      await badge.click();
      await overlay.getByText('config/pages/users.yaml:13:39').waitFor();
      await search.fill('kept through the fix');
      await page.evaluate(() => Object.assign(window, { devMarker: 'this page, not reloaded' }));

      // The fix brings back the build the page runs: the panel goes, nothing reloads.
      const from = dev.output().length;
      change('config/pages/users.yaml', users);
      await overlay.waitFor({ state: 'detached' });
      await dev.printed(/rebuilt in \d+ ms \(the same build as before\)/, from);
      expect(await badge.count()).toBe(0);
      await expect(marker()).resolves.toBe('this page, not reloaded');
      await expect(search.inputValue()).resolves.toBe('kept through the fix');
    },
    3 * BUILD_MS,
  );

  it(
    'serves a collection added to mock-db.json after the save, keeping the records .data/ holds',
    async () => {
      const api = async (method: string, url: string, body?: unknown) => {
        const token = (await storedSession(target, 'admin')).origins[0].localStorage[0].value;
        const response = await fetch(`${dev.url}${url}`, {
          method,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return { status: response.status, body: await response.json() };
      };
      const seed = JSON.parse(read('mock-db.json'));
      expect((await api('GET', '/articles')).status).toBe(404);
      // Requests that arrive while the back end restarts wait for it: once it says so, it serves.
      let from = dev.output().length;
      writeFileSync(
        file('mock-db.json'),
        JSON.stringify({ ...seed, articles: [{ id: 1, title: 'seeded' }] }),
      );
      await dev.printed(/added the new collection 'articles'/, from);
      expect((await api('GET', '/articles')).body).toEqual([{ id: 1, title: 'seeded' }]);
      // A record added while it runs stays when the seed grows again; so does the session.
      expect((await api('POST', '/articles', { title: 'added while running' })).status).toBe(201);
      from = dev.output().length;
      writeFileSync(
        file('mock-db.json'),
        JSON.stringify({ ...seed, articles: [{ id: 1, title: 'seeded' }], tags: [] }),
      );
      await dev.printed(/added the new collection 'tags'/, from);
      expect((await api('GET', '/tags')).body).toEqual([]);
      expect((await api('GET', '/articles')).body).toEqual([
        { id: 1, title: 'seeded' },
        { id: 2, title: 'added while running' },
      ]);
    },
    BUILD_MS,
  );

  it(
    'shows a TypeScript error in a plugin at its file and line, and takes it away once fixed',
    async () => {
      const plugin = 'plugins/example/publishAction.ts';
      const code = read(plugin);
      const { page } = await signedInPage();
      await page.goto(`${dev.url}/#${USERS}`);
      await page.locator('.jimu-crud tbody tr').first().waitFor();
      const line = code.split('\n').length;
      change(plugin, `${code}export const checkedPrice: number = 'twelve';\n`);
      const overlay = page.locator('#jimu-dev-overlay');
      await overlay.getByText(`${plugin}:${line}:14`).waitFor({ timeout: 3 * BUILD_MS });
      await overlay.getByText("error[ts2322]: Type 'string' is not assignable to type 'number'.").waitFor();
      change(plugin, code);
      await overlay.waitFor({ state: 'detached', timeout: 3 * BUILD_MS });
    },
    8 * BUILD_MS,
  );

  it(
    'jimu new page under jimu dev: one rebuild, no problem reported on the way, the page is served',
    async () => {
      const from = dev.output().length;
      const made = await runCli(
        ['new', 'page', 'reports', '--config', file('config'), '--title', '报表'],
        dev.work,
      );
      expect(made.code).toBe(0);
      await dev.printed(/✔ rebuilt in \d+ ms\n/, from);
      const manifest = await (await fetch(`${dev.url}/manifest.json`)).json();
      expect(Object.keys(manifest.pages)).toContain('reports');
      // One new build served; a watcher event that trails the last file may cause a rebuild that
      // finds nothing new ("the same build as before"), never one from half the files.
      const printed = dev.output().slice(from);
      expect(printed).not.toMatch(/error\[|warning\[/);
      expect({ printed, builds: printed.match(/rebuilt in \d+ ms\n/g)?.length }).toMatchObject({ builds: 1 });
    },
    2 * BUILD_MS,
  );
});
