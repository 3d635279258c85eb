import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeKey, WRITE_METHODS } from '../../server/http/bodyCheck';
import { MAX_BODY_DEPTH } from '../../server/http/parseBody';
import { routeCases } from './routeTableMatrix';
import { dataOf, type SecurityServer, startSecurityServer } from './securityServer';

// Every write route checks its body before any handler or the store sees it: one rule per route,
// one refusal shape (400, data.fieldErrors naming each field at fault), nothing written.
let api: SecurityServer;
let admin = '';

beforeAll(async () => {
  api = await startSecurityServer();
  admin = await api.login('admin');
});
afterAll(() => api.stop());

/** The data set as stored, without the sessions the calls' sign-ins write. */
const stored = () => {
  const { sessions: _sessions, ...data } = JSON.parse(readFileSync(join(api.dataDir, 'db.json'), 'utf8'));
  return JSON.stringify(data);
};

const writeRoutes = () => api.server.routes().filter((entry) => WRITE_METHODS.has(entry.method));

/** One concrete path of each write route (`:resource` as `table`, ids as `1`). */
const writeCases = () =>
  routeCases(writeRoutes(), api.server.domains).filter(
    (routeCase) => routeCase.representative || routeCase.entry.path.startsWith('/:resource'),
  );

describe('request bodies are checked against one rule per route', () => {
  it('every write route with a handler has a rule, and every rule names a route the server serves', () => {
    const handlers = writeRoutes().filter((entry) => entry.source === 'handler');
    const recordRoutes = new Set(['POST /:resource/doEdit', 'PUT /v1/users']);
    const missing = handlers
      .map(routeKey)
      .filter((key) => !(key in api.server.bodies) && !recordRoutes.has(key));
    expect(missing).toEqual([]);
    const served = new Set(handlers.map(routeKey));
    expect(Object.keys(api.server.bodies).filter((key) => !served.has(key))).toEqual([]);
  });

  it('a body that is not an object (null, a string, a number, a list, true) is a 400 naming the body on every write route, and nothing is written', async () => {
    const before = stored();
    const refusedWrong: string[] = [];
    for (const routeCase of writeCases()) {
      if (api.server.bodies[routeKey(routeCase.entry)] === 'multipart') continue;
      for (const raw of ['null', '"x"', '7', '[{"id":1}]', 'true']) {
        const answer = await api.call(routeCase.method, routeCase.path, {
          token: admin,
          raw,
          headers: { 'content-type': 'application/json' },
        });
        const fieldErrors = (answer.body?.data as { fieldErrors?: Record<string, string> } | null)
          ?.fieldErrors;
        if (answer.status !== 400 || !fieldErrors?.$)
          refusedWrong.push(`${routeCase.method} ${routeCase.path} ${raw} → ${answer.status} ${answer.text}`);
      }
    }
    expect(refusedWrong).toEqual([]);
    expect(stored()).toBe(before);
  });

  it('unknown and mistyped fields are named, each one, in data.fieldErrors (envelope, REST, own calls)', async () => {
    const before = stored();
    const cases: [string, string, unknown, string[]][] = [
      ['POST', '/table/doEdit', { title: 'x', pageViews: 'many', isAdmin: true }, ['pageViews', 'isAdmin']],
      ['POST', '/table', { title: 1 }, ['title']],
      ['PATCH', '/table/1', { author: ['a'], extra: 1 }, ['author', 'extra']],
      ['PUT', '/table/1', { title: 'x', nested: { a: 1 } }, ['nested']],
      ['POST', '/user/edit', { email: 'a@b.c', roles: ['Admin'] }, ['roles']],
      ['POST', '/menuManagement/doEdit', { id: 1, name: 5 }, ['name']],
      ['POST', '/notice/read', {}, ['id']],
      ['POST', '/login', { username: 'admin', password: 1 }, ['password']],
    ];
    for (const [method, path, body, fields] of cases) {
      const answer = await api.call(method, path, { token: admin, body });
      expect(answer.status, `${method} ${path}`).toBe(400);
      const fieldErrors = dataOf<{ fieldErrors: Record<string, string> }>(answer).fieldErrors;
      expect(Object.keys(fieldErrors).sort(), `${method} ${path}`).toEqual([...fields].sort());
      expect(answer.body?.msg).toBe(Object.values(fieldErrors)[0]);
    }
    expect(stored()).toBe(before);
  });

  it(`a body nested deeper than ${MAX_BODY_DEPTH} names the field it is nested under`, async () => {
    const deep = `{"title":"x","layout":${'['.repeat(MAX_BODY_DEPTH + 1)}${']'.repeat(MAX_BODY_DEPTH + 1)}}`;
    const answer = await api.call('POST', '/table/doEdit', {
      token: admin,
      raw: deep,
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body?.data).toEqual({ fieldErrors: { layout: '请求体嵌套过深' } });
  });
});
