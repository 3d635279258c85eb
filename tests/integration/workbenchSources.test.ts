import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import initSqlJs from 'sql.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteFixture, startWorkbench, type WorkbenchHarness } from './workbenchHarness';

let wb: WorkbenchHarness;

beforeAll(async () => {
  wb = await startWorkbench();
});
afterAll(async () => {
  await wb?.stop();
});

describe('#14.3 data sources over HTTP', () => {
  it('#14.3 the mock source lists the collections, never sessions, and users without password', async () => {
    const tables = await wb.call('GET', '/workbench/dataSource/tables?id=0', { token: wb.admin });
    const names = tables.body.data.list.map((t: { name: string }) => t.name);
    expect(names).toEqual(expect.arrayContaining(['departments', 'goods', 'table', 'users']));
    expect(names).not.toContain('sessions');
    const users = await wb.call('GET', '/workbench/dataSource/table?id=0&name=users', { token: wb.admin });
    expect(users.body.data.columns.map((c: { name: string }) => c.name)).not.toContain('password');
    expect(JSON.stringify(users.body.data.sample)).not.toContain('scrypt$');
    const departments = await wb.call('GET', '/workbench/dataSource/table?id=0&name=departments', {
      token: wb.admin,
    });
    expect(departments.body.data.columns.map((c: { name: string }) => c.name)).toContain('parentId');
    expect(departments.body.data.treeCandidate).toBe(true);
  });

  it('#14.3 a sqlite source over a fixture file tests ok within 3 s, lists tables and the foreign key', async () => {
    const file = await sqliteFixture(join(wb.root, '.data'));
    const saved = await wb.call('POST', '/workbench/dataSource/save', {
      token: wb.admin,
      body: { projectId: 0, name: 'shop', type: 'sqlite', database: file },
    });
    expect(saved.status).toBe(200);
    const id = saved.body.data.id;
    const started = Date.now();
    const test = await wb.call('POST', '/workbench/dataSource/test', { token: wb.admin, body: { id } });
    expect(test.body.data.outcome).toBe('ok');
    expect(Date.now() - started).toBeLessThan(3000);
    // The list counts nothing: SQLite keeps no estimate until ANALYZE; an opened table is counted.
    const tables = await wb.call('GET', `/workbench/dataSource/tables?id=${id}`, { token: wb.admin });
    expect(tables.body.data.list).toEqual([
      { name: 'customers', rowCount: null },
      { name: 'orders', rowCount: null },
    ]);
    const orders = await wb.call('GET', `/workbench/dataSource/table?id=${id}&name=orders`, {
      token: wb.admin,
    });
    expect(orders.body.data.rowCount).toBe(2);
    expect(orders.body.data.foreignKeys).toEqual([
      { columns: ['customer_id'], refTable: 'customers', refColumns: ['id'] },
    ]);
    expect(orders.body.data.primaryKey).toEqual(['id']);
    expect(orders.body.data.sample[0]).toMatchObject({ id: 1, customer_id: 1, order_status: 'new' });
  });

  it('#14.3 §5.6 关系: a foreign key is proposed with its display column; adopting it (one or 全部采用) feeds the generator’s select', async () => {
    const SQL = await initSqlJs();
    const db = new SQL.Database();
    // Two customers share a name; email is unique by index: the proposal is email.
    db.run(`CREATE TABLE customers (id INTEGER PRIMARY KEY, full_name VARCHAR(64) NOT NULL, email VARCHAR(64));
            CREATE UNIQUE INDEX customers_email ON customers(email);
            CREATE TABLE regions (id INTEGER PRIMARY KEY, code VARCHAR(8));
            CREATE TABLE orders (id INTEGER PRIMARY KEY, customer_id INTEGER REFERENCES customers(id),
                                 region_id INTEGER REFERENCES regions(id), total DECIMAL(10,2));
            INSERT INTO customers VALUES (1, 'Ada', 'ada@a.cn'), (2, 'Ada', 'ada2@a.cn');
            INSERT INTO regions VALUES (1, 'N'), (2, 'S');
            INSERT INTO orders VALUES (1, 1, 1, 5), (2, 2, 2, 7);`);
    mkdirSync(join(wb.root, '.data', 'fixtures'), { recursive: true });
    writeFileSync(join(wb.root, '.data', 'fixtures', 'rel.sqlite'), db.export());
    db.close();
    const saved = await wb.call('POST', '/workbench/dataSource/save', {
      token: wb.admin,
      body: { projectId: 0, name: 'rel', type: 'sqlite', database: 'fixtures/rel.sqlite' },
    });
    const id = saved.body.data.id;
    const relations = async () =>
      (await wb.call('GET', `/workbench/dataSource/relations?id=${id}`, { token: wb.tester })).body.data.list;
    expect(await relations()).toEqual([
      {
        table: 'orders',
        column: 'customer_id',
        refTable: 'customers',
        refColumn: 'id',
        displayColumn: 'email',
        unique: true,
        candidates: ['id', 'full_name', 'email'],
        tracked: false,
      },
      {
        table: 'orders',
        column: 'region_id',
        refTable: 'regions',
        refColumn: 'id',
        displayColumn: 'code',
        unique: true,
        candidates: ['id', 'code'],
        tracked: false,
      },
    ]);

    const save = (relations: unknown[], token = wb.admin) =>
      wb.call('POST', '/workbench/dataSource/relations/save', { token, body: { id, relations } });
    expect((await save([{ table: 'orders', column: 'customer_id' }], wb.tester)).status).toBe(403);
    const unknown = await save([{ table: 'orders', column: 'total' }]);
    expect([unknown.status, unknown.body.msg]).toEqual([400, '没有这个关系: orders.total']);
    const badColumn = await save([{ table: 'orders', column: 'customer_id', displayColumn: 'phone' }]);
    expect([badColumn.status, badColumn.body.msg]).toEqual([400, 'customers 没有列 phone']);

    // The person chooses full_name over the proposal for one; 全部采用 sends the rest as proposed.
    const adopted = await save([
      { table: 'orders', column: 'customer_id', displayColumn: 'full_name' },
      { table: 'orders', column: 'region_id' },
    ]);
    expect(adopted.status).toBe(200);
    expect(
      adopted.body.data.list.map((r: { column: string; displayColumn: string; tracked: boolean }) => [
        r.column,
        r.displayColumn,
        r.tracked,
      ]),
    ).toEqual([
      ['customer_id', 'full_name', true],
      ['region_id', 'code', true],
    ]);
    const imported = await wb.call('POST', '/workbench/generator/import', {
      token: wb.admin,
      body: { projectId: 0, dataSourceId: id, tables: ['orders'] },
    });
    expect(imported.status).toBe(200);
    const refs = Object.fromEntries(
      imported.body.data[0].columns
        .filter((c: { ref?: unknown }) => c.ref)
        .map((c: { columnName: string; ref: { labelField: string } }) => [c.columnName, c.ref.labelField]),
    );
    expect(refs).toEqual({ customer_id: 'fullName', region_id: 'code' });

    // Dropping an adopted relation puts the proposal back; deleting the source forgets the rest.
    await save([{ table: 'orders', column: 'region_id', tracked: false }]);
    expect((await relations()).map((r: { tracked: boolean }) => r.tracked)).toEqual([true, false]);
    await wb.call('POST', '/workbench/dataSource/doDelete', { token: wb.admin, body: { ids: [id] } });
    const left = await wb.call('GET', '/dataSourceRelations', { token: wb.admin });
    expect(left.status).toBe(404);
    await wb.call('POST', '/workbench/genTable/doDelete', {
      token: wb.admin,
      body: { ids: [imported.body.data[0].id] },
    });
  });

  it('#14.3 a postgres source at 127.0.0.1:1 fails naming ECONNREFUSED in under 10 s', async () => {
    const started = Date.now();
    const test = await wb.call('POST', '/workbench/dataSource/test', {
      token: wb.admin,
      body: {
        config: { type: 'postgres', host: '127.0.0.1', port: 1, database: 'x', username: 'x', password: 'x' },
      },
    });
    expect(test.body.data.outcome).toBe('failed');
    expect(test.body.data.message).toContain('ECONNREFUSED');
    expect(Date.now() - started).toBeLessThan(10000);
  });

  it('#14.3 a host off the allow-list is refused before any network attempt', async () => {
    for (const host of ['10.0.0.1', '169.254.169.254', 'example.com']) {
      const test = await wb.call('POST', '/workbench/dataSource/test', {
        token: wb.admin,
        body: { config: { type: 'postgres', host, port: 5432, database: 'x', username: 'x' } },
      });
      expect(test.body.data).toMatchObject({ outcome: 'failed', reason: 'host not allowed' });
      expect(test.body.data.latencyMs).toBeLessThan(100);
    }
    const rest = await wb.call('POST', '/workbench/dataSource/test', {
      token: wb.admin,
      body: { config: { type: 'rest', url: 'http://10.0.0.1/goods' } },
    });
    expect(rest.body.data).toMatchObject({ outcome: 'failed', reason: 'host not allowed' });
  });

  it('#14.3 a REST endpoint is sampled for its shape; an unknown type is unsupported', async () => {
    const saved = await wb.call('POST', '/workbench/dataSource/save', {
      token: wb.admin,
      body: {
        projectId: 0,
        name: 'goods-api',
        type: 'rest',
        url: `${wb.url}/goods/getList`,
        password: wb.admin,
      },
    });
    const test = await wb.call('POST', '/workbench/dataSource/test', {
      token: wb.admin,
      body: { id: saved.body.data.id },
    });
    expect(test.body.data.outcome).toBe('ok');
    const table = await wb.call('GET', `/workbench/dataSource/table?id=${saved.body.data.id}&name=goods`, {
      token: wb.admin,
    });
    expect(table.body.data.columns.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(['uuid', 'title', 'price']),
    );
    const unsupported = await wb.call('POST', '/workbench/dataSource/test', {
      token: wb.admin,
      body: { config: { type: 'sqlserver', host: '127.0.0.1' } },
    });
    expect(unsupported.body.data.outcome).toBe('unsupported');
  });

  it('#14.3 passwords are never sent back; a masked password keeps the stored one', async () => {
    const saved = await wb.call('POST', '/workbench/dataSource/save', {
      token: wb.admin,
      body: {
        projectId: 0,
        name: 'pg-secret',
        type: 'postgres',
        host: '127.0.0.1',
        port: 1,
        username: 'u',
        password: 's3cret-pw',
      },
    });
    expect(saved.text).not.toContain('s3cret-pw');
    expect(saved.body.data.passwordSet).toBe(true);
    const resave = await wb.call('POST', '/workbench/dataSource/save', {
      token: wb.admin,
      body: {
        id: saved.body.data.id,
        projectId: 0,
        name: 'pg-secret',
        type: 'postgres',
        host: '127.0.0.1',
        port: 1,
        username: 'u',
        password: '●●●●●●',
      },
    });
    expect(resave.body.data.passwordSet).toBe(true);
    for (const path of ['/workbench/dataSource/getList?projectId=0', '/dataSource/getList', '/dataSources']) {
      const list = await wb.call('GET', path, { token: wb.admin });
      expect(list.text).not.toContain('s3cret-pw');
      expect(list.text).not.toContain('"password"');
    }
    const db = await wb.call('GET', '/workbench/project/files?projectId=0', { token: wb.admin });
    expect(db.text).not.toContain('s3cret-pw');
  });

  it('#14.7 the test user may read but not test, save or delete; editor may not delete', async () => {
    expect((await wb.call('GET', '/workbench/dataSource/getList', { token: wb.tester })).status).toBe(200);
    expect(
      (await wb.call('POST', '/workbench/dataSource/test', { token: wb.tester, body: { id: 0 } })).status,
    ).toBe(403);
    expect(
      (
        await wb.call('POST', '/workbench/dataSource/save', {
          token: wb.tester,
          body: { name: 'x', type: 'sqlite' },
        })
      ).status,
    ).toBe(403);
    expect(
      (await wb.call('POST', '/workbench/dataSource/doDelete', { token: wb.editor, body: { ids: [1] } }))
        .status,
    ).toBe(403);
  });
});
