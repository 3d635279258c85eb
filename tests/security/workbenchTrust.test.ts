import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNED_FIELDS } from '../../plugins/workbench/server/workbenchOwnedFields';
import { routeCases } from './routeTableMatrix';
import { type Answer, dataOf, type SecurityServer, startSecurityServer } from './securityServer';

// No field a caller sends can make the workbench's server delete, read or write outside its data
// folder: a canary folder beside the data folder must survive every attempt.
let root = '';
let canary = '';
let api: SecurityServer;
let admin = '';
let editor = '';

const fieldErrorsOf = (answer: Answer) => dataOf<{ fieldErrors: Record<string, string> }>(answer).fieldErrors;

const canaryIntact = () => {
  expect(existsSync(join(canary, 'keep.txt'))).toBe(true);
  expect(readFileSync(join(canary, 'keep.txt'), 'utf8')).toBe('still here');
};

async function createProject(code: string) {
  return api.call('POST', '/workbench/project/create', {
    token: admin,
    body: { name: `项目 ${code}`, code, template: 'blank' },
  });
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'jimu-trust-'));
  canary = join(root, 'canary');
  mkdirSync(canary);
  writeFileSync(join(canary, 'keep.txt'), 'still here');
  api = await startSecurityServer({ dataDir: join(root, 'data') });
  admin = await api.login('admin');
  editor = await api.login('editor');
});
afterAll(async () => {
  await api.stop();
  rmSync(root, { recursive: true, force: true });
});

describe('a project code names a folder inside the data folder, or nothing', () => {
  it('a project code cannot be changed by PATCH, PUT, doEdit or a REST create: 400 naming code; deleting the project leaves the canary', async () => {
    const created = await createProject('TRUST');
    expect(created.status).toBe(200);
    const id = dataOf<{ id: number }>(created).id;
    const traversal = '../../canary';
    const attempts: [string, string, unknown][] = [
      ['PATCH', `/projects/${id}`, { code: traversal }],
      ['PUT', `/projects/${id}`, { name: 'x', code: traversal }],
      ['POST', '/project/doEdit', { id, code: traversal }],
      ['POST', '/projects', { name: 'x', code: traversal }],
      ['PATCH', `/projects/${id}`, { seed: true }],
    ];
    for (const [method, path, body] of attempts) {
      const answer = await api.call(method, path, { token: editor, body });
      expect(answer.status, `${method} ${path}`).toBe(400);
      expect(Object.keys(fieldErrorsOf(answer)), `${method} ${path}`).toEqual(
        expect.arrayContaining([Object.keys(body as object).find((f) => f === 'code' || f === 'seed')]),
      );
    }
    const removed = await api.call('POST', '/workbench/project/doDelete', {
      token: admin,
      body: { ids: [id] },
    });
    expect(removed.status).toBe(200);
    expect(existsSync(join(root, 'data', 'projects', 'TRUST'))).toBe(false);
    canaryIntact();
  });

  it('a stored project whose code leads out (an older record) is refused by name for files, zip and delete', async () => {
    const stored = { id: 90, name: '旧记录', code: '../../canary', owner: 'admin', status: 'active' };
    // No call can write such a code any more: the record goes into the data file the way an older
    // server or a hand edit could have left it, and a new server starts on that file.
    await api.stop();
    const db = JSON.parse(readFileSync(join(api.dataDir, 'db.json'), 'utf8'));
    db.projects.push(stored);
    writeFileSync(join(api.dataDir, 'db.json'), JSON.stringify(db));
    api = await startSecurityServer({ dataDir: api.dataDir });
    admin = await api.login('admin');
    editor = await api.login('editor');
    for (const [method, path, body] of [
      ['GET', '/workbench/project/files?projectId=90', undefined],
      ['GET', '/workbench/project/zip?projectId=90', undefined],
      ['POST', '/workbench/project/doDelete', { ids: [90] }],
      ['POST', '/workbench/project/saveFile', { projectId: 90, path: 'config/app.yaml', content: 'x: 1\n' }],
    ] as const) {
      const answer = await api.call(method, path, { token: admin, body });
      expect(answer.status, `${method} ${path}`).toBe(400);
      expect(Object.keys(fieldErrorsOf(answer))).toEqual(['code']);
    }
    canaryIntact();
  });

  it('a project folder that is a symbolic link out of the data folder is never written, emptied or deleted', async () => {
    mkdirSync(join(api.dataDir, 'projects'), { recursive: true });
    symlinkSync(canary, join(api.dataDir, 'projects', 'LINKED'));
    const created = await createProject('LINKED');
    expect(created.status).toBe(400);
    expect(Object.keys(fieldErrorsOf(created))).toEqual(['code']);
    canaryIntact();
  });

  it('a project file path that leaves the project is a 400 naming path; nothing is written', async () => {
    const created = await createProject('PATHS');
    const id = dataOf<{ id: number }>(created).id;
    for (const path of [
      '../../canary/keep.txt',
      'config/../../../canary/keep.txt',
      '/etc/passwd',
      'config/x.sh',
    ]) {
      const answer = await api.call('POST', '/workbench/project/saveFile', {
        token: admin,
        body: { projectId: id, path, content: 'overwritten' },
      });
      expect(answer.status, path).toBe(400);
      expect(Object.keys(fieldErrorsOf(answer)), path).toEqual(['path']);
    }
    canaryIntact();
  });
});

