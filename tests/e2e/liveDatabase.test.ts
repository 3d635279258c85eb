import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPlace } from '../../scripts/cli/projectPlace';
import { hashPassword } from '../../server/store/passwords';
import { loadChinook } from '../fixtures/chinook/loadChinook';
import { startWorkbench, type WorkbenchHarness } from '../integration/workbenchHarness';
import { startPostgres, type TestPostgres } from '../integration/workbenchPostgres';
import { launchBrowser, type TestBrowser, watchConsoleErrors } from './support/launchBrowser';
import { signIn } from './support/signIn';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** The project's accounts, one per role of its permissions.yaml, as its operator would add them. */
const ACCOUNTS = { admin: 'Admin', editor: 'Editor', test: 'Test' } as const;
const PASSWORD = 'chinook-pw';

// The walk from a real database to a running console: the Chinook shapes in a PostgreSQL of the test's own, a project
// made by the workbench with pages bound live to customer, invoice and track, run by
// `jimu serve --project`, and used in Chromium; the database is read by the test itself.
describe('#27 a generated project runs on the live PostgreSQL tables', () => {
  let database: TestPostgres;
  let wb: WorkbenchHarness;
  let serve: ChildProcess;
  let url: string;
  let browser: TestBrowser;
  let page: Page;
  let errors: string[];
  const sql = async (text: string, params: unknown[] = []) => {
    const client = new pg.Client({
      host: '127.0.0.1',
      port: database.port,
      user: 'postgres',
      password: database.password,
      database: 'chinook',
    });
    await client.connect();
    try {
      return (await client.query(text, params)).rows;
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    [database, wb] = await Promise.all([startPostgres(), startWorkbench()]);
    const admin = new pg.Client({
      host: '127.0.0.1',
      port: database.port,
      user: 'postgres',
      password: database.password,
      database: 'postgres',
    });
    await admin.connect();
    await admin.query('CREATE DATABASE chinook');
    await admin.end();
    const client = new pg.Client({
      host: '127.0.0.1',
      port: database.port,
      user: 'postgres',
      password: database.password,
      database: 'chinook',
    });
    await client.connect();
    await loadChinook(client);
    await client.end();

    // The workbench's steps, as its screens send them: a project, the source, the relation whose
    // display column lists show, then customer, invoice and track imported (live by default) and applied.
    const call = async (pathname: string, body: unknown) => {
      const answer = await wb.call('POST', pathname, { token: wb.admin, body });
      if (answer.status !== 200) throw new Error(`${pathname}: ${answer.status} ${answer.text}`);
      return answer.body.data;
    };
    const project = await call('/workbench/project/create', {
      name: 'Chinook',
      code: 'CHINOOK',
      template: 'blank',
    });
    const source = await call('/workbench/dataSource/save', {
      projectId: project.id,
      name: 'chinook-pg',
      type: 'postgres',
      host: '127.0.0.1',
      port: database.port,
      database: 'chinook',
      username: 'postgres',
      password: database.password,
    });
    await call('/workbench/dataSource/relations/save', {
      id: source.id,
      relations: [{ table: 'invoice', column: 'customer_id', displayColumn: 'last_name' }],
    });
    const tables = await call('/workbench/generator/import', {
      projectId: project.id,
      dataSourceId: source.id,
      tables: ['customer', 'invoice', 'track'],
    });
    for (const table of tables) {
      const rendered = await call('/workbench/generator/render', { genTableId: table.id });
      await call('/workbench/apply', { projectId: project.id, genTableId: table.id, files: rendered.files });
    }
    const place = projectPlace('CHINOOK', wb.dataDir);
    mkdirSync(place.dataDir, { recursive: true });
    const users = Object.entries(ACCOUNTS).map(([username, role], i) => ({
      id: i + 1,
      username,
      password: hashPassword(PASSWORD),
      roles: [role],
      status: 'enabled',
    }));
    writeFileSync(path.join(place.dataDir, 'db.json'), JSON.stringify({ users }));

    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    serve = spawn(
      process.execPath,
      [
        'bin/jimu.js',
        'serve',
        '--project',
        'CHINOOK',
        '--data',
        wb.dataDir,
        '--port',
        String(port),
        '--host',
        '127.0.0.1',
        '--delay',
        '0',
      ],
      { stdio: 'pipe', env: { ...process.env, JIMU_SOURCE_CHINOOK_PG: database.password } },
    );
    let output = '';
    serve.stdout?.on('data', (chunk) => {
      output += String(chunk);
    });
    serve.stderr?.on('data', (chunk) => {
      output += String(chunk);
    });
    const started = Date.now();
    while (!output.includes('is running at')) {
      if (serve.exitCode !== null || Date.now() - started > 180_000)
        throw new Error(
          `jimu serve --project did not start (exit ${serve.exitCode}):\n${output.slice(-2000)}`,
        );
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    browser = await launchBrowser();
    page = await (await browser.newContext()).newPage();
    page.setDefaultTimeout(15_000);
    errors = watchConsoleErrors(page);
    await signIn(page, url, 'admin', PASSWORD);
    // A PostgreSQL cluster of its own with the Chinook shapes, the workbench's server, then
    // `jimu serve --project`, which answers once its production build of the project's console is
    // done (up to 180 s on a loaded 2-core machine), then Chromium and a sign-in through the form.
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    if (serve?.pid && serve.exitCode === null) {
      const exited = new Promise((resolve) => serve.once('exit', resolve));
      serve.kill('SIGTERM');
      await exited;
    }
    await wb?.stop();
    database?.stop();
  });

  // Tabs keep their pages alive: the rows are those of the page on show.
  const rows = () => page.locator('.jimu-crud:visible tbody tr.jimu-table-row');
  const dialog = () => page.locator('.semi-modal-content');
  const open = async (route: string) => {
    await page.goto(`${url}/#${route}`);
    await rows().first().waitFor();
  };
  const apiAs = async (username: string, pathname: string, body: unknown) => {
    const login = await fetch(`${url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: PASSWORD }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const answer = await fetch(`${url}${pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    return answer.status;
  };

  it('#27 the customer list is the table: its total is count(*) and its first row the first customer', async () => {
    await open('/customer/index');
    const [{ n }] = await sql('SELECT count(*)::int AS n FROM customer');
    await expect
      .poll(() => page.locator('.jimu-crud:visible .jimu-pagination').textContent())
      .toContain(`共 ${n} 条`);
    const [first] = await sql(
      'SELECT first_name, last_name, email FROM customer ORDER BY customer_id LIMIT 1',
    );
    const text = await rows().first().textContent();
    for (const value of [first.first_name, first.last_name, first.email]) expect(text).toContain(value);
  });

  it('#27 editing first_name changes the row in PostgreSQL', async () => {
    await open('/customer/index');
    await rows().nth(1).getByRole('button', { name: '编辑' }).click();
    await dialog().locator('#root_firstName').fill('Zoë');
    await dialog().getByRole('button', { name: '保存' }).click();
    await dialog().locator('form').waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await sql('SELECT first_name FROM customer WHERE customer_id = 2'))[0].first_name)
      .toBe('Zoë');
    await expect.poll(() => rows().nth(1).textContent()).toContain('Zoë');
  });

  it("#27 invoice's customer select finds a customer beyond the first 20 by typing, and the list shows names", async () => {
    await open('/invoice/index');
    const shown = await sql(
      'SELECT c.last_name FROM invoice i JOIN customer c USING (customer_id) ORDER BY i.invoice_id LIMIT 1',
    );
    expect(await rows().first().textContent()).toContain(shown[0].last_name);
    const [late] = await sql('SELECT last_name FROM customer WHERE customer_id = 45');
    await page.getByRole('button', { name: '新增' }).click();
    await dialog().locator('#root_customerId').click();
    await page.keyboard.type(late.last_name.slice(0, 5));
    const option = page.locator('.semi-select-option', { hasText: late.last_name });
    await option.first().waitFor();
    await option.first().click();
    await expect.poll(() => dialog().locator('#root_customerId').textContent()).toContain(late.last_name);
    await dialog().getByRole('button', { name: '取消' }).click();
  });

  it('#27 deleting a customer who has invoices is refused, naming invoice, and deletes nothing', async () => {
    await open('/customer/index');
    const [{ n }] = await sql('SELECT count(*)::int AS n FROM customer');
    await rows().first().getByRole('button', { name: '删除' }).click();
    await page.locator('.semi-popconfirm').getByRole('button', { name: '确定' }).click();
    await expect
      .poll(() => page.locator('.semi-toast').allInnerTexts())
      .toEqual(expect.arrayContaining([expect.stringContaining('invoice')]));
    expect((await sql('SELECT count(*)::int AS n FROM customer'))[0].n).toBe(n);
  });

  it("#27 track's page loads its rows", async () => {
    await open('/track/index');
    const [first] = await sql('SELECT name FROM track ORDER BY track_id LIMIT 1');
    expect(await rows().first().textContent()).toContain(first.name);
    expect(await page.getByText('页面加载失败').count()).toBe(0);
  });

  it('#27 editor and test are held to their permissions by the server', async () => {
    expect(await apiAs('test', '/customer/doEdit', { id: 3, firstName: 'Test' })).toBe(403);
    expect(await apiAs('editor', '/customer/doDelete', { ids: [59] })).toBe(403);
    expect(await apiAs('editor', '/customer/doEdit', { id: 3, firstName: 'Edited' })).toBe(200);
    expect((await sql('SELECT count(*)::int AS n FROM customer WHERE customer_id = 59'))[0].n).toBe(1);
    expect(errors.filter((e) => !/status of (403|409)/.test(e))).toEqual([]);
  });
});
