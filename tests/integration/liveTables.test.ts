import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadChinook } from '../fixtures/chinook/loadChinook';
import { PASSWORD_ENV, writeConfig } from './liveTablesConfig';
import { type MockHarness, startMock } from './mockHarness';
import { startPostgres, type TestPostgres } from './workbenchPostgres';

let server: TestPostgres;
let mock: MockHarness;
let admin: string;
let editor: string;
let tester: string;
let configDir: string;

/** Runs `use` on a connection of the test's own to the chinook database, as the superuser. */
async function sqlAs<T>(use: (client: pg.Client) => Promise<T>, database = 'chinook'): Promise<T> {
  const client = new pg.Client({
    host: '127.0.0.1',
    port: server.port,
    user: 'postgres',
    password: server.password,
    database,
  });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}
const rows = (text: string, params: unknown[] = []) => sqlAs(async (c) => (await c.query(text, params)).rows);

beforeAll(async () => {
  server = await startPostgres();
  await sqlAs((c) => c.query('CREATE DATABASE chinook'), 'postgres');
  await sqlAs(async (c) => {
    await loadChinook(c);
    // Objects only this test needs: a role with the rights a console needs, a unique index and a
    // check to be refused by, a table of the types the console shows but does not edit.
    await c.query(`
      CREATE ROLE jimu_app LOGIN PASSWORD 'app-pw';
      GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO jimu_app;
      CREATE UNIQUE INDEX genre_name_key ON genre (name);
      ALTER TABLE invoice_line ADD CONSTRAINT invoice_line_quantity_check CHECK (quantity > 0);
      CREATE TABLE shipment (shipment_id serial PRIMARY KEY, shipped_at timestamptz, payload jsonb,
                             tags text[], label bytea);
      GRANT SELECT, INSERT, UPDATE, DELETE ON shipment TO jimu_app;
      GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO jimu_app;
      INSERT INTO shipment (shipped_at, payload, tags, label)
        VALUES ('2025-03-01 08:00:00+08', '{"box": 3}', ARRAY['fragile'], '\\x00ff');`);
  });
  process.env[PASSWORD_ENV] = 'app-pw';
  configDir = mkdtempSync(join(tmpdir(), 'jimu-live-config-'));
  writeConfig(configDir, server.port);
  mock = await startMock({ configDir });
  [admin, editor, tester] = await Promise.all([
    mock.login('admin'),
    mock.login('editor'),
    mock.login('test'),
  ]);
  // A cluster of the file's own, the Chinook shapes loaded and a server over them: about 6 s here.
}, 60_000);

afterAll(async () => {
  await mock?.stop();
  server?.stop();
  delete process.env[PASSWORD_ENV];
  if (configDir) rmSync(configDir, { recursive: true, force: true });
});

const get = (path: string, token = admin) => mock.call('GET', path, { token });
const post = (path: string, body: unknown, token = admin) => mock.call('POST', path, { token, body });

