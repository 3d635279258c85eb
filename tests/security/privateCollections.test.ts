import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, type SecurityServer, startSecurityServer } from './securityServer';

// Users (password hashes) and sessions (live tokens) stay private under every spelling,
// nested route and join; nobody creates or changes them through REST; hashes never leave.
let api: SecurityServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  api = await startSecurityServer();
  for (const account of ['test', 'editor', 'admin']) tokens[account] = await api.login(account);
});
afterAll(() => api.stop());

type Row = Record<string, unknown>;
const stored = (): Record<string, Row[]> => JSON.parse(readFileSync(join(api.dataDir, 'db.json'), 'utf8'));
const HASH = /scrypt\$/;

describe('#10.2 private collections stay private', () => {
  it('#10.2 users, sessions and /db are no route under any spelling, for any account', async () => {
    const paths = [
      '/users',
      '/Users',
      '/USERS',
      '/users/1',
      '/Users/3',
      '/sessions',
      '/SESSIONS',
      '/Sessions/1',
      '/db',
      '/DB',
      '/Db',
      '/db/',
    ];
    for (const path of paths) {
      for (const token of [undefined, tokens.test, tokens.admin]) {
        for (const method of ['GET', 'POST', 'PATCH', 'PUT', 'DELETE']) {
          const answer = await api.call(method, path, { token, body: method === 'GET' ? undefined : {} });
          expect([404, 405], `${method} ${path}`).toContain(answer.status);
          expect(answer.text).not.toMatch(HASH);
        }
      }
    }
  });

  it('#10.2 nested routes reach nothing: /user/1/sessions, /department/1/users, /x/1/users', async () => {
    const paths = [
      '/user/1/sessions',
      '/users/1/sessions',
      '/department/1/users',
      '/departments/1/users',
      '/x/1/users',
      '/roles/1/users',
      '/table/1/sessions',
    ];
    for (const path of paths) {
      for (const method of ['GET', 'POST']) {
        const answer = await api.call(method, path, {
          token: tokens.admin,
          body: method === 'POST' ? {} : undefined,
        });
        expect([404, 405], `${method} ${path}`).toContain(answer.status);
        expect(answer.text).not.toMatch(HASH);
      }
    }
  });

  it('#10.2 _embed and _expand may not reach users or sessions', async () => {
    const queries = [
      '/departments?_embed=users',
      '/departments/1?_embed=users',
      '/departments?_embed=USERS',
      '/table?_expand=user',
      '/roles?_embed=sessions',
      '/departments?_embed=departments&_embed=users',
    ];
    for (const path of queries) {
      const answer = await api.call('GET', path, { token: tokens.admin });
      expect(answer.status, path).toBe(400);
      expect(answer.text).not.toMatch(HASH);
    }
    expect((await api.call('GET', '/departments?_embed=departments', { token: tokens.admin })).status).toBe(
      200,
    );
  });

  it('#10.2 editor cannot POST /USERS with roles [Admin] nor PATCH /Users/3 to make test an Admin', async () => {
    const before = stored().users.length;
    const created = await api.call('POST', '/USERS', {
      token: tokens.editor,
      body: { username: 'mallory', password: 'plain-text-1', roles: ['Admin'] },
    });
    expect(created.status).toBe(404);
    const patched = await api.call('PATCH', '/Users/3', { token: tokens.editor, body: { roles: ['Admin'] } });
    expect(patched.status).toBe(404);
    const users = stored().users;
    expect(users.length).toBe(before);
    expect(users.find((u) => u.username === 'test')?.roles).toEqual(['Test']);
    expect(JSON.stringify(users)).not.toContain('plain-text-1');
  });

  it('#10.2 a REST delete never cascades into users or sessions (DELETE /departments/1 keeps its users)', async () => {
    const users = stored().users.filter((u) => u.departmentId === 1).length;
    expect(users).toBeGreaterThan(0);
    const answer = await api.call('DELETE', '/departments/1', { token: tokens.admin });
    expect(answer.status).toBe(200);
    expect(stored().users.filter((u) => u.departmentId === 1).length).toBe(users);
    expect((await api.call('GET', '/user_info', { token: tokens.admin })).status).toBe(200);
  });

  it('#10.2 filters and sorts on password hashes are refused: no prefix oracle', async () => {
    const probes = [
      '/userManagement/getList?password=scrypt%24',
      '/userManagement/getList?password=scrypt%24a',
      '/userManagement/getList?PASSWORD=scrypt',
      '/userManagement/getList?password_like=scrypt',
      '/userManagement/getList?sortField=password',
      '/v1/users/list?password=scrypt%24',
      '/v1/users/list?sortField=password&sortOrder=desc',
    ];
    for (const path of probes) {
      const answer = await api.call('GET', path, { token: tokens.admin });
      expect(answer.status, path).toBe(400);
    }
  });

  it('#10.2 password hashes never leave the server, whatever lists a user', async () => {
    const paths = [
      '/userManagement/getList?pageSize=100',
      '/v1/users/list?pageSize=100',
      '/v1/users?id=1',
      '/v1/users?username=admin',
      '/user_info',
      '/userInfo',
      '/v1/users/user_info',
    ];
    for (const path of paths) {
      const answer = await api.call('GET', path, { token: tokens.admin });
      expect(answer.status, path).toBe(200);
      expect(answer.text, path).not.toMatch(HASH);
    }
    const edited = await api.call('POST', '/userManagement/doEdit', {
      token: tokens.admin,
      body: { username: `hash-check-${Date.now()}`, password: 'secret12' },
    });
    expect(edited.status).toBe(200);
    expect(edited.text).not.toMatch(HASH);
  });

  it('#10.2 collections the server keeps for itself (uploads, anything not in the seed) are not REST routes', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'jimu-own-collections-'));
    const data = JSON.parse(readFileSync('mock-db.json', 'utf8'));
    data.uploads = [{ id: 'abc', name: 'a.png', type: 'image/png', url: '/mock-assets/uploads/abc' }];
    data.bookkeeping = [{ id: 1, secret: 'x' }];
    writeFileSync(join(dataDir, 'db.json'), JSON.stringify(data));
    const own = await startSecurityServer({ dataDir });
    try {
      const admin = await own.login('admin');
      for (const [method, path] of [
        ['GET', '/uploads'],
        ['PATCH', '/uploads/abc'],
        ['DELETE', '/Uploads/abc'],
        ['GET', '/bookkeeping'],
        ['POST', '/bookkeeping'],
      ] as const) {
        const answer = await own.call(method, path, {
          token: admin,
          body: method === 'GET' ? undefined : { type: 'text/html' },
        });
        expect([404, 405], `${method} ${path}`).toContain(answer.status);
      }
      expect((await own.call('GET', '/table?_limit=1', { token: admin })).status).toBe(200);
    } finally {
      await own.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('#10.2 anonymous POST /register gives a token with the lowest role only: asking for roles, permissions or an id is refused naming them', async () => {
    for (const [path, username] of [
      ['/register', 'eve1'],
      ['/v1/users', 'eve2'],
    ]) {
      const asking = await api.call('POST', path, {
        body: { username, password: 'secret12', roles: ['Admin'], permissions: ['delete:system'], id: 1 },
      });
      expect(asking.status).toBe(400);
      expect(Object.keys(dataOf<{ fieldErrors: object }>(asking).fieldErrors).sort()).toEqual([
        'id',
        'permissions',
        'roles',
      ]);
      expect(stored().users.some((u) => u.username === username)).toBe(false);
      const answer = await api.call('POST', path, { body: { username, password: 'secret12' } });
      expect(answer.status).toBe(200);
      const token = dataOf<{ token: string }>(answer).token;
      const info = await api.call('GET', '/user_info', { token });
      expect(dataOf<{ roles: string[] }>(info).roles).toEqual(['Test']);
      expect(dataOf<{ permissions: string[] }>(info).permissions).toEqual(['read:system']);
    }
    expect(stored().users.find((u) => u.id === 1)?.username).toBe('admin');
  });
});
