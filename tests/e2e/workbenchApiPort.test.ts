import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser } from './support/launchBrowser';
import { type RunningConsole, startConsole } from './support/startConsole';
import { type OpenOptions, openSignedIn } from './support/useConsole';

const screen = (query: string) => `/workbench/api_port?projectId=0${query}`;
const endpoint = (method: string, path: string) => `&api=${encodeURIComponent(`derived:${method} ${path}`)}`;

// API management under `jimu serve`: derived endpoints with their pages and roles, try-it
// through the console's own client as admin (200) and as the read-only account (403 and why).
describe('#16.4 API management in Chromium (§5.12)', () => {
  let app: RunningConsole;
  let browser: TestBrowser;
  let page: Page;

  /**
   * Opens the screen with `query`, signed in as admin (or `options.account`) from the stored session
   * in a new context of its own (its own storage: environments, history), closed after the test.
   */
  const open = async (query: string, options: Omit<OpenOptions, 'errors'> = {}) => {
    page = await openSignedIn(browser, app, screen(query), options);
    page.setDefaultTimeout(15_000);
  };

  beforeAll(async () => {
    [app, browser] = await Promise.all([startConsole(), launchBrowser()]);
    // Builds the sample console unless a build of the same content is kept (a fresh build takes 20-30 s on a
    // loaded 2-core machine) while Chromium starts.
  }, 120_000);
  afterEach(async () => {
    await page?.context().close();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('#16.4 §5.12 the derived GET /userManagement/getList is used by users (list); 运行 as admin answers a 200 envelope with a list', async () => {
    await open('');
    await page.getByLabel('搜索方法、路径或名称').fill('userManagement/getList');
    await page.locator('.wb-api-tree').getByText('/userManagement/getList').click();
    await page.getByRole('tab', { name: '引用' }).click();
    const detail = page.getByTestId('wb-api-detail');
    await expect.poll(() => detail.innerText()).toMatch(/users\s+列表/);
    await page.getByRole('tab', { name: '权限' }).click();
    await expect.poll(() => page.getByTestId('wb-api-access').innerText()).toContain('需要 read:system');
    await page.getByRole('tab', { name: '运行' }).click();
    await page.getByRole('button', { name: '发送' }).click();
    await expect.poll(() => page.getByTestId('wb-api-status').innerText()).toBe('200');
    await expect.poll(() => page.getByTestId('wb-api-result').innerText()).toContain('"list"');
    await page.getByText(/^响应头（\d+）$/).click();
    await expect
      .poll(() => page.getByTestId('wb-api-result').innerText())
      .toContain('content-type: application/json');
    await page.getByRole('button', { name: '复制为 curl' }).click();
    const curl = await page.getByTestId('wb-api-curl').innerText();
    expect(curl).toContain('/userManagement/getList?pageNo=1&pageSize=10');
    expect(curl.toLowerCase()).not.toContain('authorization');
    await page.getByRole('tab', { name: '历史' }).click();
    await expect.poll(() => page.getByTestId('wb-api-history').innerText()).toContain('200');
  });

  it('#16.4 §5.12 an OpenAPI document with a mistake is refused with the problem located; the text stays', async () => {
    await open('');
    await page.getByRole('button', { name: '导入 OpenAPI' }).click();
    const doc =
      "openapi: 3.1.0\ninfo: { title: x, version: '1' }\npaths:\n  /x:\n    get:\n      responses:\n        '200': { descriptio: ok }\n";
    await page.locator('.semi-sidesheet .cm-content').fill(doc);
    await page.getByRole('button', { name: '导入', exact: true }).click();
    const diagnostics = page.getByTestId('wb-api-import-diagnostics');
    await expect.poll(() => diagnostics.innerText()).toContain('第 7 行');
    await expect.poll(() => diagnostics.innerText()).toContain("required property 'description'");
    await expect
      .poll(() => page.locator('.semi-sidesheet .cm-content').innerText())
      .toContain('descriptio: ok');
  });

  it('#16.4 §5.12 signed in as test, 运行 on POST /userManagement/doEdit shows the 403 and why; 权限 says 需要 write:system', async () => {
    await open(`${endpoint('POST', '/userManagement/doEdit')}&tab=run`, { account: 'test' });
    await expect(page.getByRole('button', { name: '新建接口' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: '导入 OpenAPI' }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: '发送' }).click();
    await expect.poll(() => page.getByTestId('wb-api-status').innerText()).toBe('403');
    await expect.poll(() => page.getByTestId('wb-api-result').innerText()).toContain('无权限执行此操作');
    await expect.poll(() => page.getByTestId('wb-api-reason').innerText()).toContain('需要 write:system');
    expect(page.url()).toContain('/workbench/api_port');
    await page.getByRole('tab', { name: '权限' }).click();
    const access = page.getByTestId('wb-api-access');
    await expect.poll(() => access.innerText()).toContain('需要 write:system');
    await expect.poll(() => access.innerText()).toMatch(/Test \(你\)\s+拒绝（403）/);
  });

  it('#16.4 #16.7 an editor adds an endpoint: a refused save marks the path and keeps every typed value; editors see no 删除', async () => {
    await open('', { account: 'editor' });
    await page.getByRole('button', { name: '新建接口' }).click();
    const sheet = page.locator('.semi-sidesheet');
    await sheet.getByLabel('名称').fill('统计');
    await sheet.getByLabel('路径').fill('//evil.example/stats');
    await sheet.getByLabel('说明（Markdown）').fill('**每日**统计');
    await sheet.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => sheet.locator('[data-field-error="path"]').innerText()).toContain('不含主机名');
    await expect(sheet.getByLabel('名称').inputValue()).resolves.toBe('统计');
    await expect(sheet.getByLabel('说明（Markdown）').inputValue()).resolves.toBe('**每日**统计');
    await sheet.getByLabel('路径').fill('/stats/getList');
    await sheet.getByRole('button', { name: '保存' }).click();
    const detail = page.getByTestId('wb-api-detail');
    await expect.poll(() => detail.innerText()).toContain('/stats/getList');
    await expect.poll(() => detail.locator('strong').allInnerTexts()).toContain('每日');
    await expect(detail.getByRole('button', { name: '编辑' }).count()).resolves.toBe(1);
    await expect(detail.getByRole('button', { name: '删除' }).count()).resolves.toBe(0);
  });

  it('#16.4 §5.12 environments: variables kept in the browser fill {{name}} in a run; bad JSON and unknown names are refused', async () => {
    await open(`${endpoint('GET', '/userManagement/getList')}&tab=run`);
    await page.getByRole('button', { name: '管理环境' }).click();
    const editor = page.locator('.semi-sidesheet .cm-content');
    await editor.fill('{"本地": {"uid": 7},}');
    await page.locator('.semi-sidesheet').getByRole('button', { name: '保存' }).click();
    await expect.poll(() => page.getByTestId('wb-api-env-problem').innerText()).toContain('第 1 行');
    await editor.fill('{"本地": {"uid": 7}}');
    await page.locator('.semi-sidesheet').getByRole('button', { name: '保存' }).click();
    await page.locator('.semi-sidesheet').waitFor({ state: 'hidden' });
    await page.locator('.wb-toolbar .semi-select', { hasText: '环境' }).click();
    await page.getByRole('option', { name: '本地' }).click();
    // Semi's Select reports the choice once its list has closed.
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await expect
      .poll(() => page.locator('.wb-toolbar .semi-select', { hasText: '环境' }).innerText())
      .toContain('本地');
    await page.getByLabel('请求路径').fill('/userManagement/getList?id={{uid}}');
    await page.getByRole('button', { name: '复制为 curl' }).click();
    await expect
      .poll(() => page.getByTestId('wb-api-curl').innerText())
      .toContain('/userManagement/getList?id=7&pageNo=1');
    await page.locator('.wb-toolbar .semi-select', { hasText: '环境' }).click();
    await page.getByRole('option', { name: '无环境变量' }).click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await expect
      .poll(() => page.locator('.wb-toolbar .semi-select', { hasText: '环境' }).innerText())
      .toContain('无环境变量');
    await page.getByRole('button', { name: '发送' }).click();
    await expect
      .poll(() => page.getByTestId('wb-api-problem').innerText())
      .toContain('变量 uid 在当前环境中未定义');
    // Opens the endpoint's run tab with no stored environments, saves them twice and runs the request: 4 s on
    // a loaded 2-core machine.
  }, 60_000);

  /** A call of the console's back end as admin (the stored session's account), from the test. */
  const asAdmin = async (method: string, path: string, body?: unknown) => {
    const login = await fetch(`${app.url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'jimu123456' }),
    }).then((r) => r.json() as Promise<{ data: { token: string } }>);
    const answer = await fetch(`${app.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${login.data.token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await answer.json()) as { data: Record<string, unknown> };
  };
  /** A project made from the CRUD starter: a 任务 page over an offline copy of 12 tasks. */
  let tasksProject: number | undefined;
  const tasks = async () => {
    tasksProject ??= Number(
      (
        await asAdmin('POST', '/workbench/project/create', {
          name: '任务台',
          code: 'TASKS',
          template: 'crud',
        })
      ).data.id,
    );
    return tasksProject;
  };

  it("#27 运行 on a generated project's GET /tasks/getList answers its rows; as test, its POST /tasks/doEdit is refused by the project's rule", async () => {
    const id = await tasks();
    page = await openSignedIn(
      browser,
      app,
      `/workbench/api_port?projectId=${id}${endpoint('GET', '/tasks/getList')}&tab=run`,
    );
    page.setDefaultTimeout(15_000);
    await page.getByTestId('wb-api-relay').waitFor();
    await page.getByRole('button', { name: '发送' }).click();
    await expect.poll(() => page.getByTestId('wb-api-status').innerText()).toBe('200');
    await expect.poll(() => page.getByTestId('wb-api-result').innerText()).toContain('"title": "Task 1"');
    await page.context().close();

    page = await openSignedIn(
      browser,
      app,
      `/workbench/api_port?projectId=${id}${endpoint('POST', '/tasks/doEdit')}&tab=run`,
      { account: 'test' },
    );
    page.setDefaultTimeout(15_000);
    await page.getByRole('button', { name: '发送' }).click();
    await expect.poll(() => page.getByTestId('wb-api-status').innerText()).toBe('403');
    await expect.poll(() => page.getByTestId('wb-api-reason').innerText()).toContain('需要 write:system');
  });

  it("#27 importing a project's own exported OpenAPI lists each endpoint once, still derived", async () => {
    const id = await tasks();
    const exported = await asAdmin('GET', `/workbench/apis/export?projectId=${id}`);
    page = await openSignedIn(browser, app, `/workbench/api_port?projectId=${id}`);
    page.setDefaultTimeout(15_000);
    const tree = page.locator('.wb-api-tree');
    await tree.getByText('/tasks/getList').waitFor();
    const before = await tree.locator('.wb-api-node').count();
    await page.getByRole('button', { name: '导入 OpenAPI' }).click();
    await page.locator('.semi-sidesheet .cm-content').fill(JSON.stringify(exported.data));
    await page.getByRole('button', { name: '导入', exact: true }).click();
    await page.locator('.semi-sidesheet').waitFor({ state: 'hidden' });
    await expect.poll(() => tree.getByText('/tasks/getList', { exact: true }).count()).toBe(1);
    expect(await tree.locator('.wb-api-node').count()).toBe(before);
    await tree.getByText('/tasks/getList', { exact: true }).click();
    await expect.poll(() => page.getByTestId('wb-api-detail').innerText()).toContain('派生');
  });

  it('#16.4 at 390 px the screen fits the phone: tree, tabs and try-it without sideways scrolling', async () => {
    await open(`${endpoint('GET', '/userManagement/getList')}&tab=run`, {
      viewport: { width: 390, height: 844 },
    });
    await page.getByRole('button', { name: '发送' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
