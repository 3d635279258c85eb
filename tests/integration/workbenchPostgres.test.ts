import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  openSourcePools,
  POOL_IDLE_MS,
  POOL_SIZE,
} from '../../plugins/workbench/dataSources/server/sourcePools';
import { startWorkbench, type WorkbenchHarness } from './workbenchHarness';
import { startPostgres, type TestPostgres } from './workbenchPostgres';

let wb: WorkbenchHarness;
let server: TestPostgres;
const previousDev = process.env.JIMU_DEV;

beforeAll(async () => {
  [server, wb] = await Promise.all([startPostgres(), startWorkbench()]);
  await admin((client) =>
    client.query(`
    CREATE TABLE customers (id serial PRIMARY KEY, name varchar(64) NOT NULL);
    COMMENT ON TABLE customers IS '客户';
    CREATE TABLE orders (
      id serial PRIMARY KEY,
      customer_id integer NOT NULL REFERENCES customers(id),
      order_no varchar(32) NOT NULL,
      order_status varchar(16) NOT NULL,
      total numeric(10,2),
      note text,
      created_at timestamp NOT NULL DEFAULT now()
    );
    COMMENT ON COLUMN orders.order_no IS '订单号';
    INSERT INTO customers (name) SELECT 'customer ' || g FROM generate_series(1, 5) g;
    INSERT INTO orders (customer_id, order_no, order_status, total, note, created_at)
      SELECT 1 + g % 5, 'NO-' || lpad(g::text, 4, '0'), (ARRAY['new','paid','shipped'])[1 + g % 3], g * 10.5, 'note ' || g,
             timestamp '2025-01-01 08:00:00' + g * interval '1 day'
        FROM generate_series(1, 30) g;`),
  );
  // Creates and starts a PostgreSQL 15 cluster of the file's own (initdb, then pg_ctl) beside the workbench's
  // mock server, then fills two tables: about 6 s on a loaded 2-core machine.
}, 60_000);

/** Runs `use` on a connection of the test's own, as the superuser. */
async function admin<T>(use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({
    host: '127.0.0.1',
    port: server.port,
    user: 'postgres',
    password: server.password,
    database: 'postgres',
  });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  if (previousDev === undefined) delete process.env.JIMU_DEV;
  else process.env.JIMU_DEV = previousDev;
  await wb?.stop();
  server?.stop();
});

