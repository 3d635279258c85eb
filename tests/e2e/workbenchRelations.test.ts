import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import initSqlJs from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Viewport } from './support/launchBrowser';
import { useConsole } from './support/useConsole';

// Data sources in Chromium: a source's indexes and its 关系 panel — relations found from
// foreign keys, a display column proposed and changed, 全部采用, kept after reload; read-only for test.
describe('#14.3 §5.6 关系 in Chromium', () => {
  const ctx = useConsole();
  let sourceId: number;

  beforeAll(async () => {
    const SQL = await initSqlJs();
    const db = new SQL.Database();
    db.run(`CREATE TABLE customers (id INTEGER PRIMARY KEY, full_name VARCHAR(64) NOT NULL, email VARCHAR(64));
            CREATE UNIQUE INDEX customers_email ON customers(email);
            CREATE TABLE regions (id INTEGER PRIMARY KEY, code VARCHAR(8));
            CREATE TABLE orders (id INTEGER PRIMARY KEY, customer_id INTEGER REFERENCES customers(id),
                                 region_id INTEGER REFERENCES regions(id), total DECIMAL(10,2));
            INSERT INTO customers VALUES (1, 'Ada', 'ada@a.cn'), (2, 'Ada', 'ada2@a.cn');
            INSERT INTO regions VALUES (1, 'N'), (2, 'S');`);
    const file = path.join(ctx.app.dataDir, 'fixtures', 'shop.sqlite');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, db.export());
    db.close();
    const login = await fetch(`${ctx.app.url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'jimu123456' }),
    }).then((r) => r.json());
    const saved = await fetch(`${ctx.app.url}/workbench/dataSource/save`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${login.data.token}` },
      body: JSON.stringify({ projectId: 4, name: 'shop', type: 'sqlite', database: 'fixtures/shop.sqlite' }),
    }).then((r) => r.json());
    sourceId = saved.data.id;
  });

  /** Opens project 4's data sources signed in as `account`, and the shop source's tables. */
  const openSource = async (account: string, viewport?: Viewport) => {
    const page = await ctx.open('/workbench/project/data_origin/index?projectId=4', { account, viewport });
    await page.locator('tr', { hasText: 'shop' }).getByRole('button', { name: '表' }).click();
    return page;
  };
  const relationRow = (column: string) =>
    ctx.page.locator('[data-testid="wb-relations"] tr', { hasText: column });

  it('#14.3 the indexes tab names the unique index; 关系 proposes email, the person picks full_name, 全部采用 adopts both, kept after reload', async () => {
    const { errors } = ctx;
    const page = await openSource('admin');
    await page.getByText('customers', { exact: true }).click();
    await page.getByRole('tab', { name: '索引' }).click();
    await page.getByText('customers_email (email)').waitFor();
    expect(await page.getByText('唯一', { exact: true }).count()).toBe(1);

    await page.getByRole('tab', { name: '关系' }).click();
    const customer = relationRow('orders.customer_id → customers.id');
    await customer.waitFor();
    const region = relationRow('orders.region_id → regions.id');
    expect(await customer.getByRole('combobox').innerText()).toContain('customers.email');
    expect(await region.getByRole('combobox').innerText()).toContain('regions.code');
    expect(await customer.innerText()).toContain('未采用');

    await page.getByRole('combobox', { name: '显示列 orders.customer_id' }).click();
    await page.getByRole('option', { name: 'customers.full_name' }).click();
    await page.locator('.semi-select-option-list').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: '全部采用' }).click();
    await page.locator('.semi-toast-content', { hasText: '已采用 2 个关系' }).waitFor();
    await expect.poll(() => customer.innerText()).toContain('已采用');
    expect(await region.innerText()).toContain('已采用');
    expect(await page.getByRole('button', { name: '全部采用' }).isDisabled()).toBe(true);

    await page.reload();
    await page.locator('tr', { hasText: 'shop' }).getByRole('button', { name: '表' }).click();
    await page.getByRole('tab', { name: '关系' }).click();
    await expect.poll(() => customer.innerText()).toContain('已采用');
    expect(await customer.getByRole('combobox').innerText()).toContain('customers.full_name');

    // 取消采用 one: it goes back to open, and 全部采用 is offered again.
    await region.getByRole('button', { name: '取消采用' }).click();
    await expect.poll(() => region.innerText()).toContain('未采用');
    expect(await page.getByRole('button', { name: '全部采用' }).isDisabled()).toBe(false);
    expect(errors).toEqual([]);
  });

  it('#14.7 the test user reads the relations but cannot adopt or change them; at 390 px the page does not overflow', async () => {
    const { errors } = ctx;
    const page = await openSource('test', { width: 390, height: 844 });
    await page.getByRole('tab', { name: '关系' }).click();
    const customer = relationRow('orders.customer_id → customers.id');
    await customer.waitFor();
    expect(await page.getByRole('button', { name: '全部采用' }).count()).toBe(0);
    expect(await customer.getByRole('button').count()).toBe(0);
    expect(
      await page.getByRole('combobox', { name: '显示列 orders.customer_id' }).getAttribute('aria-disabled'),
    ).toBe('true');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(sourceId).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('#14.4 §5.7.2 the import dialog: pick the source, search, tick two tables (a hidden one stays ticked), both imported, marked next time', async () => {
    const { app, errors } = ctx;
    const page = await ctx.open('/workbench/project/generator/create?projectId=4');
    await page.getByRole('combobox', { name: '数据源' }).click();
    await page.getByRole('option', { name: 'shop' }).click();
    const group = page.getByRole('group', { name: '表' });
    await group.getByText('regions').waitFor();
    // Semi draws its own box over a hidden input: a person clicks the table's name.
    await group.getByText('customers', { exact: true }).click();
    await page.getByLabel('搜索表').fill('ORD');
    await expect.poll(() => group.getByRole('checkbox').count()).toBe(1);
    await group.getByText('orders', { exact: true }).click();
    await page.getByLabel('搜索表').fill('nothing');
    await group.getByText('没有匹配的表').waitFor();
    await page.getByLabel('搜索表').fill('');
    expect(await group.getByRole('checkbox', { name: 'customers' }).isChecked()).toBe(true);
    expect(await group.getByRole('checkbox', { name: 'regions' }).isChecked()).toBe(false);
    await page.getByRole('button', { name: '导入 2 张表' }).click();
    await page.waitForURL(/generator\/column\?projectId=4&genTableId=\d+/);

    await page.goto(`${app.url}/#/workbench/project/generator/index?projectId=4`);
    await page.locator('tr', { hasText: 'customers' }).first().waitFor();
    await page.locator('tr', { hasText: 'orders' }).first().waitFor();
    await page.goto(`${app.url}/#/workbench/project/generator/create?projectId=4&sourceId=${sourceId}`);
    const marked = async () => (await group.innerText()).replace(/\s+/g, ' ');
    await expect.poll(marked).toContain('orders (已导入)');
    expect(await marked()).toContain('customers (已导入)');
    expect(await marked()).not.toContain('regions (已导入)');
    expect(errors).toEqual([]);
  });
});
