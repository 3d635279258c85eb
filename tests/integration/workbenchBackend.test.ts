import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { startWorkbench, type WorkbenchHarness } from './workbenchHarness';
import { expectPatchApplies } from './zipPatch';

let wb: WorkbenchHarness;

beforeAll(async () => {
  wb = await startWorkbench();
});
afterAll(async () => {
  await wb?.stop();
});

type Rule = { match: string; permission: string };
type File = {
  path: string;
  mode: string;
  content: string;
  before: string | null;
  status: string;
  baseHash: string | null;
};
type Diagnostic = { path: string; severity: string; message: string };

describe('#14 §5.11 backend generator permissions.yaml output over HTTP', () => {
  it('#14 §5.11 goods: permissions.yaml gets the goods rules (read/write/delete names of the table) ahead of the wildcards, the rest of the file kept, the same choice gives the same text', async () => {
    const imported = await wb.call('POST', '/workbench/generator/import', {
      token: wb.admin,
      body: { projectId: 0, dataSourceId: 0, tables: ['goods'] },
    });
    const table = imported.body.data[0] as {
      id: number;
      resource: string;
      permissions: Record<string, string>;
    };
    const generate = () =>
      wb.call('POST', '/workbench/generator/backend', {
        token: wb.admin,
        body: { genTableIds: [table.id], rows: 5, seed: 3 },
      });
    const answer = await generate();
    expect(answer.status).toBe(200);
    const text = answer.body.data.permissions as string;
    const doc = parse(text) as { roles: Record<string, unknown>; api: { rules: Rule[] } };
    expect(Object.keys(doc.roles)).toEqual(expect.arrayContaining(['Admin', 'Editor', 'Test']));
    const rules = doc.api.rules;
    const own = (match: string) => rules.find((r) => r.match === match);
    expect(own(`POST /${table.resource}/doDelete`)?.permission).toBe(table.permissions.delete);
    expect(own(`POST /${table.resource}/doEdit`)?.permission).toBe(table.permissions.write);
    expect(own(`GET /${table.resource}/getList`)?.permission).toBe(table.permissions.read);
    const firstWildcard = rules.findIndex((r) => r.match.includes('*'));
    const goodsAt = rules.findIndex((r) => r.match === `GET /${table.resource}/getList`);
    if (firstWildcard >= 0) expect(goodsAt).toBeLessThan(firstWildcard);
    expect((await generate()).body.data.permissions).toBe(text);
  });

  it('#14 §5.11 the read-only account gets 403 from the generator', async () => {
    const answer = await wb.call('POST', '/workbench/generator/backend', {
      token: wb.tester,
      body: { genTableIds: [1], rows: 5, seed: 3 },
    });
    expect(answer.status).toBe(403);
  });
});

