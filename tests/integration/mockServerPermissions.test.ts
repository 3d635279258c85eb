import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MockHarness, startMock } from './mockHarness';

// The real config/permissions.yaml, the file the runtime reads too: Admin may read, write and
// delete, Editor read and write, Test only read.
let mock: MockHarness;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  mock = await startMock();
  for (const user of ['admin', 'editor', 'test']) tokens[user] = await mock.login(user);
});
afterAll(() => mock.stop());

type Call = {
  method: string;
  path: string;
  body: () => Promise<unknown> | unknown;
  kind: 'write' | 'delete';
};

/** A fresh disposable record, so allowed deletes never run out of targets. */
async function scratch(resource: string, body: Record<string, unknown>): Promise<number> {
  const answer = await mock.call('POST', `/${resource}/doEdit`, { token: tokens.admin, body });
  return answer.body.data.id;
}
let counter = 0;
const unique = () => `p${Date.now()}${counter++}`;

// Each write names a field its records have: a field they do not have is refused before the
// permission matters.
const labelField: Record<string, string> = {
  table: 'title',
  roleManagement: 'title',
  goods: 'title',
  menuManagement: 'name',
  departmentManagement: 'name',
  workflow: 'name',
  project: 'name',
  defect: 'title',
};

const writes: Call[] = [
  ...Object.entries(labelField).map(
    ([resource, field]): Call => ({
      method: 'POST',
      path: `/${resource}/doEdit`,
      body: () => ({ [field]: unique() }),
      kind: 'write',
    }),
  ),
  {
    method: 'POST',
    path: '/userManagement/doEdit',
    body: () => ({ username: unique(), password: 'secret12' }),
    kind: 'write',
  },
  { method: 'POST', path: '/user/edit', body: () => ({ email: `${unique()}@x.y` }), kind: 'write' },
  { method: 'PUT', path: '/v1/users', body: () => ({ id: 4, phone: '13700000000' }), kind: 'write' },
  { method: 'PUT', path: '/v1/users/department', body: () => ({ ids: [4], departmentId: 2 }), kind: 'write' },
  { method: 'POST', path: '/table', body: () => ({ title: unique() }), kind: 'write' },
  { method: 'PATCH', path: '/table/1', body: () => ({ title: unique() }), kind: 'write' },
  { method: 'PUT', path: '/goods/1', body: () => ({ title: unique(), price: 1 }), kind: 'write' },
];
const deletes: Call[] = [
  ...(
    [
      ['table', { title: 'x' }],
      // Role names are unique: each scratch role gets its own.
      ['roleManagement', { role: 'Temp' }],
      ['goods', { title: 'x' }],
      ['menuManagement', { label: 'x' }],
      ['departmentManagement', { name: 'x' }],
      ['project', { name: 'x' }],
    ] as const
  ).map(
    ([resource, body]): Call => ({
      method: 'POST',
      path: `/${resource}/doDelete`,
      body: async () => ({
        ids: [await scratch(resource, 'role' in body ? { role: `Temp${unique()}` } : { ...body })],
      }),
      kind: 'delete',
    }),
  ),
  {
    method: 'POST',
    path: '/userManagement/doDelete',
    body: async () => ({
      ids: [await scratch('userManagement', { username: unique(), password: 'secret12' })],
    }),
    kind: 'delete',
  },
  {
    method: 'DELETE',
    path: '/v1/users',
    body: async () => ({
      ids: [await scratch('userManagement', { username: unique(), password: 'secret12' })],
    }),
    kind: 'delete',
  },
  {
    method: 'DELETE',
    path: '/table/:id',
    body: async () => scratch('table', { title: 'x' }),
    kind: 'delete',
  },
];

const allowed: Record<string, Set<string>> = {
  admin: new Set(['write', 'delete']),
  editor: new Set(['write']),
  test: new Set(),
};

describe('mock server: permission matrix from config/permissions.yaml', () => {
  for (const user of ['admin', 'editor', 'test']) {
    for (const call of [...writes, ...deletes]) {
      const expected = allowed[user].has(call.kind) ? 200 : 403;
      it(`PM-01 API-03 ${user} ${call.method} ${call.path} → ${expected === 200 ? 'allowed' : 403}`, async () => {
        const prepared = await call.body();
        const path = call.path.includes(':id') ? call.path.replace(':id', String(prepared)) : call.path;
        const body = call.path.includes(':id') ? undefined : prepared;
        const answer = await mock.call(call.method, path, { token: tokens[user], body });
        // json-server's REST create answers 201.
        expect(answer.status === 201 ? 200 : answer.status).toBe(expected);
        if (expected === 403) expect(answer.body).toMatchObject({ code: 403, data: null });
      });
    }
  }

  it('PM-01 every role may read lists and its own session, and change its own password', async () => {
    for (const user of ['admin', 'editor', 'test']) {
      expect((await mock.call('GET', '/table/getList', { token: tokens[user] })).status).toBe(200);
      expect((await mock.call('GET', '/user_info', { token: tokens[user] })).body.data.username).toBe(user);
    }
    const token = await mock.login('test');
    const changed = await mock.call('PUT', '/v1/users/password', {
      token,
      body: { oldPassword: 'jimu123456', newPassword: 'jimu123456' },
    });
    expect(changed.status).toBe(200);
  });

  it('PM-01 the test account changes nothing through hand-made calls either', async () => {
    const before = (await mock.call('GET', '/table/getList?pageSize=1000', { token: tokens.admin })).text;
    const attempts: [string, string, unknown][] = [
      ['POST', '/table/doEdit', { id: 1, title: 'hacked' }],
      ['POST', '/table/doDelete', { ids: [1] }],
      ['POST', '/table', { title: 'hacked' }],
      ['PUT', '/table/1', { title: 'hacked' }],
      ['PATCH', '/table/1', { title: 'hacked' }],
      ['DELETE', '/table/1', undefined],
      ['POST', '/TABLE/doEdit', { title: 'hacked' }],
      ['POST', '/table/doEdit/', { title: 'hacked' }],
      ['PUT', '/v1/users', { id: 3, roles: ['Admin'] }],
      ['POST', '/userManagement/doEdit', { id: 3, roles: ['Admin'] }],
      ['POST', '/user/edit', { roles: ['Admin'] }],
    ];
    for (const [method, path, body] of attempts) {
      const answer = await mock.call(method, path, { token: tokens.test, body });
      expect([403, 404], `${method} ${path}`).toContain(answer.status);
    }
    expect((await mock.call('GET', '/table/getList?pageSize=1000', { token: tokens.admin })).text).toBe(
      before,
    );
    expect((await mock.call('GET', '/user_info', { token: tokens.test })).body.data.roles).toEqual(['Test']);
  });
});
