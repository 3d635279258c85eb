import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser } from './support/launchBrowser';
import { signIn, topMenuTitles } from './support/signIn';
import { type RunningConsole, startConsole } from './support/startConsole';
import { openSignedIn } from './support/useConsole';

// authentication 'all': the menu and routes come from GET /router/getList.
describe('routes from the server (authentication: all)', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'jimu-all-'));
  let app: RunningConsole;
  let browser: TestBrowser;
  /** This test's page, in a context of its own (closed after the test). */
  let page: Page;

  beforeAll(async () => {
    const config = path.join(work, 'config');
    cpSync('config', config, { recursive: true });
    const appFile = path.join(config, 'app.yaml');
    writeFileSync(
      appFile,
      readFileSync(appFile, 'utf8').replace('authentication: intelligence', 'authentication: all'),
    );
    // One server route names a component nobody registered: it must show a placeholder, not a blank page.
    const seed = JSON.parse(readFileSync('mock-db.json', 'utf8'));
    seed.routes.push({
      path: '/ghost',
      name: 'Ghost',
      component: 'showcase/noSuchThing',
      meta: { title: 'route.vab' },
    });
    const seedFile = path.join(work, 'seed.json');
    writeFileSync(seedFile, JSON.stringify(seed));
    app = await startConsole(config, { seedFile });
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await page?.context().close();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('RT-09 RT-04 the server menu shows, survives a reload and an account switch without a 404', async () => {
    // About the session (the menu after a sign-in, a sign-out and another account's sign-in): signs
    // in through the form, in a new context with nothing stored.
    page = await (await browser.newContext()).newPage();
    page.setDefaultTimeout(10_000);
    await signIn(page, app.url, 'admin');
    expect(await topMenuTitles(page)).toEqual(expect.arrayContaining(['组件', '其他', '商城', '错误页']));
    await page.goto(`${app.url}/#/vab/permission`);
    await page.reload();
    await page.locator('.jimu-shell-sider').waitFor();
    expect(page.url()).toMatch(/#\/vab\/permission$/);
    expect(await page.getByText('抱歉，您访问的页面不存在').count()).toBe(0);

    await page.getByTestId('user-menu').click();
    await page.getByText('退出登录').click();
    await page.waitForURL(/#\/login/);
    await page.getByLabel('用户名').fill('editor');
    await page.getByLabel('密码').fill('jimu123456');
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL(/#\/vab\/permission$/);
    await page.locator('.jimu-shell-sider').waitFor();
    const menu = await topMenuTitles(page);
    expect(menu).toContain('组件');
    expect(menu).not.toContain('商城');
    expect(await page.getByText('抱歉，您访问的页面不存在').count()).toBe(0);
  });

  it('SE-09 RT-09 an unknown server component shows a visible placeholder and goes to the error log', async () => {
    page = await openSignedIn(browser, app, '/ghost');
    await page.getByText('未知的页面组件').waitFor();
    await page.getByText('showcase/noSuchThing', { exact: false }).first().waitFor();
  });
});