describe('#14 §5.11 backend generator files: diff, validation, download, apply', () => {
  let goods: { id: number; resource: string };
  const generate = (token = wb.admin, body: Record<string, unknown> = {}) =>
    wb.call('POST', '/workbench/generator/backend', {
      token,
      body: { genTableIds: [goods.id], rows: 5, seed: 7, replaceRows: true, ...body },
    });
  const mockDb = () =>
    JSON.parse(readFileSync(join(wb.root, 'mock-db.json'), 'utf8')) as Record<string, unknown[]>;

  const previousDev = process.env.JIMU_DEV;
  beforeAll(async () => {
    process.env.JIMU_DEV = '1';
    const list = (await wb.call('GET', '/workbench/genTable/getList?projectId=0', { token: wb.admin })).body
      .data.list as { id: number; tableName: string; resource: string }[];
    goods = list.find((t) => t.tableName === 'goods') as { id: number; resource: string };
  });
  afterAll(() => {
    if (previousDev === undefined) delete process.env.JIMU_DEV;
    else process.env.JIMU_DEV = previousDev;
  });

  it('#14 §5.11 the answer lists mock-db.json (the chosen collections against the ones on disk), permissions.yaml and config/openapi.json with badges, validated without errors', async () => {
    const answer = await generate();
    expect(answer.status).toBe(200);
    const files = answer.body.data.files as File[];
    expect(files.map((f) => f.path)).toEqual([
      'mock-db.json',
      'config/permissions.yaml',
      'config/openapi.json',
    ]);
    const [seed, permissions, openapi] = files as [File, File, File];
    expect(seed.mode).toBe('merge-json');
    expect(JSON.parse(seed.content)).toEqual({
      [goods.resource]: answer.body.data.collections[goods.resource],
    });
    const onDisk = mockDb()[goods.resource];
    expect(seed.status).toBe(onDisk === undefined ? 'new' : 'changed');
    if (onDisk) expect(JSON.parse(seed.before as string)).toEqual({ [goods.resource]: onDisk });
    expect(permissions.content).toBe(answer.body.data.permissions);
    expect(permissions.status).toBe(permissions.before === permissions.content ? 'unchanged' : 'changed');
    expect(openapi.status).toBe('new');
    expect(JSON.parse(openapi.content).paths).toHaveProperty(`/${goods.resource}/getList`);
    expect((answer.body.data.diagnostics as Diagnostic[]).filter((d) => d.severity === 'error')).toEqual([]);
    expect(answer.body.data.writable).toBe(true);
  });

  it('#27 rows a collection already has are kept unless replacing them is asked for', async () => {
    const kept = await generate(wb.admin, { replaceRows: false });
    const seed = (kept.body.data.files as File[]).find((f) => f.path === 'mock-db.json') as File;
    expect(seed.status).toBe('unchanged');
    expect(JSON.parse(seed.content)[goods.resource]).toEqual(mockDb()[goods.resource]);
  });

  it('#14 §5.11 the ZIP holds the changed files whole (mock-db.json with every collection) and a changes.patch that applies to the project as it is', async () => {
    const response = await fetch(`${wb.url}/workbench/generator/backend/zip`, {
      method: 'POST',
      headers: { authorization: `Bearer ${wb.admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ genTableIds: [goods.id], rows: 5, seed: 7, replaceRows: true }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('JIMU-backend.zip');
    const entries = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const files = (await generate()).body.data.files as File[];
    const changed = files.filter((f) => f.status !== 'unchanged').map((f) => f.path);
    expect(Object.keys(entries).sort()).toEqual([...changed, 'APPLY.md', 'changes.patch'].sort());
    const db = JSON.parse(strFromU8(entries['mock-db.json'] as Uint8Array)) as Record<string, unknown[]>;
    expect(Object.keys(db)).toEqual(expect.arrayContaining(['users', 'roles', goods.resource]));
    expect(db[goods.resource]).toHaveLength(5);
    expectPatchApplies(wb.root, entries);
    expect(strFromU8(entries['APPLY.md'] as Uint8Array)).toContain('- config/openapi.json (new)');
  });

  it('#14 §5.11 apply writes the three files (other collections kept), the generated rows answer at once, regenerating shows every file unchanged, a stale preview is 409, editor and test 403', async () => {
    const files = ((await generate()).body.data.files as File[]).filter((f) => f.status !== 'unchanged');
    const body = { projectId: 0, files };
    expect((await wb.call('POST', '/workbench/apply', { token: wb.editor, body })).status).toBe(403);
    expect((await wb.call('POST', '/workbench/apply', { token: wb.tester, body })).status).toBe(403);
    const usersBefore = mockDb().users;
    const applied = await wb.call('POST', '/workbench/apply', { token: wb.admin, body });
    expect(applied.status).toBe(200);
    expect(applied.body.data.written.sort()).toEqual(files.map((f) => f.path).sort());
    const db = mockDb();
    expect(db.users).toEqual(usersBefore);
    expect(db[goods.resource]).toEqual(JSON.parse((files[0] as File).content)[goods.resource]);
    expect(JSON.parse(readFileSync(join(wb.root, 'config/openapi.json'), 'utf8')).openapi).toBe('3.1.0');
    const list = await wb.call('GET', `/${goods.resource}/getList?pageSize=50`, { token: wb.admin });
    expect(list.body.data.total).toBe(5);
    const again = (await generate()).body.data.files as File[];
    expect(again.map((f) => f.status)).toEqual(['unchanged', 'unchanged', 'unchanged']);
    const stale = await wb.call('POST', '/workbench/apply', { token: wb.admin, body });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toContain('mock-db.json');
  });

  it("#14 §5.11 apply never replaces a collection that is not a generated table's (users stays the server's, sign-in still works)", async () => {
    const current = readFileSync(join(wb.root, 'mock-db.json'), 'utf8');
    const files = (await generate()).body.data.files as File[];
    const seed = files[0] as File;
    const hostile = { ...seed, content: JSON.stringify({ users: [] }) };
    const answer = await wb.call('POST', '/workbench/apply', {
      token: wb.admin,
      body: { projectId: 0, files: [hostile] },
    });
    expect(answer.status).toBe(200);
    expect(await wb.login('editor')).toBeTruthy();
    writeFileSync(join(wb.root, 'mock-db.json'), current);
  });

  it('#14 §5.11 a project whose mock-db.json is not JSON gets a 400 that says so, nothing else breaks', async () => {
    const path = join(wb.root, 'mock-db.json');
    const current = readFileSync(path, 'utf8');
    writeFileSync(path, '{ "goods": [');
    try {
      const answer = await generate();
      expect(answer.status).toBe(400);
      expect(answer.body.msg).toContain('mock-db.json is not valid JSON');
    } finally {
      writeFileSync(path, current);
    }
    expect((await generate()).status).toBe(200);
  });
});