describe('a SQLite database file is resolved inside the data folder', () => {
  it('a database path that leaves the data folder is refused at save (400 naming database) and at test; the canary is intact', async () => {
    writeFileSync(join(canary, 'shop.sqlite'), 'not read');
    for (const database of [
      '../canary/shop.sqlite',
      join(canary, 'shop.sqlite'),
      'fixtures/../../canary/shop.sqlite',
    ]) {
      const saved = await api.call('POST', '/workbench/dataSource/save', {
        token: admin,
        body: { projectId: 0, name: 'escape', type: 'sqlite', database },
      });
      expect(saved.status, database).toBe(400);
      expect(Object.keys(fieldErrorsOf(saved)), database).toEqual(['database']);
      const tested = await api.call('POST', '/workbench/dataSource/test', {
        token: admin,
        body: { config: { type: 'sqlite', database } },
      });
      expect(dataOf<{ outcome: string }>(tested).outcome, database).toBe('failed');
    }
    canaryIntact();
  });
});

describe('the fields a workbench call owns are listed once and refused on every generic write', () => {
  it('each owned field of each collection is refused by name on PATCH and doEdit; a PUT is refused whole', async () => {
    const resourceOf: Record<string, string> = {
      projects: 'project',
      dataSources: 'dataSource',
      templateFiles: '',
      codeTemplates: 'codeTemplate',
      materials: 'material',
      boardTemplates: '',
      defects: 'defect',
      documents: 'document',
    };
    const before = readFileSync(join(api.dataDir, 'db.json'), 'utf8');
    const db = JSON.parse(before);
    for (const [collection, owned] of Object.entries(OWNED_FIELDS)) {
      const id = db[collection]?.[0]?.id;
      expect(id, collection).toBeDefined();
      for (const field of owned.fields) {
        const sample =
          db[collection].find((row: Record<string, unknown>) => row[field] != null)?.[field] ?? 'x';
        const patch = await api.call('PATCH', `/${collection}/${id}`, {
          token: admin,
          body: { [field]: sample },
        });
        expect(patch.status, `PATCH ${collection}.${field}`).toBe(400);
        expect(Object.keys(fieldErrorsOf(patch)), `PATCH ${collection}.${field}`).toEqual([field]);
        const resource = resourceOf[collection];
        if (!resource) continue;
        const edit = await api.call('POST', `/${resource}/doEdit`, {
          token: admin,
          body: { id, [field]: sample },
        });
        expect(edit.status, `doEdit ${collection}.${field}`).toBe(400);
      }
      const put = await api.call('PUT', `/${collection}/${id}`, { token: admin, body: {} });
      expect(put.status, `PUT ${collection}`).toBe(400);
    }
    const after = JSON.parse(readFileSync(join(api.dataDir, 'db.json'), 'utf8'));
    for (const collection of Object.keys(OWNED_FIELDS)) expect(after[collection]).toEqual(db[collection]);
  });
});

describe('the workbench route table is walked by the access matrix', () => {
  it('every /workbench route is a case of the route × account matrix (routeMatrix.test.ts)', () => {
    const workbench = api.server.routes().filter((entry) => entry.path.startsWith('/workbench/'));
    expect(workbench.length).toBeGreaterThan(80);
    const cased = new Set(
      routeCases(api.server.routes(), api.server.domains).map((c) => `${c.method} ${c.entry.path}`),
    );
    expect(workbench.filter((entry) => !cased.has(`${entry.method} ${entry.path}`))).toEqual([]);
  });
});
