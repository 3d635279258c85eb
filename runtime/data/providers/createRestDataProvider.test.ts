import qs from 'qs';
import { describe, expect, it } from 'vitest';
import { createFetchRequest } from '../createFetchRequest';
import { fakeFetch } from '../fakeFetch';
import { toHttpClient } from '../HttpClient';
import { createDataProvider } from './createDataProvider';
import { restListQuery } from './createRestDataProvider';

function setup() {
  const server = fakeFetch();
  const http = toHttpClient(createFetchRequest({ baseURL: 'http://api.test', fetch: server.fetch }));
  return { server, provider: createDataProvider('rest', http) };
}

describe('createRestDataProvider', () => {
  it('API-03 lists with _page/_limit/_sort/_order and literal _like text; total from X-Total-Count', async () => {
    const { server, provider } = setup();
    server.on('GET', '/table', () => ({ body: [{ id: 1 }], headers: { 'X-Total-Count': '37' } }));
    const page = await provider.getList('table', {
      page: 2,
      pageSize: 10,
      sort: { field: 'id', order: 'desc' },
      filter: { title: 'a.b(', switch: true, author: '' },
    });
    expect(page).toEqual({ list: [{ id: 1 }], total: 37 });
    expect(qs.parse(new URL(server.calls[0].url).search.slice(1))).toEqual({
      title_like: 'a\\.b\\(',
      switch: 'true',
      _page: '2',
      _limit: '10',
      _sort: 'id',
      _order: 'desc',
    });
  });

  it('API-03 without X-Total-Count the total is the length of the answer', async () => {
    const { server, provider } = setup();
    server.on('GET', '/goods', () => ({ body: [{ id: 1 }, { id: 2 }] }));
    await expect(provider.getList('goods', { page: 1, pageSize: 20 })).resolves.toMatchObject({ total: 2 });
    expect(restListQuery({ page: 1, pageSize: 5 })).toEqual({ _page: 1, _limit: 5 });
  });

  it('API-03 getOne, create, update (PATCH) and deletes use /<resource>/<id>, escaped', async () => {
    const { server, provider } = setup();
    const seen: string[] = [];
    const record =
      (status = 200) =>
      (call: { method: string; path: string; body?: string }) => {
        seen.push(`${call.method} ${call.path} ${call.body ?? ''}`.trim());
        return { status, body: { id: 7 } };
      };
    server.on('GET', '/table/a%2Fb', record());
    server.on('POST', '/table', record(201));
    server.on('PATCH', '/table/7', record());
    server.on('DELETE', '/table/7', record());
    server.on('DELETE', '/table/8', record());
    await expect(provider.getOne('table', 'a/b')).resolves.toEqual({ id: 7 });
    await expect(provider.create('table', { title: 't' })).resolves.toEqual({ id: 7 });
    await provider.update('table', 7, { switch: false });
    await provider.deleteMany('table', [7, 8]);
    expect(seen).toEqual([
      'GET /table/a%2Fb',
      'POST /table {"title":"t"}',
      'PATCH /table/7 {"switch":false}',
      'DELETE /table/7',
      'DELETE /table/8',
    ]);
    expect(server.unexpected).toEqual([]);
  });
});
