import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, type SecurityServer, startSecurityServer } from './securityServer';

// No way around the rules and no self-promotion, with the probe's own examples: each one, as it
// was sent, and that nothing changed.
let api: SecurityServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  api = await startSecurityServer();
  for (const account of ['test', 'editor', 'admin']) tokens[account] = await api.login(account);
});
afterAll(() => api.stop());

async function tableRow(id: number) {
  return (await api.call('GET', `/table/${id}`, { token: tokens.admin })).status;
}

async function rolesOf(username: string): Promise<string[]> {
  const answer = await api.call('GET', `/v1/users?username=${username}`, { token: tokens.admin });
  return dataOf<{ roles: string[] }>(answer).roles;
}

describe('#10.1 no way around the rules', () => {
  it('#10.1 editor: POST /table/DODELETE, /table/dodelete and /table/doDelete/ answer 403 and delete nothing', async () => {
    for (const [path, id] of [
      ['/table/DODELETE', 61],
      ['/table/dodelete', 62],
      ['/table/doDelete/', 63],
      ['/Table/doDelete', 64],
      ['//table//doDelete', 65],
      ['/table/doDelet%65', 66],
    ] as const) {
      const target = dataOf<{ id: number }>(
        await api.call('POST', '/table/doEdit', { token: tokens.admin, body: { title: `keep ${id}` } }),
      );
      const answer = await api.call('POST', path, { token: tokens.editor, body: { ids: [target.id] } });
      expect(answer.status, path).toBe(403);
      expect(await tableRow(target.id), path).toBe(200);
    }
  });

  it('#10.1 method overrides are refused: POST /table/61 with X-HTTP-Method-Override: DELETE deletes nothing', async () => {
    const target = dataOf<{ id: number }>(
      await api.call('POST', '/table/doEdit', { token: tokens.admin, body: { title: 'override' } }),
    );
    for (const header of ['X-HTTP-Method-Override', 'X-HTTP-Method', 'X-Method-Override']) {
      for (const token of [tokens.editor, tokens.admin]) {
        const answer = await api.call('POST', `/table/${target.id}`, {
          token,
          body: {},
          headers: { [header]: 'DELETE' },
        });
        expect(answer.status, header).toBe(400);
      }
    }
    const param = await api.call('POST', `/table/${target.id}?_method=DELETE`, {
      token: tokens.editor,
      body: {},
    });
    expect(param.status).toBe(400);
    expect(await tableRow(target.id)).toBe(200);
  });

  it('#10.1 the test account cannot write through any REST spelling', async () => {
    for (const [method, path] of [
      ['POST', '/TABLE'],
      ['PATCH', '/Table/1/'],
      ['PUT', '/GOODS/1'],
      ['DELETE', '/table/1/'],
      ['POST', '/table/doedit'],
    ] as const) {
      const answer = await api.call(method, path, { token: tokens.test, body: { title: 'x' } });
      expect(answer.status, `${method} ${path}`).toBe(403);
    }
    expect(await tableRow(1)).toBe(200);
  });
});

describe('#10.3 no self-promotion', () => {
  it('#10.3 editor cannot make itself (or anyone) Admin through userManagement/doEdit or PUT /v1/users', async () => {
    const editorId = 2;
    const viaEnvelope = await api.call('POST', '/userManagement/doEdit', {
      token: tokens.editor,
      body: { id: editorId, roles: ['Admin'] },
    });
    expect(viaEnvelope.status).toBe(403);
    const viaV1 = await api.call('PUT', '/v1/users', {
      token: tokens.editor,
      body: { id: editorId, roles: ['Editor', 'Admin'] },
    });
    expect(viaV1.status).toBe(403);
    const other = await api.call('PUT', '/V1/USERS/', {
      token: tokens.editor,
      body: { id: 3, roles: ['Admin'] },
    });
    expect(other.status).toBe(403);
    const created = await api.call('POST', '/userManagement/doEdit', {
      token: tokens.editor,
      body: { username: 'sidekick', password: 'secret12', roles: ['Admin'] },
    });
    expect(created.status).toBe(403);
    expect(await rolesOf('editor')).toEqual(['Editor']);
    expect(await rolesOf('test')).toEqual(['Test']);
    const info = await api.call('GET', '/user_info', { token: tokens.editor });
    expect(dataOf<{ permissions: string[] }>(info).permissions).not.toContain('delete:system');
  });

  it('#10.3 editor cannot take over an account by setting its password (doEdit or PUT /v1/users)', async () => {
    for (const [method, path] of [
      ['POST', '/userManagement/doEdit'],
      ['PUT', '/v1/users'],
    ] as const) {
      const answer = await api.call(method, path, {
        token: tokens.editor,
        body: { id: 1, password: 'taken-over-1' },
      });
      expect(answer.status, path).toBe(403);
    }
    const login = await api.call('POST', '/login', { body: { username: 'admin', password: 'taken-over-1' } });
    expect(login.status).toBe(500);
    expect(await api.login('admin')).toMatch(/^admin-token-/);
  });

  it('#10.3 editor may still edit a user without changing roles; Admin may change roles (write:roles)', async () => {
    const same = await api.call('POST', '/userManagement/doEdit', {
      token: tokens.editor,
      body: { id: 3, phone: '13700000000', roles: ['Test'] },
    });
    expect(same.status).toBe(200);
    const promoted = await api.call('PUT', '/v1/users', {
      token: tokens.admin,
      body: { id: 3, roles: ['Editor'] },
    });
    expect(promoted.status).toBe(200);
    expect(await rolesOf('test')).toEqual(['Editor']);
    expect(
      (await api.call('PUT', '/v1/users', { token: tokens.admin, body: { id: 3, roles: ['Test'] } })).status,
    ).toBe(200);
  });
});
