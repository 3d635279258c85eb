import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useConsole } from './support/useConsole';

const seed = JSON.parse(readFileSync('mock-db.json', 'utf8')) as {
  projects: { id: number; name: string; code: string; status: string }[];
};

/** A call of the console's own back end with the signed-in account's token. */
const call = (page: Page, method: string, url: string, body?: unknown) =>
  page.evaluate(
    async ([method, url, body]) => {
      const response = await fetch(url as string, {
        method: method as string,
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${localStorage.getItem('admin-token')}`,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    },
    [method, url, body] as const,
  );

// The project hub and a project's settings in Chromium.
describe('#14.2 #14.3 projects, their settings and data sources in Chromium (§5.3–§5.6)', () => {
  const ctx = useConsole();

  it('#14.2 §5.3 the seeded projects and JIMU are listed with their status; 代码生成 on 运营后台 opens the generator of project 1 under 项目管理', async () => {
    const page = await ctx.open('/workbench/project');
    const row = (code: string) => page.locator('tbody tr', { hasText: code });
    await row('JIMU').waitFor();
    for (const project of seed.projects) {
      await expect
        .poll(() => row(project.code).locator('.semi-tag').first().innerText())
        .toBe(project.status === 'archived' ? '已归档' : '进行中');
    }
    // Every project sub-screen is reached from its row.
    for (const name of [
      '项目看板',
      '接口',
      '缺陷',
      '文档',
      '数据源',
      '代码生成',
      '表单设计',
      '前端生成',
      '后端生成',
      '设置',
    ])
      await row('P001').getByRole('button', { name, exact: true }).waitFor();
    const statusFilter = page.locator('.wb-toolbar .semi-select');
    await statusFilter.click();
    await page.getByRole('option', { name: '已归档' }).click();
    const archived = seed.projects.filter((p) => p.status === 'archived').map((p) => p.code);
    await expect
      .poll(() =>
        page
          .locator('tbody tr')
          .evaluateAll((rows) => rows.map((r) => r.textContent?.match(/P\d{3}|JIMU/)?.[0])),
      )
      .toEqual(archived);
    await statusFilter.hover();
    await page.locator('.semi-select-clear').click();
    await row('P001').getByRole('button', { name: '代码生成' }).click();
    await expect
      .poll(() => page.evaluate(() => location.hash))
      .toBe('#/workbench/project/generator/index?projectId=1');
    const nav = page.getByRole('navigation', { name: '菜单' });
    await expect
      .poll(() => nav.getByRole('link', { name: '项目管理' }).getAttribute('aria-current'))
      .toBe('page');
    expect(ctx.errors).toEqual([]);
  });

  it('#14.2 §5.3 deleting a project needs its code typed: a wrong code keeps the delete disabled; the right one removes the row', async () => {
    const page = await ctx.open('/workbench/project');
    expect(
      (
        await call(page, 'POST', '/workbench/project/create', {
          name: '待删除',
          code: 'GONE',
          template: 'blank',
        })
      ).status,
    ).toBe(200);
    // The list was loaded before the project was made: load it again.
    await page.reload();
    const row = page.locator('tbody tr', { hasText: 'GONE' });
    await row.getByRole('button', { name: '删除' }).click();
    const dialog = page.locator('.semi-modal-content');
    const confirm = dialog.locator('.semi-modal-footer button', { hasText: '删除' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByRole('textbox').fill('GON');
    await dialog.getByText('与项目编码不一致').waitFor();
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByRole('textbox').fill('GONE');
    await confirm.click();
    await expect.poll(() => row.count()).toBe(0);
    expect(
      (await call(page, 'GET', '/workbench/project/getList')).body.data.list.some(
        (p: { code: string }) => p.code === 'GONE',
      ),
    ).toBe(false);
  });

  it('#14.7 §5.3 the test account sees no 新建/删除 and a direct POST /project/doEdit answers 403', async () => {
    const { app } = ctx;
    const page = await ctx.open('/workbench/project', { account: 'test' });
    await page.locator('tbody tr', { hasText: 'P001' }).waitFor();
    expect(await page.getByRole('button', { name: '新建项目' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: '删除' }).count()).toBe(0);
    const refused = await call(page, 'POST', '/project/doEdit', { id: 1, name: 'renamed' });
    expect(refused.status).toBe(403);
    // The settings form is shown read-only: no save to press.
    await page.goto(`${app.url}/#/workbench/project/config?projectId=1`);
    await page.locator('#settings_0_tabs_keepAliveMax').waitFor();
    expect(await page.getByRole('button', { name: '查看变更并保存' }).isVisible()).toBe(false);
  });

  it('#14.2 §5.4 §5.5 a new project’s settings show its zh and en titles; keepAliveMax -1 is refused under the field with the value kept; a layout change is a one-line theme.yaml diff; saved, the project validates with 0 errors', async () => {
    const { app } = ctx;
    // Opened on the hub, whose API makes the project the test then opens.
    const page = await ctx.open('/workbench/project');
    const created = await call(page, 'POST', '/workbench/project/create', {
      name: '设置台',
      code: 'SETTINGS',
      template: 'blank',
      titleZh: '设置控制台',
      titleEn: 'Settings console',
    });
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    await page.goto(`${app.url}/#/workbench/project/config?projectId=${id}`);
    const titles = page.locator('.wb-settings-titles');
    await expect.poll(() => titles.innerText()).toMatch(/设置控制台[\s\S]*Settings console/);

    const keepAlive = page.locator('#settings_0_tabs_keepAliveMax');
    // Each field carries the schema's description as its help.
    await expect
      .poll(() => page.locator('#settings_0_tabs_keepAliveMax__description').innerText())
      .toContain('How many visited pages stay alive');
    await keepAlive.fill('-1');
    await page.getByRole('button', { name: '查看变更并保存' }).click();
    const field = page.locator('.jimu-form-field.rjsf-field-integer', { has: keepAlive });
    await expect.poll(() => field.innerText()).toContain('不能小于 0');
    expect(await page.locator('.semi-modal').count()).toBe(0);
    await expect(keepAlive.inputValue()).resolves.toBe('-1');

    await page.locator('.semi-radio', { hasText: 'theme.yaml' }).click();
    await page.locator('#settings_1_layout').click();
    await page.locator('.semi-select-option', { hasText: /^column$/ }).click();
    await page.getByRole('button', { name: '查看变更并保存' }).click();
    const dialog = page.locator('.semi-modal-content');
    await expect.poll(() => dialog.innerText()).toContain('config/theme.yaml 的变更：+1 −1 行');
    await expect.poll(() => dialog.getByTestId('wb-validation').innerText()).toContain('0 个错误');
    await dialog.getByRole('button', { name: '保存到项目' }).click();
    await expect.poll(() => page.locator('.wb-settings-health').innerText()).toContain('0 个错误');
    const saved = await call(page, 'GET', `/workbench/project/file?projectId=${id}&path=config/theme.yaml`);
    expect(saved.body.data.content).toMatch(/^layout: column$/m);
    expect(saved.body.data.content).toMatch(/^# yaml-language-server/);
    expect(ctx.errors).toEqual([]);
  });

  it('#27 the app.yaml form lists successCodes as entries a person edits: a kind and a value each, no successCodes-1 or Option 1', async () => {
    const { app } = ctx;
    const page = await ctx.open('/workbench/project');
    const created = await call(page, 'POST', '/workbench/project/create', {
      name: '成功码',
      code: 'CODES',
      template: 'blank',
    });
    expect(created.status).toBe(200);
    await page.goto(`${app.url}/#/workbench/project/config?projectId=${created.body.data.id}`);
    const list = page.locator('#settings_0_http_successCodes');
    const entries = list.locator('.jimu-form-array-entry');
    await expect.poll(() => entries.count()).toBe(4);
    // Nowhere in the form: every choice between plain values names its kinds.
    const form = page.locator('.jimu-schema-form');
    expect(await form.innerText()).not.toMatch(/successCodes-\d|Option \d|option \d/);
    // Each entry: the kind of its value by name, the value, and its buttons on one row.
    expect(await list.getByRole('combobox').allInnerTexts()).toEqual(['数字', '数字', '文本', '文本']);
    const values = () =>
      list.locator('input').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    expect(await values()).toEqual(['200', '0', '200', '0']);
    // Named for screen readers by the list and the entry's place.
    await list.getByRole('combobox', { name: 'successCodes 3' }).waitFor();
    await list.getByRole('textbox', { name: 'successCodes 3' }).waitFor();
    const row = await entries.nth(0).boundingBox();
    const remove = await entries.nth(0).getByRole('button', { name: '删除' }).boundingBox();
    expect(
      Math.abs((row?.y ?? 0) + (row?.height ?? 0) / 2 - ((remove?.y ?? 0) + (remove?.height ?? 0) / 2)),
    ).toBeLessThan(8);
    // Moved, removed and added like any list; the added entry is a number typed in.
    await entries.nth(3).getByRole('button', { name: '上移' }).click();
    await expect.poll(values).toEqual(['200', '0', '0', '200']);
    await entries.nth(0).getByRole('button', { name: '删除' }).click();
    await expect.poll(values).toEqual(['0', '0', '200']);
    await list.getByRole('button', { name: '添加一项' }).click();
    await list.locator('input').nth(3).fill('20000');
    await page.getByRole('button', { name: '查看变更并保存' }).click();
    const dialog = page.locator('.semi-modal-content');
    await expect.poll(() => dialog.innerText()).toContain('config/app.yaml 的变更');
    expect(ctx.errors).toEqual([]);
  });

  it('#14.3 §5.6 a postgres source at 127.0.0.1:1: 测试连接 is disabled while it runs, ends in failed naming ECONNREFUSED within 10 s, then is enabled again', async () => {
    const page = await ctx.open('/workbench/project/data_origin/index?projectId=1');
    await page.getByRole('button', { name: '新建数据源' }).click();
    const sheet = page.locator('.semi-sidesheet');
    await sheet.getByLabel('名称').fill('refused');
    await sheet.getByLabel('主机').fill('127.0.0.1');
    await sheet.getByLabel('端口').fill('1');
    await sheet.getByLabel('数据库 / 文件').fill('x');
    await sheet.getByLabel('用户名').fill('x');
    const started = Date.now();
    await sheet.getByRole('button', { name: '测试连接' }).click();
    const button = sheet.locator('.semi-button', { hasText: /测试/ }).first();
    const outcome = sheet.getByTestId('wb-test-outcome');
    await expect.poll(() => outcome.innerText(), { timeout: 10_000 }).toContain('ECONNREFUSED');
    expect(Date.now() - started).toBeLessThan(10_000);
    await expect.poll(() => button.isDisabled()).toBe(false);
    // While a test runs the button is disabled: seen on a second run, whose answer is held until
    // the test has seen the disabled button.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/workbench/dataSource/test', async (route) => {
      await released;
      await route.continue();
    });
    await button.click();
    try {
      await expect.poll(() => button.isDisabled()).toBe(true);
    } finally {
      release();
    }
    await expect.poll(() => button.isDisabled()).toBe(false);
    await page.unroute('**/workbench/dataSource/test');
    // Nothing typed was lost by the failed tests.
    await expect(sheet.getByLabel('名称').inputValue()).resolves.toBe('refused');
  });
});
