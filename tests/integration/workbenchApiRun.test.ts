import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPlace } from '../../scripts/cli/projectPlace';
import { type ChinookSql, createChinook } from './chinookDatabase';
import { startWorkbench, type WorkbenchHarness } from './workbenchHarness';
import { startPostgres, type TestPostgres } from './workbenchPostgres';

let database: TestPostgres;
let sql: ChinookSql;
let wb: WorkbenchHarness;
let projectId: number;

type Endpoint = { id: string; method: string; path: string; source: string; description?: string };

beforeAll(async () => {
  [database, wb] = await Promise.all([startPostgres(), startWorkbench()]);
  sql = await createChinook(database);
  const call = async (path: string, body: unknown) => {
    const answer = await wb.call('POST', path, { token: wb.admin, body });
    if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${answer.text}`);
    return answer.body.data;
  };
  projectId = (await call('/workbench/project/create', { name: 'Runs', code: 'RUNS', template: 'blank' })).id;
  const source = await call('/workbench/dataSource/save', {
    projectId,
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
  // customer and invoice bound live; genre as an offline copy in the project's mock-db.json.
  const live = await call('/workbench/generator/import', {
    projectId,
    dataSourceId: source.id,
    tables: ['customer', 'invoice'],
  });
  const offline = await call('/workbench/generator/import', {
    projectId,
    dataSourceId: source.id,
    tables: ['genre'],
    offline: true,
  });
  for (const table of [...live, ...offline]) {
    const rendered = await call('/workbench/generator/render', { genTableId: table.id });
    await call('/workbench/apply', { projectId, genTableId: table.id, files: rendered.files });
  }
  // A cluster with the Chinook shapes, the workbench and a project of three generated pages: about 15 s.
}, 120_000);

afterAll(async () => {
  await wb?.stop();
  database?.stop();
});

/** 运行 on the project's endpoint as `token`'s account, as API management sends it. */
const run = (token: string, method: string, path: string, extra: { query?: unknown; body?: unknown } = {}) =>
  wb.call('POST', '/workbench/apis/run', { token, body: { projectId, method, path, ...extra } });

describe("#27 API management's 运行 reaches a generated project's own endpoints", () => {
  it("#27 GET /customer/getList answers from the project's live table, with its total and first row", async () => {
    const answer = await run(wb.tester, 'GET', '/customer/getList', { query: { pageNo: 1, pageSize: 5 } });
    expect(answer.status).toBe(200);
    const [{ n }] = await sql('SELECT count(*)::int AS n FROM customer');
    expect(answer.body.data.total).toBe(n);
    const [first] = await sql('SELECT first_name FROM customer ORDER BY customer_id LIMIT 1');
    expect(answer.body.data.list[0].firstName).toBe(first?.first_name);
    // The query string of the typed path counts as the page's would.
    const sorted = await run(
      wb.tester,
      'GET',
      '/customer/getList?pageSize=1&sortField=customerId&sortOrder=desc',
    );
    expect(sorted.body.data.list).toHaveLength(1);
    // A foreign key's options, searched on the server, are among the project's endpoints too.
    const [late] = await sql('SELECT last_name FROM customer WHERE customer_id = 45');
    const options = await run(wb.tester, 'GET', '/invoice/options/customerId', {
      query: { keyword: late?.last_name },
    });
    expect(options.body.data.list).toContainEqual({ value: 45, label: late?.last_name });
  });

  it("#27 writes are held to the project's permissions.yaml: editor edits the row in PostgreSQL, test is refused and nothing changes", async () => {
    const refused = await run(wb.tester, 'POST', '/customer/doEdit', { body: { id: 3, firstName: 'Test' } });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toContain('write:system');
    const edited = await run(wb.editor, 'POST', '/customer/doEdit', { body: { id: 3, firstName: 'Ran' } });
    expect(edited.status).toBe(200);
    expect((await sql('SELECT first_name FROM customer WHERE customer_id = 3'))[0]?.first_name).toBe('Ran');
    // The page's form schema and the database's refusals hold as under jimu serve.
    const bad = await run(wb.editor, 'POST', '/customer/doEdit', { body: { id: 3, email: 'not-an-email' } });
    expect(bad.status).toBe(400);
    const [{ n }] = await sql('SELECT count(*)::int AS n FROM customer');
    const inUse = await run(wb.admin, 'POST', '/customer/doDelete', { body: { ids: [1] } });
    expect(inUse.status).toBe(409);
    expect(inUse.body.msg).toContain('invoice');
    expect((await sql('SELECT count(*)::int AS n FROM customer'))[0]?.n).toBe(n);
  });

  it('#27 only the project’s own paths: other paths are 404, a host or a way out of the path is refused, session calls name jimu serve --project', async () => {
    expect((await run(wb.admin, 'GET', '/userManagement/getList')).status).toBe(404);
    expect((await run(wb.admin, 'GET', '/workbench/project/getList')).status).toBe(404);
    expect((await run(wb.admin, 'GET', '//evil.example/customer/getList')).status).toBe(400);
    expect((await run(wb.admin, 'GET', 'http://evil.example/customer/getList')).status).toBe(400);
    expect((await run(wb.admin, 'GET', '/customer/../userManagement/getList')).status).toBe(400);
    const login = await run(wb.admin, 'POST', '/login', { body: { username: 'admin', password: 'x' } });
    expect(login.status).toBe(501);
    expect(login.body.msg).toContain('jimu serve --project RUNS');
    // JIMU's endpoints are this server's own: try-it calls them directly.
    const own = await wb.call('POST', '/workbench/apis/run', {
      token: wb.admin,
      body: { projectId: 0, method: 'GET', path: '/userManagement/getList' },
    });
    expect(own.status).toBe(409);
  });

  it("#27 an offline copy answers from the workbench's copy of the project's seed, never writing the project's files", async () => {
    const place = projectPlace('RUNS', wb.dataDir);
    const seed = readFileSync(join(place.root, 'mock-db.json'), 'utf8');
    const listed = await run(wb.tester, 'GET', '/genre/getList');
    expect(listed.status).toBe(200);
    const [{ n }] = await sql('SELECT count(*)::int AS n FROM genre');
    expect(listed.body.data.total).toBe(n);
    const first = listed.body.data.list[0];
    const saved = await run(wb.editor, 'POST', '/genre/doEdit', { body: { ...first, name: 'Renamed' } });
    expect(saved.status).toBe(200);
    expect((await run(wb.tester, 'GET', '/genre/getList')).body.data.list[0].name).toBe('Renamed');
    expect(readFileSync(join(place.root, 'mock-db.json'), 'utf8')).toBe(seed);
    expect(existsSync(join(place.dataDir, 'db.json'))).toBe(false);
  });
});

describe("#27 importing a project's own OpenAPI updates its derived endpoints", () => {
  it('#27 the exported document imported twice lists every endpoint once, the derived ones still derived', async () => {
    const list = async () =>
      (await wb.call('GET', `/workbench/apis/getList?projectId=${projectId}`, { token: wb.admin })).body.data
        .list as Endpoint[];
    const before = await list();
    const derived = before.filter((e) => e.source === 'derived');
    expect(derived.map((e) => `${e.method} ${e.path}`)).toContain('GET /invoice/options/customerId');
    const exported = await wb.call('GET', `/workbench/apis/export?projectId=${projectId}`, {
      token: wb.admin,
    });
    const text = JSON.stringify(exported.body.data);
    for (const round of [1, 2]) {
      const imported = await wb.call('POST', '/workbench/apis/import', {
        token: wb.editor,
        body: { projectId, text },
      });
      expect(imported.status).toBe(200);
      expect(imported.body.data.created).toBe(round === 1 ? derived.length : 0);
      const after = await list();
      const keys = after.map((e) => `${e.method} ${e.path}`);
      expect(new Set(keys).size).toBe(keys.length);
      expect(after).toHaveLength(before.length);
      expect(after.filter((e) => e.source === 'derived')).toHaveLength(derived.length);
      // Who may call it is the project's permissions.yaml, not words the document keeps.
      expect(after.every((e) => !/needs (read|write|delete):system/.test(e.description ?? ''))).toBe(true);
    }
  });
});