describe('#14.3 #14.4 a real PostgreSQL server, table to page', () => {
  let sourceId: number;

  it('#14.3 a postgres source with a stored password tests ok, lists tables with row counts, columns, keys and samples', async () => {
    const saved = await wb.call('POST', '/workbench/dataSource/save', {
      token: wb.admin,
      body: {
        projectId: 0,
        name: 'shop-pg',
        type: 'postgres',
        host: '127.0.0.1',
        port: server.port,
        database: 'postgres',
        username: 'postgres',
        password: server.password,
      },
    });
    sourceId = saved.body.data.id;
    expect(saved.text).not.toContain(server.password);
    const test = await wb.call('POST', '/workbench/dataSource/test', {
      token: wb.admin,
      body: { id: sourceId },
    });
    expect(test.body.data).toMatchObject({ outcome: 'ok', tableCount: 2 });
    const edited = await wb.call('POST', '/workbench/dataSource/test', {
      token: wb.admin,
      body: {
        id: sourceId,
        config: {
          type: 'postgres',
          host: '127.0.0.1',
          port: server.port,
          database: 'postgres',
          username: 'postgres',
          password: '●●●●●●',
        },
      },
    });
    expect(edited.body.data.outcome).toBe('ok');
    const wrong = await wb.call('POST', '/workbench/dataSource/test', {
      token: wb.admin,
      body: {
        config: {
          type: 'postgres',
          host: '127.0.0.1',
          port: server.port,
          database: 'postgres',
          username: 'postgres',
          password: 'wrong',
        },
      },
    });
    expect(wrong.body.data.outcome).toBe('failed');
    expect(wrong.body.data.message).toContain('password authentication failed');
    // The list has the planner's estimates: unknown (null) until the tables are analysed.
    const tables = await wb.call('GET', `/workbench/dataSource/tables?id=${sourceId}`, { token: wb.admin });
    expect(tables.body.data.list).toEqual([
      { name: 'customers', rowCount: null, comment: '客户' },
      { name: 'orders', rowCount: null },
    ]);
    await admin((client) => client.query('ANALYZE customers, orders'));
    const analysed = await wb.call('GET', `/workbench/dataSource/tables?id=${sourceId}`, { token: wb.admin });
    expect(analysed.body.data.list).toEqual([
      { name: 'customers', rowCount: 5, rowCountEstimated: true, comment: '客户' },
      { name: 'orders', rowCount: 30, rowCountEstimated: true },
    ]);
    const orders = await wb.call('GET', `/workbench/dataSource/table?id=${sourceId}&name=orders`, {
      token: wb.admin,
    });
    expect(orders.body.data.rowCount).toBe(30);
    expect(orders.body.data.primaryKey).toEqual(['id']);
    expect(orders.body.data.foreignKeys).toEqual([
      { columns: ['customer_id'], refTable: 'customers', refColumns: ['id'] },
    ]);
    expect(orders.body.data.columns.find((c: { name: string }) => c.name === 'order_no')).toMatchObject({
      type: 'character varying',
      length: 32,
      nullable: false,
      comment: '订单号',
    });
    expect(orders.body.data.columns[0]).toMatchObject({ name: 'id', isPk: true, isAutoIncrement: true });
    expect(orders.body.data.sample).toHaveLength(20);
  });

  it('#14.4 import orders as an offline copy, untick a column, mark one required, apply; the mock collection serves the first row', async () => {
    const imported = await wb.call('POST', '/workbench/generator/import', {
      token: wb.admin,
      body: { projectId: 0, dataSourceId: sourceId, tables: ['orders'], offline: true },
    });
    const table = imported.body.data[0];
    expect(table).toMatchObject({ pageName: 'orders', resource: 'orders', rowKey: 'id' });
    const byField = Object.fromEntries(table.columns.map((c: { field: string }) => [c.field, c]));
    expect(byField.customerId).toMatchObject({
      widget: 'treeSelect',
      ref: { resource: 'customers', valueField: 'id' },
    });
    expect(byField.orderStatus).toMatchObject({
      cell: 'tag',
      widget: 'radio',
      enumValues: ['new', 'paid', 'shipped'],
    });
    // created_at is a timestamp without zone: a wall clock, in every browser's zone the same.
    expect(byField.createdAt).toMatchObject({ format: 'localDateTime', cell: 'datetime' });
    expect(byField.orderNo.titleZh).toBe('订单号');
    for (const column of table.columns) {
      if (column.field === 'note') column.inList = false;
      if (column.field === 'total') column.required = true;
    }
    const saved = await wb.call('POST', '/workbench/genTable/doEdit', { token: wb.admin, body: table });
    expect(saved.status).toBe(200);
    const rendered = await wb.call('POST', '/workbench/generator/render', {
      token: wb.admin,
      body: { genTableId: table.id },
    });
    expect(rendered.body.data.diagnostics).toEqual([]);
    const page = rendered.body.data.files[0].content as string;
    expect(page).not.toMatch(/field: note\b/);
    expect(page).toMatch(/required:\n\s+- customerId\n\s+- orderNo\n\s+- orderStatus\n\s+- total/);
    process.env.JIMU_DEV = '1';
    const applied = await wb.call('POST', '/workbench/apply', {
      token: wb.admin,
      body: { projectId: 0, genTableId: table.id, files: rendered.body.data.files },
    });
    expect(applied.status).toBe(200);
    expect(applied.body.data.written).toContain('mock-db.json');
    const first = await admin(
      async (client) =>
        (await client.query('SELECT *, created_at::text AS wall_clock FROM orders ORDER BY id LIMIT 1'))
          .rows[0],
    );
    const list = await wb.call('GET', '/orders/getList?pageNo=1&pageSize=10', { token: wb.tester });
    expect(list.status).toBe(200);
    expect(list.body.data.total).toBe(30);
    expect(list.body.data.list[0]).toMatchObject({
      id: first.id,
      customerId: first.customer_id,
      orderNo: first.order_no,
      orderStatus: first.order_status,
      total: first.total,
      // The offline copy keeps the wall clock the table holds, not an instant of the server's zone.
      createdAt: first.wall_clock.replace(' ', 'T'),
    });
    const again = await wb.call('POST', '/workbench/generator/render', {
      token: wb.admin,
      body: { genTableId: table.id },
    });
    expect(again.body.data.files.map((f: { status: string }) => f.status)).toEqual(
      again.body.data.files.map(() => 'unchanged'),
    );
  });

  it('#14.4 sync after a column is added keeps the user settings and adds the new column', async () => {
    await admin((client) =>
      client.query(
        'ALTER TABLE orders ADD COLUMN remark_email varchar(120); ALTER TABLE orders ALTER COLUMN note TYPE varchar(2000)',
      ),
    );
    const list = await wb.call('GET', '/workbench/genTable/getList?projectId=0', { token: wb.admin });
    const id = list.body.data.list.find((t: { tableName: string }) => t.tableName === 'orders').id;
    const sync = await wb.call('POST', '/workbench/generator/sync', {
      token: wb.admin,
      body: { genTableId: id, apply: true },
    });
    expect(sync.body.data.changes).toEqual([
      { column: 'note', change: 'typeChanged', detail: 'text → character varying' },
      { column: 'remark_email', change: 'added', detail: 'character varying, rule email' },
    ]);
    const table = (await wb.call('GET', `/workbench/genTable/get?id=${id}`, { token: wb.admin })).body.data;
    expect(table.columns.find((c: { field: string }) => c.field === 'total').required).toBe(true);
    expect(table.columns.find((c: { field: string }) => c.field === 'remarkEmail').format).toBe('email');
  });
});

