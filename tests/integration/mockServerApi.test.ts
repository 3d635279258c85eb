import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MockHarness, startMock } from './mockHarness';

let mock: MockHarness;
let admin = '';

beforeAll(async () => {
  mock = await startMock();
  admin = await mock.login('admin');
});
afterAll(() => mock.stop());

const get = (path: string, token = admin) => mock.call('GET', path, { token });
const post = (path: string, body: unknown, token = admin) => mock.call('POST', path, { token, body });

describe('mock server: session calls', () => {
  it('API-02 API-03 GET /publicKey answers a PEM public key and the mockServer flag, without a token', async () => {
    const answer = await mock.call('GET', '/publicKey');
    expect(answer.body).toMatchObject({ code: 200, msg: 'success', data: { mockServer: true } });
    expect(answer.body.data.publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----/);
  });

  it('API-04 API-05 POST /login checks the password and answers a role-token-random-timestamp token', async () => {
    const before = Date.now();
    const answer = await mock.call('POST', '/login', {
      body: { username: 'editor', password: 'jimu123456' },
    });
    expect(answer.body.code).toBe(200);
    const token: string = answer.body.data.token;
    expect(token).toMatch(/^editor-token-[0-9a-f]+-\d+$/);
    const stamp = Number(token.split('-').pop());
    expect(stamp).toBeGreaterThanOrEqual(before);
    expect(stamp).toBeLessThanOrEqual(Date.now());
  });

  it("ER-04 API-04 a wrong password or unknown account is 500 '帐户或密码不正确'; a missing field is 400 naming it", async () => {
    for (const body of [
      { username: 'admin', password: 'wrong-password' },
      { username: 'nobody', password: 'jimu123456' },
    ]) {
      const answer = await mock.call('POST', '/login', { body });
      expect(answer.status).toBe(500);
      expect(answer.body).toEqual({ code: 500, msg: '帐户或密码不正确', data: null });
    }
    const missing = await mock.call('POST', '/login', { body: { username: 'admin' } });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toContain('password');
  });

  it('API-04 POST /socialLogin needs a code and then signs in the read-only account', async () => {
    expect((await mock.call('POST', '/socialLogin', { body: {} })).body).toMatchObject({ code: 400 });
    const answer = await mock.call('POST', '/socialLogin', { body: { code: 'gh-123' } });
    expect(answer.body.data.token).toMatch(/^test-token-/);
    const github = await mock.call('POST', '/v1/users/github/login', { body: { code: 'gh-456' } });
    expect(github.body.data.token).toMatch(/^test-token-/);
  });

  it("ER-04 API-03 POST /register creates a read-only user, answers '模拟注册成功' and a working token", async () => {
    const asking = await mock.call('POST', '/register', {
      body: { username: 'newcomer', password: 'secret12', roles: ['Admin'] },
    });
    expect(asking.body).toMatchObject({ code: 400, data: { fieldErrors: { roles: expect.any(String) } } });
    const answer = await mock.call('POST', '/register', {
      body: { username: 'newcomer', password: 'secret12' },
    });
    expect(answer.body).toMatchObject({ code: 200, msg: '模拟注册成功' });
    const info = await get('/user_info', answer.body.data.token);
    expect(info.body.data).toMatchObject({
      username: 'newcomer',
      roles: ['Test'],
      permissions: ['read:system'],
    });
    expect(
      (await mock.call('POST', '/register', { body: { username: 'newcomer', password: 'secret12' } })).status,
    ).toBe(409);
    expect(await mock.login('newcomer', 'secret12')).toMatch(/^test-token-/);
  });

  it('API-03 GET /user_info and /userInfo answer username, avatar, roles and permissions', async () => {
    for (const path of ['/user_info', '/userInfo', '/userInfo?t=1', '/v1/users/user_info']) {
      const answer = await get(path);
      expect(answer.body.data).toMatchObject({
        username: 'admin',
        roles: ['Admin'],
        permissions: expect.arrayContaining(['read:system', 'write:system', 'delete:system', 'write:roles']),
      });
      expect(typeof answer.body.data.avatar).toBe('string');
      expect(answer.body.data.password).toBeUndefined();
    }
  });

  it("ER-04 without 'Bearer' the answer is 401 '令牌无效'; an empty token is 500 '未成功获取Token'; a made-up one 401", async () => {
    const none = await mock.call('GET', '/user_info');
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ code: 401, msg: '令牌无效', data: null });
    const notBearer = await mock.call('GET', '/user_info', { headers: { authorization: admin } });
    expect(notBearer.body.msg).toBe('令牌无效');
    const empty = await mock.call('GET', '/user_info', { headers: { authorization: 'Bearer ' } });
    expect(empty.body).toEqual({ code: 500, msg: '未成功获取Token', data: null });
    const forged = await get('/user_info', `admin-token-abc-${Date.now()}`);
    expect(forged.status).toBe(401);
  });

  it('API-03 GET /logout revokes the token on the server', async () => {
    const token = await mock.login('editor');
    expect((await get('/logout', token)).body).toMatchObject({ code: 200 });
    expect((await get('/user_info', token)).status).toBe(401);
    const v1 = await mock.login('editor');
    expect((await mock.call('POST', '/v1/users/logout', { token: v1 })).body.code).toBe(200);
    expect((await get('/user_info', v1)).status).toBe(401);
  });

  it('API-05 ER-04 GET /expireToken answers 200 for a fresh token and 402 once it is older than 5000 ms', async () => {
    let now = Date.now();
    const timed = await startMock({ clock: () => now });
    try {
      const token = await timed.login('test');
      const ask = () => timed.call('GET', '/expireToken', { token });
      expect((await ask()).body.code).toBe(200);
      now += 5000;
      expect((await ask()).body).toMatchObject({ code: 200, data: { expiresIn: 0 } });
      now += 1;
      const expired = await ask();
      expect(expired.status).toBe(402);
      expect(expired.body.code).toBe(402);
    } finally {
      await timed.stop();
    }
  });

  it('API-05 GET /refreshToken issues a new token and retires the old one', async () => {
    const old = await mock.login('editor');
    const answer = await get('/refreshToken', old);
    const fresh: string = answer.body.data.token;
    expect(fresh).toMatch(/^editor-token-/);
    expect(fresh).not.toBe(old);
    expect((await get('/user_info', old)).status).toBe(401);
    expect((await get('/user_info', fresh)).body.data.username).toBe('editor');
    const v1 = await mock.call('POST', '/v1/users/refreshToken', { token: fresh });
    expect(v1.body.data.token).toMatch(/^editor-token-/);
  });

  it('API-03 POST /user/edit changes only the caller’s own profile fields', async () => {
    const token = await mock.login('editor');
    const asking = await post('/user/edit', { email: 'editor@example.com', roles: ['Admin'] }, token);
    expect(asking.body).toMatchObject({ code: 400, data: { fieldErrors: { roles: expect.any(String) } } });
    const answer = await post('/user/edit', { email: 'editor@example.com' }, token);
    expect(answer.body.data).toMatchObject({
      username: 'editor',
      email: 'editor@example.com',
      roles: ['Editor'],
    });
  });
});

describe('mock server: token lifetime', () => {
  it('API-05 a token past its configured lifetime gets 402 and can still be refreshed', async () => {
    let now = Date.now();
    const short = await startMock({ tokenLifetimeMs: 200, clock: () => now });
    try {
      const token = await short.login('admin');
      expect((await short.call('GET', '/table/getList', { token })).status).toBe(200);
      now += 300;
      expect((await short.call('GET', '/table/getList', { token })).status).toBe(402);
      const refreshed = await short.call('GET', '/refreshToken', { token });
      expect((await short.call('GET', '/table/getList', { token: refreshed.body.data.token })).status).toBe(
        200,
      );
    } finally {
      await short.stop();
    }
  });

  // That 0 answers at once (no timer at all) is held by server/http/mockDelay.test.ts: a time
  // measured here would be the machine's load, not the server's.
  it('API-04 the mock delay holds answers back by the configured range', async () => {
    const slow = await startMock({ delay: [60, 80] });
    try {
      const started = performance.now();
      await slow.call('GET', '/publicKey');
      expect(performance.now() - started).toBeGreaterThanOrEqual(55);
    } finally {
      await slow.stop();
    }
  });
});
