import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_DEPTH } from '../../server/http/parseBody';
import { dataOf, type SecurityServer, startSecurityServer } from './securityServer';

// Hostile input is refused, never fatal — and the server keeps answering everyone after it.
let api: SecurityServer;
let admin = '';

beforeAll(async () => {
  api = await startSecurityServer();
  admin = await api.login('admin');
});
afterAll(() => api.stop());

const nested = (depth: number) => `${'{"a":'.repeat(depth - 1)}{"title":"x"}${'}'.repeat(depth - 1)}`;

/** A write and a login still work: the server was not left broken. */
async function stillServing() {
  const saved = await api.call('POST', '/table/doEdit', { token: admin, body: { title: 'after' } });
  expect(saved.status).toBe(200);
  expect(await api.login('editor')).toMatch(/^editor-token-/);
}

describe('#10.4 hostile input is refused, never fatal', () => {
  it('#10.4 a 40 KB body nested 20,000 deep answers 400 before the store sees it; writes and logins go on', async () => {
    const raw = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    expect(raw.length).toBe(40_000);
    for (const path of ['/table/doEdit', '/table', '/v1/users', '/login']) {
      const answer = await api.call('POST', path, {
        token: admin,
        raw,
        headers: { 'content-type': 'application/json' },
      });
      expect(answer.status, path).toBe(400);
      expect(answer.body?.msg).toBe('请求体嵌套过深');
    }
    const objects = await api.call('POST', '/table/doEdit', {
      token: admin,
      raw: nested(20_000),
      headers: { 'content-type': 'application/json' },
    });
    expect(objects.status).toBe(400);
    await stillServing();
  });

  it(`#10.4 the depth limit is ${MAX_BODY_DEPTH}: that deep is accepted, one more is 400; form bodies are bounded too`, async () => {
    const headers = { 'content-type': 'application/json' };
    // An API's example body is free-form JSON: the one kind of field a body may nest in.
    const atLimit = await api.call('PATCH', '/apis/1', {
      token: admin,
      raw: `{"body":${nested(MAX_BODY_DEPTH - 1)}}`,
      headers,
    });
    expect(atLimit.status).toBe(200);
    const over = await api.call('PATCH', '/apis/1', {
      token: admin,
      raw: `{"body":${nested(MAX_BODY_DEPTH)}}`,
      headers,
    });
    expect(over.body?.msg).toBe('请求体嵌套过深');
    expect(over.body?.data).toEqual({ fieldErrors: { body: '请求体嵌套过深' } });
    const record = await api.call('POST', '/table/doEdit', {
      token: admin,
      raw: nested(MAX_BODY_DEPTH + 1),
      headers,
    });
    expect(record.body?.msg).toBe('请求体嵌套过深');
    const form = await api.call('POST', '/table/doEdit', {
      token: admin,
      raw: `${'a'}${'[b]'.repeat(5000)}=1`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBeLessThan(500);
    await stillServing();
  });

  it('#10.4 malformed, oversized and odd bodies are 4xx in the envelope', async () => {
    const json = { 'content-type': 'application/json' };
    expect(
      (await api.call('POST', '/table/doEdit', { token: admin, raw: '{"title":', headers: json })).status,
    ).toBe(400);
    const big = await api.call('POST', '/table/doEdit', {
      token: admin,
      raw: `{"title":"${'x'.repeat(1_100_000)}"}`,
      headers: json,
    });
    expect(big.status).toBe(413);
    expect(
      (await api.call('POST', '/table/doEdit', { token: admin, raw: '"just a string"', headers: json }))
        .status,
    ).toBe(400);
    expect(
      (await api.call('POST', '/table/doEdit', { token: admin, raw: '[1,2]', headers: json })).status,
    ).toBe(400);
    expect((await api.call('GET', '/table/%E0%A4%A', { token: admin })).status).toBe(400);
    await stillServing();
  });

  it('#10.4 description_like=^(.|.)*Ω$ cannot block the server: refused at once, other requests keep flowing', async () => {
    const started = Date.now();
    const hostile = api.call('GET', `/descriptions?description_like=${encodeURIComponent('^(.|.)*Ω$')}`, {
      token: admin,
    });
    const other = api.call('GET', '/table/getList', { token: admin });
    const [answer, meanwhile] = await Promise.all([hostile, other]);
    expect(answer.status).toBe(400);
    expect(meanwhile.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(5000);
    for (const pattern of ['(a+)+$', 'a{1,99999}', '[a-z]*x', 'a|b', '(', '[', '\\', '\\d+', '*']) {
      const refused = await api.call('GET', `/table?title_like=${encodeURIComponent(pattern)}`, {
        token: admin,
      });
      expect(refused.status, pattern).toBe(400);
    }
    const long = await api.call('GET', `/table?title_like=${'a'.repeat(201)}`, { token: admin });
    expect(long.status).toBe(400);
  });

  it('#10.4 plain, escaped and anchored _like text still filters (the runtime sends escaped text)', async () => {
    const made = await api.call('POST', '/table', { token: admin, body: { title: 'a.b (c) [d]+' } });
    expect(made.status).toBe(201);
    for (const pattern of ['a\\.b \\(c\\) \\[d\\]\\+', '^a\\.b', '\\+$', 'a.b', 'A.B']) {
      const found = await api.call('GET', `/table?title_like=${encodeURIComponent(pattern)}`, {
        token: admin,
      });
      expect(found.status, pattern).toBe(200);
      expect(
        (found.body as unknown as { title: string }[]).some((row) => row.title === 'a.b (c) [d]+'),
        pattern,
      ).toBe(true);
    }
  });

  it('#10.4 a menu or department cannot be its own parent or form a cycle (envelope and REST)', async () => {
    const child = dataOf<{ id: number }>(
      await api.call('POST', '/menuManagement/doEdit', {
        token: admin,
        body: { label: 'child', parentId: 1 },
      }),
    );
    const cases: [string, string, unknown][] = [
      ['POST', '/menuManagement/doEdit', { id: 1, parentId: 1 }],
      ['POST', '/menuManagement/doEdit', { id: 1, parentId: child.id }],
      ['PATCH', '/menus/1', { parentId: 1 }],
      ['PATCH', `/menus/1`, { parentId: child.id }],
      ['PUT', '/departments/2', { name: 'loop', parentId: 2 }],
    ];
    const department = dataOf<{ id: number }>(
      await api.call('POST', '/departmentManagement/doEdit', {
        token: admin,
        body: { name: 'sub', parentId: 2 },
      }),
    );
    cases.push(['POST', '/departmentManagement/doEdit', { id: 2, parentId: department.id }]);
    cases.push(['PATCH', '/departments/2', { parentId: department.id }]);
    for (const [method, path, body] of cases) {
      const answer = await api.call(method, path, { token: admin, body });
      expect(answer.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
    }
    const tree = await api.call('GET', '/menuManagement/getList', { token: admin });
    const ids: number[] = [];
    const walk = (nodes: { id: number; children?: unknown[] }[]) => {
      for (const node of nodes) {
        ids.push(node.id);
        walk((node.children ?? []) as { id: number; children?: unknown[] }[]);
      }
    };
    walk(dataOf<{ list: { id: number }[] }>(tree).list);
    expect(ids).toContain(1);
    expect(ids).toContain(child.id);
  });
});