describe('a page bound to a live PostgreSQL table', () => {
  it('lists a page of rows with the total of the table, fields named in camelCase', async () => {
    const answer = await get('/customer/getList?pageNo=1&pageSize=20');
    expect(answer.status).toBe(200);
    const [{ n }] = await rows('SELECT count(*)::int AS n FROM customer');
    expect(answer.body.data.total).toBe(n);
    expect(answer.body.data.list).toHaveLength(20);
    const [first] = await rows('SELECT * FROM customer ORDER BY customer_id LIMIT 1');
    expect(answer.body.data.list[0]).toMatchObject({
      id: first.customer_id,
      customerId: first.customer_id,
      firstName: first.first_name,
      lastName: first.last_name,
      supportRepId: first.support_rep_id,
    });
    const third = await get('/customer/getList?pageNo=3&pageSize=20');
    expect(third.body.data.list.map((r: { customerId: number }) => r.customerId)).toEqual(
      (await rows('SELECT customer_id FROM customer ORDER BY customer_id OFFSET 40 LIMIT 20')).map(
        (r) => r.customer_id,
      ),
    );
  });

  it('searches with the page operators: contains without wildcards, in, ranges of numbers and dates, equal', async () => {
    const franks = await get('/customer/getList?firstName=FRAN');
    expect(franks.body.data.list.map((r: { firstName: string }) => r.firstName).sort()).toEqual(
      ['Frank', 'Frank', 'François', 'František'].sort(),
    );
    expect((await get('/customer/getList?firstName=%25')).body.data.total).toBe(0);
    const inTwo = await get('/customer/getList?country=Brazil,Canada&pageSize=100');
    const [{ n: twoCountries }] = await rows(
      "SELECT count(*)::int AS n FROM customer WHERE country IN ('Brazil', 'Canada')",
    );
    expect(inTwo.body.data.total).toBe(twoCountries);
    const ranged = await get(
      '/invoice/getList?total_gte=5.00&total_lte=9.99&invoiceDate_gte=2021-03-01&invoiceDate_lte=2021-12-31&pageSize=1000',
    );
    const [{ n: inRange }] = await rows(
      "SELECT count(*)::int AS n FROM invoice WHERE total BETWEEN 5.00 AND 9.99 AND invoice_date BETWEEN '2021-03-01' AND '2021-12-31'",
    );
    expect(ranged.body.data.total).toBe(inRange);
    expect(inRange).toBeGreaterThan(0);
    const ofCustomer = await get('/invoice/getList?customerId=7&pageSize=100');
    const [{ n: sevens }] = await rows('SELECT count(*)::int AS n FROM invoice WHERE customer_id = 7');
    expect(ofCustomer.body.data.total).toBe(sevens);
  });

  it('refuses a filter the page does not declare and a value its column cannot hold, naming the parameter', async () => {
    const unknown = await get('/customer/getList?email=x');
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toContain('email');
    const bad = await get('/invoice/getList?total_gte=ten');
    expect(bad.status).toBe(400);
    expect(bad.body.data.fieldErrors).toHaveProperty('total_gte');
    expect((await get('/invoice/getList?customerId=1%3BDROP')).status).toBe(400);
  });

  it('sorts by a listed column, either way, with the key breaking ties; other columns are refused', async () => {
    const desc = await get('/customer/getList?sortField=lastName&sortOrder=desc&pageSize=5');
    expect(desc.body.data.list.map((r: { customerId: number }) => r.customerId)).toEqual(
      (await rows('SELECT customer_id FROM customer ORDER BY last_name DESC, customer_id LIMIT 5')).map(
        (r) => r.customer_id,
      ),
    );
    expect((await get('/customer/getList?sortField=phone')).status).toBe(400);
    expect((await get('/customer/getList?sortField=lastName&sortOrder=sideways')).status).toBe(400);
  });

  it('keeps numeric precision as text and timestamps in ISO 8601, with the zone when the column has one', async () => {
    const [invoice] = await rows(
      'SELECT invoice_id, total::text AS total, invoice_date FROM invoice ORDER BY invoice_id LIMIT 1',
    );
    const listed = (await get(`/invoice/getList?id=${invoice.invoice_id}`)).body.data.list[0];
    expect(listed.total).toBe(invoice.total);
    expect(listed.invoiceDate).toBe('2021-01-01T00:00:00');
    const saved = await post('/invoice/doEdit', { id: invoice.invoice_id, total: '12345678.91' });
    expect(saved.status).toBe(200);
    expect(saved.body.data.total).toBe('12345678.91');
    const [stored] = await rows('SELECT total::text AS total FROM invoice WHERE invoice_id = $1', [
      invoice.invoice_id,
    ]);
    expect(stored.total).toBe('12345678.91');
    const tooPrecise = await post('/invoice/doEdit', { id: invoice.invoice_id, total: '1.234' });
    expect(tooPrecise.status).toBe(400);
    expect(tooPrecise.body.data.fieldErrors).toHaveProperty('total');
    await post('/invoice/doEdit', { id: invoice.invoice_id, total: invoice.total });
    const shipment = (await get('/shipment/getList')).body.data.list[0];
    expect(shipment.shippedAt).toBe('2025-03-01T00:00:00+00:00');
    expect(shipment).not.toHaveProperty('label');
    expect(shipment).toMatchObject({ payload: { box: 3 }, tags: ['fragile'] });
  });

  it('#27 writes a timestamp without zone as the wall clock sent, and refuses an offset PostgreSQL would drop', async () => {
    const [invoice] = await rows(
      'SELECT invoice_id, invoice_date::text AS at FROM invoice ORDER BY invoice_id LIMIT 1',
    );
    const saved = await post('/invoice/doEdit', {
      id: invoice.invoice_id,
      invoiceDate: '2021-01-05T08:30:00',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.invoiceDate).toBe('2021-01-05T08:30:00');
    const stored = async () =>
      (
        await rows('SELECT invoice_date::text AS at FROM invoice WHERE invoice_id = $1', [invoice.invoice_id])
      )[0].at;
    expect(await stored()).toBe('2021-01-05 08:30:00');
    // What a browser's toISOString() would send from Shanghai: 08:30 there is 00:30 UTC.
    const zoned = await post('/invoice/doEdit', {
      id: invoice.invoice_id,
      invoiceDate: '2021-01-05T00:30:00.000Z',
    });
    expect(zoned.status).toBe(400);
    expect(zoned.body.data.fieldErrors.invoiceDate).toContain('不带时区');
    expect(await stored()).toBe('2021-01-05 08:30:00');
    await post('/invoice/doEdit', { id: invoice.invoice_id, invoiceDate: invoice.at.replace(' ', 'T') });
  });

  it('edits a row in PostgreSQL by its key (the id the page sends) and answers it as stored', async () => {
    const [before] = await rows('SELECT * FROM customer WHERE customer_id = 12');
    const saved = await post('/customer/doEdit', { id: 12, firstName: 'Zoë', customerIdLabel: 'ignored' });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ customerId: 12, firstName: 'Zoë', lastName: before.last_name });
    const [after] = await rows('SELECT first_name, last_name FROM customer WHERE customer_id = 12');
    expect(after).toEqual({ first_name: 'Zoë', last_name: before.last_name });
    expect((await post('/customer/doEdit', { id: 99999, firstName: 'Nobody' })).status).toBe(404);
  });

  it('checks the edit form schema before any SQL: nothing is written when a field is wrong', async () => {
    const [{ n: before }] = await rows('SELECT count(*)::int AS n FROM customer');
    const refused = await post('/customer/doEdit', {
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'not-an-email',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.data.fieldErrors).toHaveProperty('email');
    const missing = await post('/customer/doEdit', { firstName: 'Ann' });
    expect(Object.keys(missing.body.data.fieldErrors).sort()).toEqual(['email', 'lastName']);
    const tooLong = await post('/customer/doEdit', { id: 1, lastName: 'x'.repeat(21) });
    expect(tooLong.status).toBe(400);
    expect((await rows('SELECT count(*)::int AS n FROM customer'))[0].n).toBe(before);
    const created = await post('/customer/doEdit', {
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
    });
    expect(created.status).toBe(200);
    expect(created.body.data.customerId).toBeGreaterThan(59);
    expect((await rows('SELECT count(*)::int AS n FROM customer'))[0].n).toBe(before + 1);
  });

  it('locates the database refusals: unique 409 on the field, FK 409 naming the table, not-null and check 400 on the field', async () => {
    const taken = (await rows('SELECT name FROM genre WHERE genre_id = 2'))[0].name;
    const unique = await post('/genre/doEdit', { id: 1, name: taken });
    expect(unique.status).toBe(409);
    expect(unique.body.data.fieldErrors.name).toContain(taken);
    const foreign = await post('/invoice/doEdit', {
      customerId: 99999,
      invoiceDate: '2025-01-01T00:00:00',
      total: '1.00',
    });
    expect(foreign.status).toBe(409);
    expect(foreign.body.data.fieldErrors.customerId).toContain('customer');
    const notNull = await post('/track/doEdit', { name: 'No length', mediaTypeId: 1, unitPrice: '0.99' });
    expect(notNull.status).toBe(400);
    expect(notNull.body.data.fieldErrors).toHaveProperty('milliseconds');
    const check = await post('/invoiceLine/doEdit', { id: 1, quantity: 0 });
    expect(check.status).toBe(400);
    expect(check.body.data.fieldErrors).toHaveProperty('quantity');
  });

  it('refuses deleting a customer who has invoices, naming invoice, and deletes nothing of a batch', async () => {
    const [{ n: before }] = await rows('SELECT count(*)::int AS n FROM customer');
    const refused = await post('/customer/doDelete', { ids: [59, 1] });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toContain('invoice');
    expect((await rows('SELECT count(*)::int AS n FROM customer'))[0].n).toBe(before);
    const unknown = await post('/customer/doDelete', { ids: [58, 99999] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toContain('99999');
    expect((await rows('SELECT count(*)::int AS n FROM customer WHERE customer_id = 58'))[0].n).toBe(1);
    const deleted = await post('/customer/doDelete', { ids: [58, 59] });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ ids: [58, 59], total: 2 });
    expect((await rows('SELECT count(*)::int AS n FROM customer'))[0].n).toBe(before - 2);
  });

  it('identifies a row of a composite key by the JSON array of its key values', async () => {
    const first = (await get('/playlistTrack/getList?pageSize=1')).body.data.list[0];
    expect(first).toMatchObject({ playlistId: 1, trackId: 1, id: '[1,1]' });
    expect((await get(`/playlistTrack/getList?id=${encodeURIComponent('[1,1]')}`)).body.data.total).toBe(1);
    const removed = await post('/playlistTrack/doDelete', { ids: ['[1,1]'] });
    expect(removed.status).toBe(200);
    expect(
      (await rows('SELECT count(*)::int AS n FROM playlist_track WHERE playlist_id = 1 AND track_id = 1'))[0]
        .n,
    ).toBe(0);
    expect((await post('/playlistTrack/doDelete', { ids: ['[1]'] })).status).toBe(400);
  });

  it('never writes columns it cannot edit faithfully (json, arrays), and leaves bytes out', async () => {
    const saved = await post('/shipment/doEdit', {
      id: 1,
      payload: { box: 9 },
      tags: ['x'],
      shippedAt: '2025-04-01T10:00:00+02:00',
    });
    expect(saved.status).toBe(200);
    const [row] = await rows('SELECT payload, tags, shipped_at FROM shipment WHERE shipment_id = 1');
    expect(row.payload).toEqual({ box: 3 });
    expect(row.tags).toEqual(['fragile']);
    expect((row.shipped_at as Date).toISOString()).toBe('2025-04-01T08:00:00.000Z');
  });

  it('answers a timeout as a 503 the console may retry, with nothing written', async () => {
    const locker = new pg.Client({
      host: '127.0.0.1',
      port: server.port,
      user: 'postgres',
      password: server.password,
      database: 'chinook',
    });
    await locker.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('SELECT * FROM customer WHERE customer_id = 3 FOR UPDATE');
      const answer = await post('/customer/doEdit', { id: 3, firstName: 'Locked' });
      expect(answer.status).toBe(503);
      expect(answer.body.data).toEqual({ retryable: true });
    } finally {
      await locker.query('ROLLBACK');
      await locker.end();
    }
    expect((await rows('SELECT first_name FROM customer WHERE customer_id = 3'))[0].first_name).not.toBe(
      'Locked',
    );
  });

  it('holds editor and test to their permissions on the server', async () => {
    expect((await get('/customer/getList', tester)).status).toBe(200);
    expect((await post('/customer/doEdit', { id: 5, firstName: 'T' }, tester)).status).toBe(403);
    expect((await post('/customer/doEdit', { id: 5, firstName: 'Eddie' }, editor)).status).toBe(200);
    expect((await post('/customer/doDelete', { ids: [57] }, editor)).status).toBe(403);
    expect((await rows('SELECT count(*)::int AS n FROM customer WHERE customer_id = 57'))[0].n).toBe(1);
  });
});

