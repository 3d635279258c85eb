import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ResourceApi } from '../../../schemas/types.gen';
import { runtimeTranslators } from '../../i18n/testTranslators';
import type { Translate } from '../../lib/language';
import { createFetchRequest } from '../createFetchRequest';
import { fakeFetch } from '../fakeFetch';
import { toHttpClient } from '../HttpClient';
import { createDataProvider } from './createDataProvider';
import { createMappedDataProvider } from './createMappedDataProvider';

let en: Translate;
beforeAll(async () => {
  ({ en } = await runtimeTranslators());
});

function setup(kind: 'envelope' | 'rest', api: ResourceApi) {
  const server = fakeFetch();
  const report = vi.fn();
  const http = toHttpClient(createFetchRequest({ baseURL: 'http://api.test', fetch: server.fetch }), report);
  const base = createDataProvider(kind, http);
  const provider = createMappedDataProvider(http, {
    kind,
    api,
    base,
    where: 'pages/articles.yaml',
    t: (key, values) => en(key, values),
  });
  return { server, report, provider };
}
const bodyOf = (call: { body?: string }) => JSON.parse(call.body ?? 'null');

// The admin-template back end of #13: POST lists with totalCount beside data, deletes with { ids: "1,2" }.
const adminStyle: ResourceApi = {
  list: {
    method: 'POST',
    url: '/{resource}/list',
    page: 'current',
    pageSize: 'size',
    sortField: 'orderBy',
    sortOrder: 'orderType',
    rows: 'data',
    total: 'totalCount',
    search: { title: { operator: 'like', param: 'titleLike' } },
    sort: { field: 'id', order: 'desc' },
  },
  create: { method: 'POST', url: '/{resource}/add', id: 'data.id' },
  update: { method: 'POST', url: '/{resource}/update' },
  delete: { method: 'POST', url: '/{resource}/delete', payload: 'csv', field: 'ids' },
};

describe('createMappedDataProvider', () => {
  it('#13.2 a POST list: parameter names, search operators and the default sort in the body; total beside data', async () => {
    const { server, provider } = setup('envelope', adminStyle);
    server.on('POST', '/articles/list', () => ({ body: { code: 0, data: [{ id: 3 }], totalCount: 41 } }));
    const page = await provider.getList('articles', {
      page: 2,
      pageSize: 10,
      filter: { title: 'vue', status: 1 },
    });
    expect(page).toEqual({ list: [{ id: 3 }], total: 41 });
    expect(bodyOf(server.calls[0])).toEqual({
      titleLike: 'vue',
      status: 1,
      current: 2,
      size: 10,
      orderBy: 'id',
      orderType: 'desc',
    });
    await provider.getList('articles', { page: 1, pageSize: 10, sort: { field: 'title', order: 'asc' } });
    expect(bodyOf(server.calls[1])).toMatchObject({ orderBy: 'title', orderType: 'asc' });
  });

  it('#13.2 create reads the new id, update posts the id, delete one and many send "1,2"', async () => {
    const { server, provider } = setup('envelope', adminStyle);
    server.on('POST', '/articles/add', () => ({ body: { code: 0, data: { id: 9 } } }));
    server.on('POST', '/articles/update', () => ({ body: { code: 0, data: null } }));
    server.on('POST', '/articles/delete', () => ({ body: { code: 0, data: null } }));
    await expect(provider.create('articles', { title: 't', id: '' })).resolves.toEqual({ id: 9 });
    await provider.update('articles', 9, { title: 'u' });
    await provider.delete('articles', 9);
    await provider.deleteMany('articles', [1, 2]);
    expect(server.calls.map(bodyOf)).toEqual([
      { title: 't' },
      { title: 'u', id: 9 },
      { ids: '9' },
      { ids: '1,2' },
    ]);
  });

  it('#13.2 calls the api leaves out keep the built-in provider’s; rest search defaults stay escaped _like', async () => {
    const { server, provider } = setup('rest', {
      list: { total: 'header:X-Total-Count', sort: { field: 'id' } },
    });
    server.on('GET', '/table', () => ({ body: [{ id: 1 }], headers: { 'X-Total-Count': '7' } }));
    server.on('DELETE', '/table/1', () => ({ body: {} }));
    await expect(
      provider.getList('table', { page: 1, pageSize: 5, filter: { title: 'a.b' } }),
    ).resolves.toEqual({
      list: [{ id: 1 }],
      total: 7,
    });
    expect(Object.fromEntries(new URL(server.calls[0].url).searchParams)).toEqual({
      title_like: 'a\\.b',
      _page: '1',
      _limit: '5',
      _sort: 'id',
      _order: 'asc',
    });
    await provider.delete('table', 1);
    expect(server.calls[1].method).toBe('DELETE');
  });

  it('#13.6 #10.5 a list that is not an array, or a configured total that is missing, names the page and key', async () => {
    const { server, provider, report } = setup('envelope', adminStyle);
    server.on('POST', '/articles/list', () => ({ body: { code: 0, data: { rows: [] }, totalCount: 1 } }));
    await expect(provider.getList('articles', { page: 1, pageSize: 10 })).rejects.toThrow(
      'articles list answered without a list of rows at data (pages/articles.yaml: api.list.rows)',
    );
    expect(report).toHaveBeenCalledTimes(1);
    const other = setup('envelope', adminStyle);
    other.server.on('POST', '/articles/list', () => ({ body: { code: 0, data: [] } }));
    await expect(other.provider.getList('articles', { page: 1, pageSize: 10 })).rejects.toThrow(
      /pages\/articles\.yaml: api\.list\.total/,
    );
  });

  it('#13.2 one call per id when the delete url holds {id}', async () => {
    const { server, provider } = setup('envelope', {
      deleteMany: { method: 'DELETE', url: '/{resource}/{id}' },
    });
    server.on('DELETE', '/goods/1', () => ({ body: { code: 200, data: null } }));
    server.on('DELETE', '/goods/2', () => ({ body: { code: 200, data: null } }));
    await provider.deleteMany('goods', [1, 2]);
    expect(server.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['DELETE /goods/1', 'DELETE /goods/2']);
  });
});

