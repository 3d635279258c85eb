import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { ID, strict, TEXT } from './bodyRuleParts';
import type { BodyOf } from './bodySchema';
import { messages, send } from './envelope';
import { errorHandler } from './errorHandler';
import { express } from './jsonServerApi';
import { bodyRulesOf, mountRoutes } from './mountRoutes';
import { type RouteCall, route } from './route';
import { routesOfApp } from './routeTable';

const RENAME = strict({ id: ID, title: TEXT }, ['id']);

/** A context the handlers read, as an area's would be. */
interface Notes {
  titles: Map<string, string>;
}

/** A handler of its own, typed by the schema its route checks. */
function renameNote({ ctx, body, res }: RouteCall<Notes, BodyOf<typeof RENAME>>) {
  expectTypeOf(body).toEqualTypeOf<{ id: string | number; title?: string }>();
  ctx.titles.set(String(body.id), body.title ?? '');
  send(res, 200, messages.saved, body);
}

const TABLE = [
  route<Notes>({
    method: 'GET',
    path: '/notes/get',
    handler: ({ ctx, req, res }) =>
      send(res, 200, messages.success, ctx.titles.get(String(req.query.id)) ?? null),
  }),
  route({ method: 'POST', path: '/notes/rename', body: RENAME, handler: renameNote }),
  route<Notes>({
    method: 'POST',
    path: '/notes/import',
    body: 'record',
    handler: async ({ body, res }) => {
      expectTypeOf(body).toEqualTypeOf<Record<string, unknown>>();
      send(res, 200, messages.saved, Object.keys(body));
    },
  }),
];

const app = express();
app.use(express.json({ strict: false }));
const notes: Notes = { titles: new Map([['1', 'first']]) };
mountRoutes(app, TABLE, notes);
app.use(errorHandler(() => undefined));
let base = '';
let close: () => void = () => undefined;

beforeAll(async () => {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((done) => server.once('listening', done));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('not listening on a port');
  base = `http://127.0.0.1:${address.port}`;
  close = () => server.close();
});
afterAll(() => close());

const post = async (path: string, body: string) => {
  const answer = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  return { status: answer.status, body: await answer.json() };
};

describe('mountRoutes: a route table mounted in order, each body checked by its route', () => {
  it('hands the handler its context and the body the schema accepted', async () => {
    expect(await post('/notes/rename', '{"id":1,"title":"renamed"}')).toMatchObject({ status: 200 });
    expect(notes.titles.get('1')).toBe('renamed');
    const read = await fetch(`${base}/notes/get?id=1`).then((answer) => answer.json());
    expect(read.data).toBe('renamed');
  });

  it('refuses a body the schema does not accept with 400 naming every field at fault, before the handler', async () => {
    const answer = await post('/notes/rename', '{"title":5,"extra":true}');
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.data.fieldErrors).sort()).toEqual(['extra', 'id', 'title']);
    expect(answer.body.msg).toBe(Object.values(answer.body.data.fieldErrors)[0]);
    expect((await post('/notes/rename', 'null')).body.data.fieldErrors).toHaveProperty('$');
    expect(notes.titles.get('1')).toBe('renamed');
  });

  it('a record route takes any object (its collection decides the fields) and refuses anything else', async () => {
    expect((await post('/notes/import', '{"a":1}')).body.data).toEqual(['a']);
    expect((await post('/notes/import', '[1]')).status).toBe(400);
  });

  it('lists the routes that check their own body, and their rules by METHOD /path', () => {
    expect(routesOfApp(app, new Set())).toEqual([
      { method: 'GET', path: '/notes/get', source: 'handler' },
      { method: 'POST', path: '/notes/rename', source: 'handler', checksBody: true },
      { method: 'POST', path: '/notes/import', source: 'handler' },
    ]);
    expect(bodyRulesOf(TABLE)).toEqual({ 'POST /notes/rename': RENAME });
  });
});
