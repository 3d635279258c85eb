import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import initSqlJs from 'sql.js';
import { describe, expect, it } from 'vitest';
import { useConsole } from './support/useConsole';

// The workbench screens under `jimu serve` (a built console): what each role sees, project
// creation with a refused code, and the rules' explain box.
describe('#14 workbench screens in Chromium', () => {
  const ctx = useConsole();
  /** Opens `hashPath` signed in as `account` (admin by default), with this file's 15 s for each step. */
  const open = async (hashPath: string, account = 'admin'): Promise<Page> => {
    const page = await ctx.open(hashPath, { account });
    page.setDefaultTimeout(15_000);
    return page;
  };

  it('#14.7 the test user sees the projects and data sources but no create, test, edit or delete buttons', async () => {
    const page = await open('/workbench/project', 'test');
    await page.locator('tr', { hasText: 'JIMU' }).waitFor();
    await expect(page.getByRole('button', { name: '新建项目' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: '删除' }).count()).resolves.toBe(0);
    await page.locator('tr', { hasText: 'P001' }).getByRole('button', { name: '数据源' }).click();
    await page.locator('tr', { hasText: 'mock' }).waitFor();
    for (const name of ['新建数据源', '测试连接', '编辑', '删除']) {
      await expect(page.getByRole('button', { name }).count()).resolves.toBe(0);
    }
  });

  it('#14.2 a taken code is refused under 项目编码 with the typed values kept; a new code creates a valid project', async () => {
    const page = await open('/workbench/project/create');
    await page.getByLabel('项目名称').fill('订单后台');
    await page.getByLabel('项目编码').fill('P001');
    for (let step = 0; step < 3; step++) await page.getByRole('button', { name: '下一步' }).click();
    await page.getByRole('button', { name: '新建项目' }).click();
    await page.locator('[data-field-error="code"]').filter({ hasText: '已存在' }).waitFor();
    await expect(page.getByLabel('项目名称').inputValue()).resolves.toBe('订单后台');
    await page.getByLabel('项目编码').fill('ORDERS');
    await page.getByRole('button', { name: '下一步' }).click();
    await page.getByRole('button', { name: '下一步' }).click();
    await page.getByLabel('英文标题').fill('Orders console');
    await page.getByRole('button', { name: '下一步' }).click();
    await page.getByRole('button', { name: '新建项目' }).click();
    // The new project opens on its settings; its files are one tab over.
    await page.getByRole('tab', { name: '文件' }).click();
    await page.getByText('i18n/en.yaml').click();
    await expect.poll(() => page.locator('.cm-content').innerText()).toContain('Orders console');
    await page.getByRole('button', { name: '校验' }).click();
    await expect.poll(() => page.getByTestId('wb-validation').innerText()).toContain('0 个错误');
  });

  it('#14.2 §5.4 starting from the CRUD starter gives a project with a 任务 page that validates with 0 errors', async () => {
    // A new context: the create screen of the test before, kept alive at its last step, is not carried over.
    const page = await open('/workbench/project/create');
    await page.getByLabel('项目名称').fill('任务台');
    await page.getByLabel('项目编码').fill('TASKS');
    await page.getByRole('button', { name: '下一步' }).click();
    await page.getByRole('radio', { name: /CRUD 起步项目/ }).click();
    for (let step = 0; step < 2; step++) await page.getByRole('button', { name: '下一步' }).click();
    await page.getByText('CRUD 起步项目').waitFor();
    await page.getByRole('button', { name: '新建项目' }).click();
    await page.getByRole('tab', { name: '文件' }).click();
    await page.getByText('pages/tasks.yaml').click();
    await expect.poll(() => page.locator('.cm-content').innerText()).toContain('resource: tasks');
    await page.getByRole('button', { name: '校验' }).click();
    await expect.poll(() => page.getByTestId('wb-validation').innerText()).toContain('0 个错误');
  });

  it('#14.4 §5.7.1 the generated-table list shows 列已变化 once the source table gained a column', async () => {
    const { app } = ctx;
    const file = path.join(app.dataDir, 'fixtures', 'drift.sqlite');
    mkdirSync(path.dirname(file), { recursive: true });
    const SQL = await initSqlJs();
    const sqlite = (sql: string, from?: Buffer) => {
      const db = new SQL.Database(from);
      db.run(sql);
      writeFileSync(file, db.export());
      db.close();
    };
    sqlite(
      "CREATE TABLE notes (id INTEGER PRIMARY KEY, title VARCHAR(64)); INSERT INTO notes (title) VALUES ('a');",
    );
    // Opened on the project hub, whose API registers the source the list then shows.
    const page = await open('/workbench/project');
    const api = (url: string, body: unknown) =>
      page.evaluate(
        async ([url, body]) => {
          const response = await fetch(url as string, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${localStorage.getItem('admin-token')}`,
            },
            body: JSON.stringify(body),
          });
          return (await response.json()).data;
        },
        [url, body] as const,
      );
    const source = await api('/workbench/dataSource/save', {
      projectId: 4,
      name: 'notes',
      type: 'sqlite',
      database: 'fixtures/drift.sqlite',
    });
    await api('/workbench/generator/import', { projectId: 4, dataSourceId: source.id, tables: ['notes'] });
    await page.goto(`${app.url}/#/workbench/project/generator/index?projectId=4`);
    const row = page.locator('tr', { hasText: 'notes' });
    await row.waitFor();
    await expect.poll(() => row.innerText()).not.toContain('检查中');
    expect(await row.locator('[data-drift]').count()).toBe(0);
    sqlite('ALTER TABLE notes ADD COLUMN body TEXT;', readFileSync(file));
    await page.reload();
    await row.locator('[data-drift="added"]', { hasText: '列已变化' }).waitFor();
  });

  it('#14.4 §5.7.3 the column side panel sets what the grid cannot (maximum length); the live preview follows, undo takes it back', async () => {
    const { app } = ctx;
    // Opened on project 5's generated tables, whose API imports the table the test then edits.
    const page = await open('/workbench/project/generator/index?projectId=5');
    const created = await page.evaluate(async () => {
      const response = await fetch('/workbench/generator/import', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${localStorage.getItem('admin-token')}`,
        },
        body: JSON.stringify({
          projectId: 5,
          name: 'articles',
          sample: [{ id: 1, title: 'hello', status: 'draft' }],
        }),
      });
      return (await response.json()).data[0];
    });
    await page.goto(`${app.url}/#/workbench/project/generator/column?projectId=5&genTableId=${created.id}`);
    await page.getByRole('button', { name: '详情 title' }).click();
    const panel = page.getByTestId('wb-column-panel');
    await expect.poll(() => panel.innerText()).toContain('title');
    const rendered = page.waitForResponse(
      (r) =>
        r.url().includes('/workbench/generator/render') &&
        (r.request().postData() ?? '').includes('"maxLength":5'),
    );
    await panel.getByLabel('最大长度').fill('5');
    const answer = await (await rendered).json();
    expect(JSON.stringify(answer.data.preview.page)).toContain('"maxLength":5');
    await page.locator('.semi-sidesheet').getByRole('button', { name: 'close' }).click();
    await page.getByRole('button', { name: /^撤销/ }).click();
    const undone = await page.waitForResponse((r) => r.url().includes('/workbench/generator/render'));
    expect(JSON.stringify((await undone.json()).data.preview.page)).not.toContain('"maxLength":5');
  });

  it('#14.5 the explain box names the matching rule; disabling it skips it with 已停用', async () => {
    const page = await open('/workbench/project/gen_tpl/rule_config');
    const explain = page.getByTestId('wb-explain');
    await page.getByLabel('字段名').fill('order_status');
    await expect.poll(() => explain.innerText()).toMatch(/命中规则:\s*status\n/);
    await page.getByRole('switch', { name: 'status' }).click();
    await expect.poll(() => explain.innerText()).toContain('status — 已停用');
  });
});