// A PostgREST-style back end: Range paging with the total in Content-Range, filters as
// ?column=op.value, order=column.direction, and Prefer: return=representation on writes.
const postgrest: ResourceApi = {
  list: {
    headers: { Prefer: 'count=exact' },
    paging: 'range',
    sortField: 'order',
    sortValue: '{field}.{order}',
    filters: 'postgrest',
    total: 'header:Content-Range',
    sort: { field: 'id', order: 'desc' },
  },
  get: { url: '/{resource}?id=eq.{id}' },
  create: { headers: { Prefer: 'return=representation' }, record: 'data.0' },
  update: {
    method: 'PATCH',
    url: '/{resource}?id=eq.{id}',
    headers: { Prefer: 'return=representation' },
    record: 'data.0',
  },
  delete: { method: 'DELETE', url: '/{resource}?id=eq.{id}' },
};

describe('createMappedDataProvider against a PostgREST-style back end', () => {
  const query = (call: { url: string }) => Object.fromEntries(new URL(call.url).searchParams);

  it('#28.4 lists by a Range header, reads the total from Content-Range, filters as column=op.value', async () => {
    const { server, provider } = setup('rest', postgrest);
    server.on('GET', '/articles', () => ({
      status: 206,
      body: [{ id: 20 }],
      headers: { 'Content-Range': '10-19/30' },
    }));
    const page = await provider.getList('articles', {
      page: 2,
      pageSize: 10,
      filter: { title: '50%_off', status: 1, tags: ['a', 'b,c'] },
    });
    expect(page).toEqual({ list: [{ id: 20 }], total: 30 });
    const [call] = server.calls;
    expect(query(call)).toEqual({
      title: 'ilike.*50\\%\\_off*',
      status: 'eq.1',
      tags: 'in.(a,"b,c")',
      order: 'id.desc',
    });
    expect(call.headers).toMatchObject({ prefer: 'count=exact', range: '10-19', 'range-unit': 'items' });
  });

  it('#28.4 an empty page has no rows and a total of 0; a range without a count is a mapping error', async () => {
    const { server, provider } = setup('rest', postgrest);
    let range = '*/0';
    server.on('GET', '/articles', () => ({ body: [], headers: { 'Content-Range': range } }));
    await expect(provider.getList('articles', { page: 1, pageSize: 10 })).resolves.toEqual({
      list: [],
      total: 0,
    });
    range = '0-9/*';
    await expect(provider.getList('articles', { page: 1, pageSize: 10 })).rejects.toThrow(
      /header:Content-Range \(pages\/articles\.yaml: api\.list\.total\)/,
    );
  });

  it('#28.4 writes send Prefer: return=representation and read the record from the one-row array', async () => {
    const { server, provider } = setup('rest', postgrest);
    server.on('GET', '/articles', () => ({ body: [{ id: 3, title: 'old' }] }));
    server.on('POST', '/articles', (call) => ({
      status: 201,
      body: [{ id: 31, ...JSON.parse(call.body ?? '{}') }],
    }));
    server.on('PATCH', '/articles', (call) => ({ body: [{ id: 3, ...JSON.parse(call.body ?? '{}') }] }));
    server.on('DELETE', '/articles', () => ({ status: 204 }));
    await expect(provider.getOne('articles', 3)).resolves.toEqual({ id: 3, title: 'old' });
    await expect(provider.create('articles', { title: 'new' })).resolves.toEqual({ id: 31, title: 'new' });
    await expect(provider.update('articles', 3, { title: 'changed' })).resolves.toEqual({
      id: 3,
      title: 'changed',
    });
    await provider.deleteMany('articles', [3, 4]);
    expect(server.calls.map((c) => `${c.method} ${c.path} ${new URL(c.url).search}`)).toEqual([
      'GET /articles ?id=eq.3',
      'POST /articles ',
      'PATCH /articles ?id=eq.3',
      'DELETE /articles ?id=eq.3',
      'DELETE /articles ?id=eq.4',
    ]);
    expect(server.calls.slice(1, 3).map((c) => c.headers.prefer)).toEqual([
      'return=representation',
      'return=representation',
    ]);
  });
});
