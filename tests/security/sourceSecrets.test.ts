import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import initSqlJs from 'sql.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sqliteFixture, startWorkbench, type WorkbenchHarness } from '../integration/workbenchHarness';

// A data source never makes the server send a secret it was not given for that source, nor read a
// file outside its data folder: passwordEnv against a listener on loopback, and SQLite links out.
let wb: WorkbenchHarness;

beforeAll(async () => {
  wb = await startWorkbench();
});
afterAll(async () => {
  await wb?.stop();
});

/** A REST endpoint on 127.0.0.1 that records the authorization header of every request. */
async function listener(): Promise<{ url: string; seen: string[]; close(): Promise<void> }> {
  const seen: string[] = [];
  const server: Server = createServer((req, res) => {
    seen.push(String(req.headers.authorization ?? ''));
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify([{ id: 1, name: 'a' }]));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/records`,
    seen,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

describe('#14.3 passwordEnv names only variables the operator allowed', () => {
  const SERVER_SECRET = 'server-only-value-7f3a';
  const ALLOWED_VALUE = 'allowed-token-51c2';
  const saved = { ...process.env };
  afterEach(() => {
    for (const name of ['JIMU_TEST_SERVER_SECRET', 'JIMU_SOURCE_TEST_TOKEN', 'JIMU_SOURCE_ENV_ALLOW']) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });
  const save = (body: Record<string, unknown>, token = wb.admin) =>
    wb.call('POST', '/workbench/dataSource/save', { token, body: { projectId: 0, type: 'rest', ...body } });

  it('#14.3 a save naming any other variable is a 400 naming passwordEnv, for editor and admin alike', async () => {
    process.env.JIMU_TEST_SERVER_SECRET = SERVER_SECRET;
    for (const token of [wb.admin, wb.editor])
      for (const name of ['JIMU_TEST_SERVER_SECRET', 'PATH', 'JIMU_SOURCE_ENV_ALLOW', 'JIMU_SOURCE_']) {
        const refused = await save(
          { name: 'env-refused', url: 'http://127.0.0.1:1/x', passwordEnv: name },
          token,
        );
        expect(refused.status).toBe(400);
        expect(refused.body.code).toBe(400);
        expect(refused.body.data.fieldErrors.passwordEnv).toContain('JIMU_SOURCE_');
        expect(refused.body.data.fieldErrors.passwordEnv).toContain('JIMU_SOURCE_ENV_ALLOW');
        expect(refused.body.msg).toBe(refused.body.data.fieldErrors.passwordEnv);
      }
    const list = await wb.call('GET', '/workbench/dataSource/getList', { token: wb.admin });
    expect(list.text).not.toContain('env-refused');
  });

  it('#14.3 a JIMU_SOURCE_ variable, or one listed in JIMU_SOURCE_ENV_ALLOW, is sent as the bearer token', async () => {
    const endpoint = await listener();
    try {
      process.env.JIMU_SOURCE_TEST_TOKEN = ALLOWED_VALUE;
      const prefixed = await save({
        name: 'env-prefixed',
        url: endpoint.url,
        passwordEnv: 'JIMU_SOURCE_TEST_TOKEN',
      });
      expect(prefixed.status).toBe(200);
      const test = await wb.call('POST', '/workbench/dataSource/test', {
        token: wb.admin,
        body: { id: prefixed.body.data.id },
      });
      expect(test.body.data).toMatchObject({ outcome: 'ok', tableCount: 1 });
      expect(new Set(endpoint.seen)).toEqual(new Set([`Bearer ${ALLOWED_VALUE}`]));

      process.env.JIMU_SOURCE_ENV_ALLOW = ' OTHER_NAME , JIMU_TEST_SERVER_SECRET';
      process.env.JIMU_TEST_SERVER_SECRET = SERVER_SECRET;
      const listed = await save({
        name: 'env-listed',
        url: endpoint.url,
        passwordEnv: 'JIMU_TEST_SERVER_SECRET',
      });
      expect(listed.status).toBe(200);
      const tables = await wb.call('GET', `/workbench/dataSource/tables?id=${listed.body.data.id}`, {
        token: wb.admin,
      });
      expect(tables.status).toBe(200);
      expect(endpoint.seen.at(-1)).toBe(`Bearer ${SERVER_SECRET}`);
    } finally {
      await endpoint.close();
    }
  });

  it('#14.3 a stale record naming a variable no longer allowed sends nothing: test, tables, table, import and unsaved tests are refused', async () => {
    const endpoint = await listener();
    try {
      process.env.JIMU_TEST_SERVER_SECRET = SERVER_SECRET;
      process.env.JIMU_SOURCE_ENV_ALLOW = 'JIMU_TEST_SERVER_SECRET';
      const stale = await save({
        name: 'env-stale',
        url: endpoint.url,
        passwordEnv: 'JIMU_TEST_SERVER_SECRET',
      });
      expect(stale.status).toBe(200);
      const id = stale.body.data.id;
      // The operator restarts without the allowance; the record still names the variable.
      delete process.env.JIMU_SOURCE_ENV_ALLOW;
      const test = await wb.call('POST', '/workbench/dataSource/test', { token: wb.admin, body: { id } });
      expect(test.body.data).toMatchObject({ outcome: 'failed', reason: 'passwordEnv not allowed' });
      expect(test.body.data.message).toContain('JIMU_SOURCE_');
      for (const path of [
        `/workbench/dataSource/tables?id=${id}`,
        `/workbench/dataSource/table?id=${id}&name=records`,
      ]) {
        const answer = await wb.call('GET', path, { token: wb.admin });
        expect(answer.status).toBe(502);
        expect(answer.body.msg).toContain('passwordEnv');
      }
      const imported = await wb.call('POST', '/workbench/generator/import', {
        token: wb.admin,
        body: { projectId: 0, dataSourceId: id, tables: ['records'] },
      });
      expect(imported.status).toBe(502);
      const unsaved = await wb.call('POST', '/workbench/dataSource/test', {
        token: wb.admin,
        body: { config: { type: 'rest', url: endpoint.url, passwordEnv: 'JIMU_TEST_SERVER_SECRET' } },
      });
      expect(unsaved.body.data).toMatchObject({ outcome: 'failed', reason: 'passwordEnv not allowed' });
      expect(endpoint.seen).toEqual([]);
      for (const answer of [test, unsaved]) expect(answer.text).not.toContain(SERVER_SECRET);
    } finally {
      await endpoint.close();
    }
  });

  it('#14.3 no password or variable value appears in a list, a record, the activity log, a test answer or a zip', async () => {
    // Working credentials (the mock server's own sessions), so every call below succeeds.
    const stored = wb.admin;
    process.env.JIMU_SOURCE_TEST_TOKEN = wb.editor;
    const withPassword = await save({
      name: 'leak-stored',
      url: `${wb.url}/goods/getList`,
      password: stored,
    });
    const withEnv = await save({
      name: 'leak-env',
      url: `${wb.url}/goods/getList`,
      passwordEnv: 'JIMU_SOURCE_TEST_TOKEN',
    });
    const answers = [withPassword, withEnv];
    for (const id of [withPassword.body.data.id, withEnv.body.data.id]) {
      const test = await wb.call('POST', '/workbench/dataSource/test', { token: wb.admin, body: { id } });
      expect(test.body.data.outcome).toBe('ok');
      answers.push(test);
      answers.push(
        await wb.call('GET', `/workbench/dataSource/table?id=${id}&name=goods`, { token: wb.admin }),
      );
      answers.push(await wb.call('GET', `/dataSources/${id}`, { token: wb.admin }));
    }
    for (const path of [
      '/workbench/dataSource/getList?projectId=0',
      '/dataSource/getList',
      '/dataSources',
      '/workbench/activity/getList?projectId=0',
      '/workbench/activity/getList',
    ])
      answers.push(await wb.call('GET', path, { token: wb.admin }));
    const model = (await wb.call('GET', '/workbench/frontend/model?projectId=0', { token: wb.admin })).body
      .data;
    const zips = [
      await wb.call('GET', '/workbench/project/zip?projectId=0&as=base64', { token: wb.admin }),
      await wb.call('POST', '/workbench/frontend/zip?as=base64', {
        token: wb.admin,
        body: { projectId: 0, routes: model.routes, theme: model.theme, titles: model.titles },
      }),
    ];
    for (const zip of zips) {
      expect(zip.status).toBe(200);
      const entries = unzipSync(new Uint8Array(Buffer.from(zip.body.data.base64, 'base64')));
      expect(Object.keys(entries).length).toBeGreaterThan(0);
      answers.push({
        text: Object.values(entries)
          .map((bytes) => strFromU8(bytes))
          .join('\n'),
      } as never);
    }
    for (const answer of answers) {
      if (answer.status !== undefined) expect(answer.status).toBe(200);
      expect(answer.text).not.toContain(stored);
      expect(answer.text).not.toContain(wb.editor);
    }
  });
});

describe('#14.3 a SQLite file is read through its real path, inside the data folder', () => {
  it('#14.3 a link in the data folder to a file outside it is refused at save and, for a stale record, at use', async () => {
    const data = join(wb.root, '.data');
    await sqliteFixture(data);
    // A database outside the data folder (the copy's root holds .data), reached through links.
    writeFileSync(join(wb.root, 'outside.sqlite'), new Uint8Array(0));
    mkdirSync(join(data, 'links'), { recursive: true });
    symlinkSync(join(wb.root, 'outside.sqlite'), join(data, 'links', 'out.sqlite'));
    symlinkSync(wb.root, join(data, 'links', 'up'));
    for (const database of ['links/out.sqlite', 'links/up/outside.sqlite', '../outside.sqlite']) {
      const refused = await wb.call('POST', '/workbench/dataSource/save', {
        token: wb.admin,
        body: { projectId: 0, name: 'linked', type: 'sqlite', database },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.data.fieldErrors.database).toContain('inside the data folder');
    }
    // Saved while the file did not exist; the link is made afterwards.
    const stale = await wb.call('POST', '/workbench/dataSource/save', {
      token: wb.admin,
      body: { projectId: 0, name: 'linked-later', type: 'sqlite', database: 'links/later.sqlite' },
    });
    expect(stale.status).toBe(200);
    symlinkSync(join(wb.root, 'outside.sqlite'), join(data, 'links', 'later.sqlite'));
    const test = await wb.call('POST', '/workbench/dataSource/test', {
      token: wb.admin,
      body: { id: stale.body.data.id },
    });
    expect(test.body.data.outcome).toBe('failed');
    expect(test.body.data.message).toContain('the SQLite file must be inside the data folder');
    const tables = await wb.call('GET', `/workbench/dataSource/tables?id=${stale.body.data.id}`, {
      token: wb.admin,
    });
    expect(tables.status).toBe(502);
    expect(tables.body.msg).toContain('inside the data folder');
    // A link that stays inside the folder is followed.
    symlinkSync(join(data, 'fixtures', 'shop.sqlite'), join(data, 'links', 'shop.sqlite'));
    const inside = await wb.call('POST', '/workbench/dataSource/save', {
      token: wb.admin,
      body: { projectId: 0, name: 'linked-inside', type: 'sqlite', database: 'links/shop.sqlite' },
    });
    expect(inside.status).toBe(200);
    const ok = await wb.call('POST', '/workbench/dataSource/test', {
      token: wb.admin,
      body: { id: inside.body.data.id },
    });
    expect(ok.body.data).toMatchObject({ outcome: 'ok', tableCount: 2 });
  });

  it('#14.3 the table list of an analysed SQLite file has sqlite_stat1 estimates', async () => {
    const SQL = await initSqlJs();
    const db = new SQL.Database();
    db.run(`CREATE TABLE items (id INTEGER PRIMARY KEY, code VARCHAR(8));
            CREATE INDEX items_code ON items(code);
            CREATE TABLE notes (body TEXT);
            INSERT INTO items (code) VALUES ('a'), ('b'), ('c');
            INSERT INTO notes VALUES ('x');
            ANALYZE;`);
    mkdirSync(join(wb.root, '.data', 'fixtures'), { recursive: true });
    writeFileSync(join(wb.root, '.data', 'fixtures', 'analysed.sqlite'), db.export());
    db.close();
    const saved = await wb.call('POST', '/workbench/dataSource/save', {
      token: wb.admin,
      body: { projectId: 0, name: 'analysed', type: 'sqlite', database: 'fixtures/analysed.sqlite' },
    });
    const tables = await wb.call('GET', `/workbench/dataSource/tables?id=${saved.body.data.id}`, {
      token: wb.admin,
    });
    expect(tables.body.data.list).toEqual([
      { name: 'items', rowCount: 3, rowCountEstimated: true },
      { name: 'notes', rowCount: 1, rowCountEstimated: true },
    ]);
  });
});
