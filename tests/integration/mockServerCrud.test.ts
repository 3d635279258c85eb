import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MockHarness, startMock } from './mockHarness';

let mock: MockHarness;
let admin = '';

beforeAll(async () => {
  mock = await startMock();
  admin = await mock.login('admin');
});
afterAll(() => mock.stop());

const get = (path: string) => mock.call('GET', path, { token: admin });
const post = (path: string, body: unknown) => mock.call('POST', path, { token: admin, body });
const q = (params: Record<string, string | number>) =>
  `?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`;

describe('mock server: envelope lists (spec §7)', () => {
  it('API-03 K-02 GET /table/getList pages 50 items by pageNo/pageSize (default 20) in {code, msg, data{list,total}}', async () => {
    const first = await get('/table/getList');
    expect(first.body).toMatchObject({ code: 200, msg: 'success' });
    expect(first.body.data.total).toBeGreaterThanOrEqual(50);
    expect(first.body.data.list).toHaveLength(20);
    const third = await get(`/table/getList${q({ pageNo: 3, pageSize: 20 })}`);
    expect(third.body.data.list[0].id).toBe(41);
    for (const row of first.body.data.list) {
      expect(['published', 'draft', 'deleted']).toContain(row.status);
      expect(row.pageViews).toBeGreaterThanOrEqual(300);
      expect(row.pageViews).toBeLessThanOrEqual(5000);
      expect(row.percent).toBeGreaterThanOrEqual(80);
      expect(row.percent).toBeLessThanOrEqual(99);
      expect(row.rate).toBeGreaterThanOrEqual(1);
      expect(row.rate).toBeLessThanOrEqual(5);
      expect(Number(row.img.match(/^\/mock-assets\/table\/(\d+)\.svg$/)[1])).toBeLessThanOrEqual(38);
      expect(Object.keys(row)).toEqual(
        expect.arrayContaining([
          'uuid',
          'title',
          'description',
          'author',
          'datetime',
          'switch',
          'percentage',
        ]),
      );
    }
  });

  it('API-03 getList filters: title, username substring, account, role', async () => {
    const titled = await get(`/table/getList${q({ title: '积木' })}`);
    expect(titled.body.data.total).toBeGreaterThan(0);
    for (const row of titled.body.data.list) expect(row.title).toContain('积木');
    const users = await get(`/userManagement/getList${q({ username: 'DMI' })}`);
    expect(users.body.data.list.map((u: { username: string }) => u.username)).toEqual(['admin']);
    expect(users.body.data.list[0].password).toBeUndefined();
    const logs = await get(`/systemLog/getList${q({ account: 'editor' })}`);
    expect(logs.body.data.total).toBeGreaterThan(0);
    for (const row of logs.body.data.list) expect(row.account).toBe('editor');
    const roles = await get(`/roleManagement/getList${q({ role: 'Edit' })}`);
    expect(roles.body.data.list.map((r: { role: string }) => r.role)).toEqual(['Editor']);
    const byRole = await get(`/userManagement/getList${q({ role: 'Admin', pageSize: 100 })}`);
    for (const user of byRole.body.data.list) expect(user.roles).toContain('Admin');
  });

  it('API-03 K-02 every list endpoint of the table answers data.list and data.total', async () => {
    const expectations: [string, (data: { list: any[]; total: number }) => void][] = [
      [
        '/notice/getList',
        (d) => expect(new Set(d.list.map((n) => n.type))).toEqual(new Set(['notice', 'email'])),
      ],
      [
        '/search/getList',
        (d) => expect(d.list[0]).toMatchObject({ url: expect.any(String), value: expect.any(String) }),
      ],
      [
        '/router/getList',
        (d) => expect(d.list.map((r) => r.path)).toEqual(['/vab', '/other', '/mall', '/setting', '/error']),
      ],
      ['/getRouterList', (d) => expect(d.list[0].children.length).toBeGreaterThan(0)],
      ['/menu', (d) => expect(d.list[1].component ?? d.list[1].children).toBeDefined()],
      [
        '/area/getList',
        (d) => expect(d.list.find((a) => a.code === '330000').children.length).toBeGreaterThan(0),
      ],
      [
        '/goods/getList',
        (d) =>
          expect(d.list[0]).toMatchObject({
            title: expect.any(String),
            price: expect.any(Number),
            label: expect.any(Array),
          }),
      ],
      [
        '/workflow/getList',
        (d) =>
          expect(d.list[0].nodes.map((n: { type: string }) => n.type)).toEqual([
            'start',
            'rect',
            'user',
            'push',
            'download',
            'end',
          ]),
      ],
      ['/menuManagement/getList', (d) => expect(d.list.some((m) => Array.isArray(m.children))).toBe(true)],
      ['/remixIcon/getList', (d) => expect(d.list).toHaveLength(72)],
      ['/systemLog/getList', (d) => expect(d.total).toBe(50)],
      [
        '/departmentManagement/getList',
        (d) => expect(d.list[0].children[0]).toMatchObject({ parentName: d.list[0].name }),
      ],
      ['/org/getAll', (d) => expect(d.list[0].children.length).toBeGreaterThan(0)],
      ['/description/getList', (d) => expect(d.total).toBeGreaterThan(0)],
      [
        '/roleManagement/getList',
        (d) => expect(d.list[0]).toMatchObject({ role: 'Admin', btnRolesCheckedList: expect.any(Array) }),
      ],
      ['/project/getList', (d) => expect(d.total).toBeGreaterThan(0)],
      ['/api/getList', (d) => expect(d.total).toBeGreaterThan(0)],
      ['/board/getList', (d) => expect(d.total).toBeGreaterThan(0)],
      ['/task/getList', (d) => expect(d.total).toBeGreaterThan(0)],
      ['/defect/getList', (d) => expect(d.total).toBeGreaterThan(0)],
      ['/dataSource/getList', (d) => expect(d.total).toBeGreaterThan(0)],
      ['/document/getList', (d) => expect(d.total).toBeGreaterThan(0)],
      ['/codeTemplate/getList', (d) => expect(d.total).toBeGreaterThan(0)],
      ['/material/getList', (d) => expect(d.total).toBeGreaterThan(0)],
    ];
    for (const [path, check] of expectations) {
      const answer = await get(path);
      expect(answer.body.code, path).toBe(200);
      expect(Array.isArray(answer.body.data.list), path).toBe(true);
      expect(typeof answer.body.data.total, path).toBe('number');
      check(answer.body.data);
    }
  });

  it('API-03 API-04 doEdit creates without id, updates with one; doDelete takes one id or many; code 200 with a message', async () => {
    const created = await post('/table/doEdit', { title: '新文章', status: 'draft', pageViews: 300 });
    expect(created.body).toMatchObject({ code: 200, msg: '模拟保存成功', data: { title: '新文章' } });
    const id = created.body.data.id;
    expect(typeof created.body.data.uuid).toBe('string');
    const updated = await post('/table/doEdit', { id, title: '改过的文章' });
    expect(updated.body.data).toMatchObject({ id, title: '改过的文章', status: 'draft' });
    const second = await post('/table/doEdit', { title: '另一篇' });
    const removed = await post('/table/doDelete', { ids: [id, second.body.data.id] });
    expect(removed.body).toMatchObject({ code: 200, msg: '模拟删除成功', data: { total: 2 } });
    const one = await post('/goods/doDelete', { ids: '12' });
    expect(one.body.data.ids).toEqual([12]);
    expect((await get(`/table/getList${q({ title: '改过的文章' })}`)).body.data.total).toBe(0);
  });

  it('API-03 departments and menus keep their tree: parentName derived, a delete takes the subtree', async () => {
    const parent = await post('/departmentManagement/doEdit', { name: '新事业部', parentId: 1, order: 9 });
    expect(parent.body.data.parentName).toBe('积木科技');
    const child = await post('/departmentManagement/doEdit', {
      name: '新小组',
      parentId: parent.body.data.id,
      order: 1,
    });
    expect(child.body.data.parentName).toBe('新事业部');
    await post('/departmentManagement/doDelete', { ids: [parent.body.data.id] });
    const all = await get(`/departmentManagement/getList${q({ name: '新' })}`);
    expect(all.body.data.total).toBe(0);
    expect((await post('/departmentManagement/doEdit', { name: 'x', parentId: 999 })).status).toBe(404);
  });

  it('API-03 user management hashes passwords and never sends them', async () => {
    const created = await post('/userManagement/doEdit', {
      username: 'auditor',
      password: 'auditor1',
      roles: ['Test'],
    });
    expect(created.body.data.password).toBeUndefined();
    expect(await mock.login('auditor', 'auditor1')).toMatch(/^test-token-/);
    const raw = await import('node:fs').then((fs) => fs.readFileSync(`${mock.dataDir}/db.json`, 'utf8'));
    expect(raw).not.toContain('auditor1');
    expect(raw).toMatch(/"password":"scrypt\$/);
  });

  it('API-03 workflow doEdit saves a graph', async () => {
    const graph = await get('/workflow/getList');
    const flow = graph.body.data.list[0];
    const saved = await post('/workflow/doEdit', { ...flow, name: '报销审批流程' });
    expect(saved.body.data).toMatchObject({ id: flow.id, name: '报销审批流程' });
    expect(
      saved.body.data.edges.filter((e: { text?: string }) => e.text).map((e: { text: string }) => e.text),
    ).toEqual(['Y', 'N']);
  });
});

describe('mock server: v1 user calls', () => {
  it('API-03 list, single user, update, department change, unique-field check and delete work over the same users', async () => {
    const list = await get(`/v1/users/list${q({ pageNo: 1, pageSize: 5 })}`);
    expect(list.body.data.list).toHaveLength(5);
    expect(list.body.data.total).toBeGreaterThanOrEqual(20);
    const single = await get(`/v1/users${q({ username: 'editor' })}`);
    expect(single.body.data).toMatchObject({ username: 'editor', roles: ['Editor'] });
    expect(single.body.data.password).toBeUndefined();
    const id = single.body.data.id;
    const updated = await mock.call('PUT', '/v1/users', { token: admin, body: { id, phone: '13900000000' } });
    expect(updated.body.data.phone).toBe('13900000000');
    expect((await get(`/userManagement/getList${q({ username: 'editor' })}`)).body.data.list[0].phone).toBe(
      '13900000000',
    );
    const moved = await mock.call('PUT', '/v1/users/department', {
      token: admin,
      body: { ids: [id], departmentId: 3 },
    });
    expect(moved.body.data.list[0].departmentId).toBe(3);
    const exists = await get(
      `/v1/users/exists_user_unique_fields${q({ username: 'editor', email: 'nobody@x.y' })}`,
    );
    expect(exists.body.data).toEqual({ username: true, email: false });
    const victim = await post('/userManagement/doEdit', { username: 'leaving', password: 'leaving1' });
    const deleted = await mock.call('DELETE', `/v1/users${q({ ids: victim.body.data.id })}`, {
      token: admin,
    });
    expect(deleted.body.data.total).toBe(1);
    expect((await get(`/v1/users${q({ id: victim.body.data.id })}`)).status).toBe(404);
  });

  it('API-03 register, login, password change and user info through v1', async () => {
    const registered = await mock.call('POST', '/v1/users', {
      body: { username: 'v1user', password: 'first-pass' },
    });
    expect(registered.body.msg).toBe('模拟注册成功');
    const login = await mock.call('POST', '/v1/users/login', {
      body: { username: 'v1user', password: 'first-pass' },
    });
    const token = login.body.data.token;
    const wrongOld = await mock.call('PUT', '/v1/users/password', {
      token,
      body: { oldPassword: 'nope-nope', newPassword: 'second-pass' },
    });
    expect(wrongOld.status).toBe(400);
    const changed = await mock.call('PUT', '/v1/users/password', {
      token,
      body: { oldPassword: 'first-pass', newPassword: 'second-pass' },
    });
    expect(changed.body.code).toBe(200);
    expect(await mock.login('v1user', 'second-pass')).toMatch(/^test-token-/);
    expect((await mock.call('GET', '/v1/users/user_info', { token })).body.data.username).toBe('v1user');
  });
});

describe('mock server: bad input', () => {
  it('API-03 malformed JSON is 400 in the envelope', async () => {
    const answer = await mock.call('POST', '/table/doEdit', {
      token: admin,
      raw: '{"title": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 400, data: null });
  });

  it('API-03 a body over 1 MB is 413, declared or streamed', async () => {
    const big = JSON.stringify({ title: 'x'.repeat(1024 * 1024 + 10) });
    const declared = await mock.call('POST', '/table/doEdit', {
      token: admin,
      raw: big,
      headers: { 'content-type': 'application/json' },
    });
    expect(declared.status).toBe(413);
    expect(declared.body.code).toBe(413);
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(64 * 1024)));
        controller.close();
      },
    });
    const response = await fetch(`${mock.url}/table/doEdit`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect((await response.json()).code).toBe(413);
  });

  it('API-03 unknown ids are 404; wrong types are 400 naming the field; nothing is half-done', async () => {
    const unknownEdit = await post('/table/doEdit', { id: 99999, title: 'x' });
    expect(unknownEdit.status).toBe(404);
    const unknownDelete = await post('/table/doDelete', { ids: [1, 99999] });
    expect(unknownDelete.status).toBe(404);
    expect(unknownDelete.body.msg).toContain('99999');
    expect(
      (await get(`/table/getList${q({ pageSize: 100 })}`)).body.data.list.some(
        (row: { id: number }) => row.id === 1,
      ),
    ).toBe(true);
    const wrongType = await post('/table/doEdit', { title: 'x', pageViews: 'lots' });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.msg).toContain('pageViews');
    expect((await post('/table/doEdit', [1, 2])).status).toBe(400);
    expect((await post('/table/doDelete', {})).status).toBe(400);
    const badPage = await get(`/table/getList${q({ pageSize: 'ten' })}`);
    expect(badPage.status).toBe(400);
    expect(badPage.body.msg).toContain('pageSize');
  });

  it('API-03 REST calls of json-server answer errors in the envelope, never HTML or a stack', async () => {
    const missing = await get('/table/999999');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 404 });
    const wrong = await mock.call('PATCH', '/table/1', { token: admin, body: { rate: 'five' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toContain('rate');
    for (const path of ['/db', '/users', '/sessions', '/no/such/thing']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get('content-type'), path).toContain('application/json');
      expect(answer.text, path).not.toMatch(/<html|at .*\.js:\d+/);
    }
    expect((await get('/table/getList')).status).toBe(200);
  });
});