describe('foreign keys of a bound table', () => {
  it('lists show the adopted display column beside the id', async () => {
    const list = (await get('/invoice/getList?pageSize=3')).body.data.list;
    const names = await rows('SELECT customer_id, last_name FROM customer');
    const byId = new Map(names.map((r) => [r.customer_id, r.last_name]));
    for (const row of list) expect(row.customerIdLabel).toBe(byId.get(row.customerId));
  });

  it('a select searches and pages the referenced table on the server: every customer reachable by typing', async () => {
    const firstPage = await get('/invoice/options/customerId?pageSize=20');
    const [{ n }] = await rows('SELECT count(*)::int AS n FROM customer');
    expect(firstPage.body.data.total).toBe(n);
    expect(firstPage.body.data.list).toHaveLength(20);
    const [late] = await rows('SELECT customer_id, last_name FROM customer WHERE customer_id = 45');
    const typed = await get(
      `/invoice/options/customerId?keyword=${encodeURIComponent(late.last_name.slice(0, 4).toLowerCase())}`,
    );
    expect(typed.body.data.list).toContainEqual({ value: 45, label: late.last_name });
    const held = await get('/invoice/options/customerId?value=45');
    expect(held.body.data.list).toEqual([{ value: 45, label: late.last_name }]);
  });

  it('a referenced table without a page answers its options through the binding', async () => {
    const genres = await get('/track/options/genreId?keyword=ro');
    expect(genres.status).toBe(200);
    const expected = await rows("SELECT genre_id, name FROM genre WHERE name ILIKE '%ro%' ORDER BY name");
    expect(genres.body.data.list).toEqual(expected.map((r) => ({ value: r.genre_id, label: r.name })));
    expect((await get('/track/options/name')).status).toBe(404);
  });
});
