import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { prepareProject, projectPlace } from '../../scripts/cli/projectPlace';
import { loadAndValidate } from '../../scripts/config';
import { loadChinook } from '../fixtures/chinook/loadChinook';
import { type MockHarness, startMock } from './mockHarness';
import { startWorkbench, type WorkbenchHarness } from './workbenchHarness';
import { startPostgres, type TestPostgres } from './workbenchPostgres';

let server: TestPostgres;
let wb: WorkbenchHarness;
let project: MockHarness | undefined;
const ENV = 'JIMU_SOURCE_CHINOOK_PG';

const sql = async (text: string, params: unknown[] = []) => {
  const client = new pg.Client({
    host: '127.0.0.1',
    port: server.port,
    user: 'postgres',
    password: server.password,
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
  [server, wb] = await Promise.all([startPostgres(), startWorkbench()]);
  const admin = new pg.Client({
    host: '127.0.0.1',
    port: server.port,
    user: 'postgres',
    password: server.password,
    database: 'postgres',
  });
  await admin.connect();
  await admin.query('CREATE DATABASE chinook');
  await admin.end();
  const client = new pg.Client({
    host: '127.0.0.1',
    port: server.port,
    user: 'postgres',
    password: server.password,
    database: 'chinook',
  });
  await client.connect();
  await loadChinook(client);
  await client.end();
  // A cluster, the Chinook shapes and the workbench's server: about 8 s on a loaded 2-core machine.
}, 90_000);

afterAll(async () => {
  await project?.stop();
  await wb?.stop();
  server?.stop();
  delete process.env[ENV];
  delete process.env.JIMU_ADMIN_PASSWORD;
});

const call = (method: string, path: string, body?: unknown) =>
  wb.call(method, path, { token: wb.admin, body });

describe('from a real database to a console that runs on it', () => {
  it('generates live-bound pages for customer, invoice and track, and the project runs them on the live tables', async () => {
    const created = await call('POST', '/workbench/project/create', {
      name: 'Chinook',
      code: 'CHINOOK',
      template: 'blank',
    });
    expect(created.status).toBe(200);
    const projectId = created.body.data.id;
    const settings = {
      name: 'chinook-pg',
      type: 'postgres',
      host: '127.0.0.1',
      port: server.port,
      database: 'chinook',
      username: 'postgres',
      password: server.password,
    };
    // Tested in its form before it is saved: saved, it shows the outcome, not 未测试.
    expect((await call('POST', '/workbench/dataSource/test', { config: settings })).body.data.outcome).toBe(
      'ok',
    );
    const saved = await call('POST', '/workbench/dataSource/save', { projectId, ...settings });
    expect(saved.status).toBe(200);
    expect(saved.body.data.status).toBe('connected');
    const sourceId = saved.body.data.id;
    // The 表 screen: every index (not only the keys), and types with their precision.
    const invoiceTable = (
      await wb.call('GET', `/workbench/dataSource/table?id=${sourceId}&name=invoice`, { token: wb.admin })
    ).body.data;
    expect(invoiceTable.indexes).toEqual([
      { name: 'invoice_pkey', columns: ['invoice_id'], unique: true },
      { name: 'invoice_customer_id_idx', columns: ['customer_id'], unique: false },
    ]);
    expect(invoiceTable.columns.find((c: { name: string }) => c.name === 'total')).toMatchObject({
      type: 'numeric',
      length: 10,
      scale: 2,
    });
    const adopted = await call('POST', '/workbench/dataSource/relations/save', {
      id: sourceId,
      relations: [{ table: 'invoice', column: 'customer_id', displayColumn: 'last_name' }],
    });
    expect(adopted.status).toBe(200);
    const imported = await call('POST', '/workbench/generator/import', {
      projectId,
      dataSourceId: sourceId,
      tables: ['customer', 'invoice', 'track'],
    });
    expect(imported.status).toBe(200);
    for (const table of imported.body.data) {
      expect(table.options).toMatchObject({ live: true, seedCollection: false });
      const rendered = await call('POST', '/workbench/generator/render', { genTableId: table.id });
      expect(rendered.body.data.diagnostics).toEqual([]);
      const applied = await call('POST', '/workbench/apply', {
        projectId,
        genTableId: table.id,
        files: rendered.body.data.files,
      });
      expect(applied.status).toBe(200);
    }

    const place = projectPlace('CHINOOK', wb.dataDir);
    const sources = parse(readFileSync(join(place.configDir, 'dataSources.yaml'), 'utf8'));
    expect(sources.sources).toEqual([
      {
        name: 'chinook-pg',
        type: 'postgres',
        host: '127.0.0.1',
        port: server.port,
        database: 'chinook',
        schema: 'public',
        user: 'postgres',
        passwordEnv: ENV,
      },
    ]);
    expect(readFileSync(join(place.configDir, 'dataSources.yaml'), 'utf8')).not.toContain(server.password);
    expect(existsSync(join(place.root, 'mock-db.json'))).toBe(false);
    const { config, diagnostics } = await loadAndValidate(place.configDir);
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const invoicePage = config?.pages.invoice;
    expect(invoicePage).toMatchObject({
      binding: {
        source: 'chinook-pg',
        table: 'invoice',
        references: { customerId: { display: 'last_name' } },
      },
    });
    expect(invoicePage?.kind === 'crud' && invoicePage.edit?.uiSchema?.customerId).toEqual({
      'ui:widget': 'remoteSelect',
      'ui:options': { endpoint: '/invoice/options/customerId' },
    });
    const properties = (invoicePage?.kind === 'crud' ? invoicePage.edit?.schema.properties : {}) as Record<
      string,
      unknown
    >;
    expect(properties.total).toMatchObject({
      type: 'string',
      pattern: '^-?\\d{1,8}(\\.\\d{1,2})?$',
    });
    // invoice_date is a timestamp without zone: a wall clock, never an instant shifted by the browser's zone.
    expect(properties.invoiceDate).toMatchObject({ type: 'string', format: 'localDateTime' });

    process.env[ENV] = server.password;
    process.env.JIMU_ADMIN_PASSWORD = 'chinook-admin';
    const { firstAccount, pageResources } = await prepareProject(place);
    project = await startMock({
      configDir: place.configDir,
      seedFile: place.seedFile,
      dataDir: place.dataDir,
      firstAccount,
      pageResources,
    });
    const token = await project.login('admin', 'chinook-admin');
    const get = (path: string) => (project as MockHarness).call('GET', path, { token });

    const customers = await get('/customer/getList?pageNo=1&pageSize=20');
    const [{ n }] = await sql('SELECT count(*)::int AS n FROM customer');
    expect(customers.body.data.total).toBe(n);
    const [first] = await sql(
      'SELECT customer_id, first_name, email FROM customer ORDER BY customer_id LIMIT 1',
    );
    expect(customers.body.data.list[0]).toMatchObject({
      customerId: first.customer_id,
      firstName: first.first_name,
      email: first.email,
    });
    const invoices = await get('/invoice/getList?pageSize=5');
    const [{ last_name: lastName }] = await sql('SELECT last_name FROM customer WHERE customer_id = $1', [
      invoices.body.data.list[0].customerId,
    ]);
    expect(invoices.body.data.list[0].customerIdLabel).toBe(lastName);
    const [late] = await sql('SELECT customer_id, last_name FROM customer WHERE customer_id = 45');
    const typed = await get(`/invoice/options/customerId?keyword=${encodeURIComponent(late.last_name)}`);
    expect(typed.body.data.list).toContainEqual({ value: 45, label: late.last_name });
    const refused = await project.call('POST', '/customer/doDelete', { token, body: { ids: [1] } });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toContain('invoice');
    expect((await sql('SELECT count(*)::int AS n FROM customer'))[0].n).toBe(n);
    const zip = await fetch(`${wb.url}/workbench/project/zip?projectId=${projectId}`, {
      headers: { authorization: `Bearer ${wb.admin}` },
    });
    const entries = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(strFromU8(entries['README.md'] as Uint8Array)).toContain(
      `${ENV}=… npx jimu serve --project CHINOOK`,
    );
    for (const [name, bytes] of Object.entries(entries)) {
      expect(name).not.toMatch(/^\.data|dist\//);
      expect(strFromU8(bytes)).not.toContain(server.password);
    }
    const tracks = await get('/track/getList?pageSize=3');
    expect(tracks.status).toBe(200);
    expect(tracks.body.data.list[0].unitPrice).toMatch(/^\d+\.\d{2}$/);
  });
});
