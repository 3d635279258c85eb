import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser, type Viewport, watchConsoleErrors } from './support/launchBrowser';
import { DEMO_PASSWORD } from './support/signIn';
import { type RunningConsole, startConsole } from './support/startConsole';
import { storedSession } from './support/storedSession';
import { openSignedIn } from './support/useConsole';

// The frontend generator in Chromium, on project JIMU (the sample console) — the route
// tree, per-role menu previews, validation of the output, undo; read-only for the test user;
// a route material arriving from the material centre. One console, tests in order.
describe('#15.4 frontend generator in Chromium (§5.10)', () => {
  let app: RunningConsole;
  let browser: TestBrowser;
  let page: Page;
  const errors: string[] = [];
  /** The frontend generator on project JIMU. */
  const SCREEN = '/workbench/index?projectId=0';

  beforeAll(async () => {
    [app, browser] = await Promise.all([startConsole(), launchBrowser()]);
    // Builds the sample console unless a build of the same content is kept (a fresh build takes 20-30 s on a
    // loaded 2-core machine) while Chromium starts.
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  /**
   * Replaces the file's page by a new context's (storage empty but the session), signed in as
   * `username` from the stored session and opened on `hashPath`; its errors join `errors`.
   */
  const as = async (username: string, hashPath: string, viewport?: Viewport) => {
    await page?.context().close();
    page = await openSignedIn(browser, app, hashPath, { account: username, viewport, errors });
    page.setDefaultTimeout(15_000);
  };
  const node = (name: string) =>
    page.getByTestId('wb-fe-tree').locator('.semi-tree-option', { hasText: new RegExp(`(^|· )${name}\\s`) });
  const menuOf = (role: string) => page.locator(`[data-role="${role}"]`).innerText();
  const outputTab = () => page.getByRole('tab', { name: '输出' });

  it('#15.4 §5.10 dragging 部门管理 under 系统设置 changes routes.yaml and the Editor menu preview; undo puts it back', async () => {
    await as('admin', SCREEN);
    await node('DepartmentManagement').waitFor();
    await expect.poll(() => menuOf('Editor')).toContain('部门管理');
    await node('DepartmentManagement').dragTo(node('Setting'));
    await expect.poll(() => menuOf('Editor')).not.toContain('部门管理');
    await expect.poll(() => menuOf('Admin')).toContain('部门管理');
    await outputTab().click();
    const routesTab = page.locator('[data-file="config/routes.yaml"] [data-wb-status]');
    await expect.poll(() => routesTab.getAttribute('data-wb-status')).toBe('changed');
    await expect.poll(() => page.getByTestId('wb-validation').innerText()).toContain('0 个错误');
    await page.getByRole('button', { name: /撤销/ }).click();
    await expect.poll(() => menuOf('Editor')).toContain('部门管理');
    await expect.poll(() => routesTab.getAttribute('data-wb-status')).toBe('unchanged');
  });

  it('#15.4 §5.10 permission roles [Admin] removes a route from the Editor and Test previews', async () => {
    await node('Dashboard').click();
    await expect.poll(() => menuOf('Test')).toContain('任务看板');
    await page.getByRole('combobox', { name: /可见角色/ }).click();
    await page.getByRole('option', { name: 'Admin' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => menuOf('Editor')).not.toContain('任务看板');
    await expect.poll(() => menuOf('Test')).not.toContain('任务看板');
    await expect.poll(() => menuOf('Admin')).toContain('任务看板');
  });

  it('#15.4 §5.10 a duplicate route name is a duplicate-route-name diagnostic at routes.yaml:line:col; undo clears it', async () => {
    await node('Workplace').click();
    await page.getByLabel('路由名').fill('Dashboard');
    await outputTab().click();
    const validation = page.getByTestId('wb-validation');
    await expect
      .poll(() => validation.innerText())
      .toMatch(/duplicate-route-name[\s\S]*config\/routes\.yaml:\d+:\d+/);
    await expect(page.getByRole('button', { name: '应用到项目' }).count()).resolves.toBe(0);
    // A click on the diagnostic opens routes.yaml; the other files stay reachable afterwards.
    const active = () => page.locator('.semi-tabs-tab-active [data-file]').getAttribute('data-file');
    const other = page.locator('[data-file]:not([data-file="config/routes.yaml"])').first();
    const otherPath = await other.getAttribute('data-file');
    await other.click();
    await expect.poll(active).toBe(otherPath);
    await validation.getByText('duplicate-route-name').click();
    await expect.poll(active).toBe('config/routes.yaml');
    await other.click();
    await expect.poll(active).toBe(otherPath);
    await page.getByRole('button', { name: /撤销/ }).click();
    await expect.poll(() => page.getByLabel('路由名').inputValue()).toBe('Workplace');
    await expect.poll(() => validation.innerText()).not.toContain('duplicate-route-name');
  });

  it('#15.4 §5.16 a route material from the material centre lands in the tree', async () => {
    const login = await fetch(`${app.url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
    });
    const token = (await login.json()).data.token as string;
    const answer = await fetch(`${app.url}/workbench/material/getList?type=route&pageSize=50`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const list = (await answer.json()).data.list as { id: number; name: string }[];
    const id = list.find((m) => m.name === '内容管理路由组')?.id;
    const values = encodeURIComponent(JSON.stringify({ name: 'docs' }));
    // The screen takes the material as it loads: the answer is awaited from before the first navigation.
    await page?.context().close();
    const context = await browser.newContext({ storageState: await storedSession(app, 'admin') });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
    watchConsoleErrors(page, errors);
    const used = page.waitForResponse((r) => r.url().includes('/workbench/material/use'));
    await page.goto(`${app.url}/#/workbench/index?projectId=1&material=${id}&materialValues=${values}`);
    const use = await used;
    expect(`${use.status()} ${await use.text()}`).toMatch(/^200 /);
    await node('ContentDocs').waitFor();
    await expect.poll(() => page.url()).not.toContain('material=');
  });

  it('#15.4 §5.10 the test user sees the tree and menus but no add, undo, output or enabled field', async () => {
    await as('test', SCREEN);
    await node('Dashboard').click();
    await page.getByText('只读账号可以查看控制台结构').waitFor();
    for (const name of ['+ 分组', /撤销/, '上移', '删除路由'])
      await expect(page.getByRole('button', { name }).count()).resolves.toBe(0);
    await expect(outputTab().count()).resolves.toBe(0);
    await expect(page.getByLabel('路由名').isDisabled()).resolves.toBe(true);
  });

  it('#15.4 §5.10 at 390 px in English and dark mode nothing is wider than the phone', async () => {
    await as('admin', SCREEN, { width: 390, height: 844 });
    await page.evaluate(() => {
      localStorage.setItem('jimu-language', 'en');
      localStorage.setItem('jimu-dark-mode', 'true');
    });
    await page.reload();
    await node('Dashboard').waitFor();
    await page.getByText('Menu of Editor').waitFor();
    await expect.poll(() => page.evaluate(() => document.body.getAttribute('theme-mode'))).toBe('dark');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it('no console errors on the way', () => {
    expect(errors).toEqual([]);
  });
});
