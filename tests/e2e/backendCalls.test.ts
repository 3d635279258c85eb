import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startAdminStyleBackend } from '../fixtures/backends/adminStyle/server';
import { sharedBuild } from './support/sharedBuild';
import { consoleSessionTarget, newSession, type SessionTarget } from './support/storedSession';
import { SHELL, useConsole } from './support/useConsole';

/**
 * The admin-template console of the conformance suite (no notices, search or uploads on its back
 * end), signed in by its own routes.yaml, with a home page whose cards read POST sources that
 * answer their total beside `data`.
 */
function homeConsole(dir: string): string {
  const config = path.join(dir, 'config');
  cpSync('tests/fixtures/backends/adminStyle/config', config, { recursive: true });
  const app = readFileSync(path.join(config, 'app.yaml'), 'utf8')
    .replace('authentication: all', 'authentication: intelligence')
    .replace(
      '\n  data:\n',
      `
  sources:
    articles: { method: POST, url: /article/list, body: { pageNo: 1, pageSize: 1 }, total: totalCount }
    vue: { method: POST, url: /article/list, body: { pageNo: 1, pageSize: 1, title: Vue }, total: totalCount }
  data:
`,
    );
  writeFileSync(path.join(config, 'app.yaml'), app);
  const routes = readFileSync(path.join(config, 'routes.yaml'), 'utf8').replace(
    '    children:\n',
    '    children:\n      - { path: home, name: Home, page: home, meta: { title: route.home } }\n',
  );
  writeFileSync(path.join(config, 'routes.yaml'), routes);
  writeFileSync(
    path.join(config, 'pages/home.yaml'),
    `kind: dashboard
title: page.articles
cards:
  - { title: page.articles, source: articles }
  - { title: page.audit, source: vue }
`,
  );
  return config;
}

describe('#28.3 #28.5 the calls app.yaml api names, in Chromium', () => {
  const ctx = useConsole();

  it('#28.5 a call answered 404 is toasted with its method and path, as the error log names it', async () => {
    const page = await ctx.open('/', {
      prepare: async (p) => {
        await p.route('**/notice/inbox*', (route) => route.fulfill({ status: 404, body: '' }));
      },
    });
    await expect
      .poll(() => page.locator('.semi-toast-content-text').allInnerTexts())
      .toContain('GET /notice/inbox: 访问资源不存在');
  });

  describe('a back end without notices or search, whose lists are POST with the total beside data', () => {
    let work: string;
    let backend: { url: string; close(): Promise<void> };
    let session: SessionTarget;
    let context: BrowserContext | undefined;
    beforeAll(async () => {
      work = mkdtempSync(path.join(os.tmpdir(), 'jimu-backend-calls-'));
      const configDir = homeConsole(work);
      const built = await sharedBuild(configDir, path.join(work, 'dist'));
      if (!built.ok) throw new Error(built.error);
      // Tokens outlive the file: these tests are about the calls, not their refresh.
      backend = await startAdminStyleBackend({ staticDir: built.outDir, tokenLifetimeMs: 3_600_000 });
      session = await consoleSessionTarget(backend.url, configDir);
    });
    afterAll(async () => {
      await backend?.close();
      rmSync(work, { recursive: true, force: true });
    });
    afterEach(async () => {
      await context?.close();
      context = undefined;
    });

    /** The page at `hashPath`, signed in as admin, with every path it asked for recorded from the start. */
    const open = async (hashPath: string): Promise<{ page: Page; asked: string[] }> => {
      context = await ctx.browser.newContext({ storageState: await newSession(session, 'admin') });
      const page = await context.newPage();
      page.setDefaultTimeout(10_000);
      const asked: string[] = [];
      page.on('request', (request) => asked.push(new URL(request.url()).pathname));
      await page.goto(`${backend.url}/#${hashPath}`);
      await page.locator(SHELL).waitFor();
      return { page, asked };
    };

    it('#28.3 shows neither tool nor its theme switch, and asks for neither', async () => {
      const { page, asked } = await open('/content/articles');
      await page.locator('.jimu-crud tbody tr.jimu-table-row').first().waitFor();
      const tools = page.locator('.jimu-header-tools');
      await tools.getByTestId('tool-theme').click();
      const drawer = page.locator('.jimu-theme-drawer');
      await drawer.getByRole('switch', { name: '全屏', exact: true }).waitFor();
      expect(await drawer.getByRole('switch', { name: '搜索', exact: true }).count()).toBe(0);
      expect(await drawer.getByRole('switch', { name: '通知', exact: true }).count()).toBe(0);
      expect(await tools.getByTestId('tool-notice').count()).toBe(0);
      expect(await tools.getByTestId('tool-search').count()).toBe(0);
      expect(asked.filter((pathname) => /^\/(notice|search)\//.test(pathname))).toEqual([]);
      expect(asked).toContain('/article/list');
    });

    it('#28.3 a dashboard card reads its total from a POST source that answers it beside data', async () => {
      const { page } = await open('/content/home');
      const values = page.getByTestId('dashboard-value');
      await expect.poll(() => values.allInnerTexts()).toEqual(['30', '10']);
    });
  });
});