describe('#14.3 one bounded, read-only pool per PostgreSQL source', () => {
  const settings = (name: string, extra: Record<string, unknown> = {}) => ({
    projectId: 0,
    name,
    type: 'postgres',
    host: '127.0.0.1',
    port: server.port,
    database: 'postgres',
    username: 'postgres',
    password: server.password,
    ...extra,
  });
  const save = async (body: Record<string, unknown>, on = wb) => {
    const saved = await on.call('POST', '/workbench/dataSource/save', { token: on.admin, body });
    expect(saved.status).toBe(200);
    return saved.body.data.id as number;
  };
  const tables = async (id: number, on = wb) => {
    const answer = await on.call('GET', `/workbench/dataSource/tables?id=${id}`, { token: on.admin });
    expect(answer.status).toBe(200);
    return answer;
  };
  const poolOf = (id: number, on = wb) => openSourcePools(on.dataDir).find((p) => p.sourceId === id)?.pool;
  /** The server's connections a source's pool holds, as PostgreSQL sees them. */
  const backends = (id: number) =>
    admin(async (client) =>
      (
        await client.query('SELECT pid FROM pg_stat_activity WHERE application_name = $1 ORDER BY pid', [
          `jimu source ${id}`,
        ])
      ).rows.map((r) => Number(r.pid)),
    );

  it('#14.3 test connection is one catalogue query: no ping, no SET, no count', async () => {
    const id = await save(settings('pg-one-query'));
    const spy = vi.spyOn(pg.Client.prototype, 'query');
    try {
      const test = await wb.call('POST', '/workbench/dataSource/test', { token: wb.admin, body: { id } });
      expect(test.body.data).toMatchObject({ outcome: 'ok', tableCount: 2 });
      expect(spy).toHaveBeenCalledTimes(1);
      const sql = String(spy.mock.calls[0]?.[0]);
      expect(sql).toContain('pg_class');
      expect(sql).not.toMatch(/count\(/i);
    } finally {
      spy.mockRestore();
    }
  });

  it('#14.3 calls share one pool (size, idle timeout, the source timeout); an edit ends it, a delete ends it', async () => {
    const id = await save(settings('pg-pooled', { options: { timeoutMs: 4000 } }));
    await tables(id);
    const pool = poolOf(id);
    expect(pool).toBeDefined();
    expect(pool?.options).toMatchObject({
      max: POOL_SIZE,
      idleTimeoutMillis: POOL_IDLE_MS,
      connectionTimeoutMillis: 4000,
    });
    const [first] = await backends(id);
    expect(first).toBeDefined();
    await tables(id);
    await wb.call('GET', `/workbench/dataSource/table?id=${id}&name=orders`, { token: wb.admin });
    expect(poolOf(id)).toBe(pool);
    expect(openSourcePools(wb.dataDir).filter((p) => p.sourceId === id)).toHaveLength(1);
    expect(await backends(id)).toEqual([first]);
    // Calls at once never open more than the pool's size.
    const many = await Promise.all(
      Array.from({ length: POOL_SIZE * 2 }, () =>
        wb.call('GET', `/workbench/dataSource/table?id=${id}&name=orders`, { token: wb.admin }),
      ),
    );
    expect(many.map((a) => a.status)).toEqual(many.map(() => 200));
    expect((await backends(id)).length).toBeLessThanOrEqual(POOL_SIZE);

    await save(settings('pg-pooled', { id, options: { timeoutMs: 3000 } }));
    expect(pool?.ended).toBe(true);
    await expect.poll(() => backends(id)).toEqual([]);
    await tables(id);
    const second = poolOf(id);
    expect(second).toBeDefined();
    expect(second).not.toBe(pool);
    expect(second?.options.connectionTimeoutMillis).toBe(3000);

    const deleted = await wb.call('POST', '/workbench/dataSource/doDelete', {
      token: wb.admin,
      body: { ids: [id] },
    });
    expect(deleted.status).toBe(200);
    expect(second?.ended).toBe(true);
    expect(poolOf(id)).toBeUndefined();
    await expect.poll(() => backends(id)).toEqual([]);
  });

  it('#14.3 stopping a server ends its pools, and only its own', async () => {
    const ours = await save(settings('pg-ours'));
    await tables(ours);
    const kept = poolOf(ours);
    const other = await startWorkbench();
    let otherPool: pg.Pool | undefined;
    let otherPids: number[] = [];
    try {
      const id = await save(settings('pg-other'), other);
      const before = await backends(id);
      await tables(id, other);
      otherPool = poolOf(id, other);
      otherPids = (await backends(id)).filter((pid) => !before.includes(pid));
      expect(otherPids).toHaveLength(1);
    } finally {
      await other.stop();
    }
    expect(otherPool?.ended).toBe(true);
    expect(openSourcePools(other.dataDir)).toEqual([]);
    await expect
      .poll(() =>
        admin(
          async (client) =>
            (
              await client.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE pid = ANY($1)', [
                otherPids,
              ])
            ).rows[0].n,
        ),
      )
      .toBe(0);
    expect(kept?.ended).toBe(false);
    expect(poolOf(ours)).toBe(kept);
  });

  it('#14.3 a pooled connection is read-only from its start, as the introspection session was', async () => {
    const id = await save(settings('pg-read-only'));
    await tables(id);
    const client = await (poolOf(id) as pg.Pool).connect();
    try {
      expect((await client.query('SHOW default_transaction_read_only')).rows[0]).toEqual({
        default_transaction_read_only: 'on',
      });
      await expect(client.query('CREATE TABLE pool_probe (id int)')).rejects.toThrow(/read-only transaction/);
    } finally {
      client.release(true);
    }
  });

  it('#14.3 a connection that fails leaves nothing open', async () => {
    const id = await save(settings('pg-wrong', { password: 'wrong' }));
    const test = await wb.call('POST', '/workbench/dataSource/test', { token: wb.admin, body: { id } });
    expect(test.body.data.outcome).toBe('failed');
    expect(test.body.data.message).toContain('password authentication failed');
    const failed = await wb.call('GET', `/workbench/dataSource/table?id=${id}&name=orders`, {
      token: wb.admin,
    });
    expect(failed.status).toBe(502);
    expect(poolOf(id)?.totalCount).toBe(0);
    expect(await backends(id)).toEqual([]);
  });
});
