import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMockServer } from '../../server/app';
import { launchBrowser, type TestBrowser } from '../e2e/support/launchBrowser';
import { sharedBuild } from '../e2e/support/sharedBuild';
import { consoleSessionTarget, type SessionTarget, storedSession } from '../e2e/support/storedSession';
import { SHELL } from '../e2e/support/useConsole';
import { seedArticles, serverMenu } from '../fixtures/backends/shared';
import { startFaultProxy, truncated, withData } from './faultProxy';

type Proxy = Awaited<ReturnType<typeof startFaultProxy>>;

// Broken answers between the console and the built-in mock server, in Chromium. The
// console is the envelope conformance console (tests/fixtures/backends/envelope) with a 1.5 s timeout.
describe('#10.7 the console under broken server answers (fault-injecting proxy)', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'jimu-faults-'));
  let proxy: Proxy;
  let closeServer: () => Promise<void>;
  let browser: TestBrowser;
  let page: Page;
  let session: SessionTarget;

  beforeAll(async () => {
    const configDir = path.join(work, 'config');
    cpSync('tests/fixtures/backends/envelope/config', configDir, { recursive: true });
    const appFile = path.join(configDir, 'app.yaml');
    writeFileSync(appFile, readFileSync(appFile, 'utf8').replace('timeout: 10000', 'timeout: 1500'));
    // Built once per run and kept across runs by the content of its config (sharedBuild).
    const built = await sharedBuild(configDir, path.join(work, 'dist'));
    if (!built.ok) throw new Error(built.error);
    const outDir = built.outDir;
    const seed = JSON.parse(readFileSync('mock-db.json', 'utf8'));
    seed.table = seedArticles();
    seed.routes = serverMenu('permission');
    const seedFile = path.join(work, 'seed.json');
    writeFileSync(seedFile, JSON.stringify(seed));
    const server = await createMockServer({
      configDir,
      seedFile,
      staticDir: outDir,
      dataDir: path.join(work, 'data'),
      delay: 0,
      quiet: true,
    });
    const listening = await server.listen(0, '127.0.0.1');
    closeServer = listening.close;
    proxy = await startFaultProxy(listening.url);
    session = await consoleSessionTarget(proxy.url, configDir);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await proxy?.close();
    await closeServer?.();
    rmSync(work, { recursive: true, force: true });
  });
  beforeEach(() => {
    proxy.clear();
  });
  afterEach(async () => {
    proxy.clear();
    await page?.context().close();
  });
  /** A new context (its own storage), signed in as admin from its stored session or signed out. */
  const openConsole = async (hashPath: string, signedIn: boolean) => {
    const storageState = signedIn ? await storedSession(session, 'admin') : undefined;
    page = await (await browser.newContext({ storageState })).newPage();
    page.setDefaultTimeout(10_000);
    await page.goto(`${proxy.url}/#${hashPath}`);
  };
  /** The console's home, signed in as admin (the API sign-in goes through the proxy too). */
  const openSignedIn = async () => {
    await openConsole('/', true);
    await page.locator(SHELL).waitFor();
  };

  const toasts = () => page.locator('.semi-toast-content-text').allInnerTexts();
  const rows = () => page.locator('.jimu-crud tbody tr.jimu-table-row:visible');
  /** The error log's entries, one text each, read from its dialog. */
  const errorLogEntries = async () => {
    await page.getByRole('button', { name: /^错误日志/ }).click();
    const dialog = page.getByRole('dialog', { name: '错误日志' });
    await dialog.waitFor();
    const entries = await dialog.locator('.jimu-error-log-entry').allInnerTexts();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    return entries;
  };
  const errorLog = async () => (await errorLogEntries()).join('\n');
  const openArticles = async () => {
    await page.goto(`${proxy.url}/#/content/articles`);
  };

  it('#10.5 a cut-off list answer is shown and written to the error log, and the page offers a retry', async () => {
    await openSignedIn();
    proxy.inject('GET', '/table/getList', truncated);
    await page.reload();
    await page.getByTestId('crud-retry').waitFor();
    await expect.poll(toasts).toEqual([expect.stringContaining('服务器的回答无法读取')]);
    expect(await errorLog()).toContain('服务器的回答无法读取');
    proxy.clear();
    await page.getByTestId('crud-retry').click();
    await rows().first().waitFor();
  });

  it('#10.5 #13.6 data null and a list that is not an array name the config key, in a toast and the error log', async () => {
    await openSignedIn();
    proxy.inject('GET', '/table/getList', withData(null));
    await page.reload();
    await page.getByTestId('crud-retry').waitFor();
    const expected = 'table list 的回答在 data.list 处没有记录列表（pages/articles.yaml: api.list.rows）';
    await expect.poll(toasts).toContain(expected);
    expect(await errorLog()).toContain(expected);
    proxy.inject('GET', '/table/getList', withData({ list: 'not a list', total: 3 }));
    await page.getByTestId('crud-retry').click();
    await expect.poll(async () => (await toasts()).filter((text) => text === expected).length).toBe(2);
  });

  it('#10.5 roles sent as a string stop the sign-in with the key to change — never a guest or another identity', async () => {
    // About the sign-in itself: through the login form of a signed-out context.
    await openConsole('/login', false);
    await page.getByLabel('用户名').waitFor();
    proxy.inject('GET', '/userInfo', withData({ username: 'admin', roles: 'Admin' }));
    await page.getByLabel('用户名').fill('admin');
    await page.getByLabel('密码').fill('jimu123456');
    await page.getByRole('button', { name: '登录' }).click();
    await expect
      .poll(toasts)
      .toContain('userInfo 的回答在 data.roles 处没有角色名列表（app.yaml: api.userInfo.roles）');
    expect(page.url()).toMatch(/#\/login/);
    expect(await page.locator('.jimu-shell-sider').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('admin-token'))).toBeNull();
  });

  it('#10.5 a save whose answer cannot be read is not 保存成功: the result is unknown and the list reloads', async () => {
    await openSignedIn();
    await openArticles();
    await rows().first().waitFor();
    const listsBefore = proxy.count('GET', '/table/getList');
    proxy.inject('POST', '/table/doEdit', truncated);
    await page.getByRole('button', { name: '添加' }).click();
    const dialog = page.locator('.semi-modal-content');
    await dialog.locator('#root_title').fill('结果未知的文章');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect.poll(toasts).toContain('POST /table/doEdit: 服务器的回答无法读取，操作结果未知，请核对列表');
    await expect.poll(() => proxy.count('GET', '/table/getList')).toBeGreaterThan(listsBefore);
    // The save did happen on the server: the reloaded list shows it behind the dialog, which keeps the input.
    await page.locator('.jimu-crud tbody', { hasText: '结果未知的文章' }).waitFor();
    expect(await dialog.locator('#root_title').inputValue()).toBe('结果未知的文章');
    expect(await toasts()).not.toContain('保存成功');
  });

  it('#10.5 a list load that times out is reported once', async () => {
    // Signed in, the console lands on the articles list (the server's / redirect): its load hangs.
    const before = proxy.count('GET', '/table/getList');
    proxy.inject('GET', '/table/getList', () => 'hang');
    await openSignedIn();
    await page.getByTestId('crud-retry').waitFor();
    const timeouts = async () => (await toasts()).filter((text) => text.includes('请求超时')).length;
    await expect.poll(timeouts).toBe(1);
    // One load, not a second one behind it that would time out and be reported again.
    expect(proxy.count('GET', '/table/getList')).toBe(before + 1);
    // The left-out server route, then the one timeout: nothing reported twice.
    await page.getByRole('button', { name: '错误日志 (2)' }).waitFor();
    const entries = await errorLogEntries();
    expect(entries.filter((entry) => entry.includes('请求超时'))).toHaveLength(1);
    expect(await timeouts()).toBe(1);
  });

  it('#10.5 server routes leading to javascript:, data: or another site are left out and logged', async () => {
    const evil = [
      ...serverMenu('permission'),
      { path: '/evil', name: 'Evil', redirect: 'javascript:alert(1)', meta: { title: 'route.sneaky' } },
      {
        path: '/data',
        name: 'DataUrl',
        redirect: 'data:text/html,<script>alert(1)</script>',
        meta: { title: 'route.sneaky' },
      },
      { path: '/away', name: 'Away', redirect: 'https://evil.example/', meta: { title: 'route.sneaky' } },
    ];
    proxy.inject('GET', '/router/getList', withData(evil));
    await openSignedIn();
    await page.locator('.jimu-shell-sider').getByText('文章').waitFor();
    const log = await errorLog();
    expect(log).toContain(
      'server route /evil was left out: its redirect leads outside the console (javascript: address)',
    );
    expect(log).toContain(
      'server route /data was left out: its redirect leads outside the console (data: address)',
    );
    expect(log).toContain(
      'server route /away was left out: its redirect leads outside the console (https: address)',
    );
    await page.goto(`${proxy.url}/#/evil`);
    await page.getByText('抱歉，您访问的页面不存在').waitFor();
    expect(page.url()).toContain(proxy.url);
  });
});
