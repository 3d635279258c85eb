import qs from 'qs';
import { beforeAll, describe, expect, it } from 'vitest';
import { runtimeTranslators } from '../../i18n/testTranslators';
import type { Translate } from '../../lib/language';
import { rejectionOf } from '../../lib/testRejections';
import { createFetchRequest } from '../createFetchRequest';
import { fakeFetch } from '../fakeFetch';
import { toHttpClient } from '../HttpClient';
import { HttpError } from '../HttpError';
import { createDataProvider } from './createDataProvider';

let zh: Translate;
beforeAll(async () => {
  ({ zh } = await runtimeTranslators());
});

function setup() {
  const server = fakeFetch();
  const http = toHttpClient(createFetchRequest({ baseURL: 'http://api.test', fetch: server.fetch }));
  return { server, provider: createDataProvider('envelope', http, { t: (key, values) => zh(key, values) }) };
}
const ok = (data: unknown) => ({ body: { code: 200, msg: 'success', data } });
const queryOf = (url: string) => qs.parse(new URL(url).search.slice(1));

describe('createEnvelopeDataProvider', () => {
  it('#12.9 getList carries the caller’s signal: a list request cancelled in flight rejects as aborted', async () => {
    const { server, provider } = setup();
    server.on('GET', '/table/getList', () => ({ ...ok({ list: [], total: 0 }), delayMs: 5000 }));
    const request = new AbortController();
    const pending = provider.getList('table', { page: 1, pageSize: 20, signal: request.signal });
    request.abort();
    await expect(pending).rejects.toMatchObject({ reason: 'aborted' });
  });

  it('API-03 getList sends pageNo, pageSize, non-empty filters and sortField/sortOrder; reads data {list,total}', async () => {
    const { server, provider } = setup();
    server.on('GET', '/table/getList', () => ok({ list: [{ id: 1 }], total: 41 }));
    const page = await provider.getList('table', {
      page: 3,
      pageSize: 20,
      sort: { field: 'pageViews', order: 'desc' },
      filter: { title: 'vue', author: '', status: undefined },
    });
    expect(page).toEqual({ list: [{ id: 1 }], total: 41 });
    expect(queryOf(server.calls[0].url)).toEqual({
      title: 'vue',
      pageNo: '3',
      pageSize: '20',
      sortField: 'pageViews',
      sortOrder: 'desc',
    });
    expect(server.unexpected).toEqual([]);
  });

  it('API-03 #10.5 an answer without data.list rejects with a mapping error naming the call and key', async () => {
    const { server, provider } = setup();
    server.on('GET', '/table/getList', () => ok({ rows: [] }));
    const error = await rejectionOf(provider.getList('table', { page: 1, pageSize: 20 }), HttpError);
    expect(error.message).toBe('table list 的回答在 data.list 处没有记录列表（api.list.rows）');
    expect(error.reason).toBe('mapping');
  });

  it('API-03 getOne keeps only the record whose id matches exactly; none is a 404', async () => {
    const { server, provider } = setup();
    server.on('GET', '/goods/getList', () => ok({ list: [{ id: 'a12' }, { id: 'a1' }], total: 2 }));
    await expect(provider.getOne('goods', 'a1')).resolves.toEqual({ id: 'a1' });
    expect(queryOf(server.calls[0].url)).toMatchObject({ id: 'a1' });
    await expect(provider.getOne('goods', 'zz')).rejects.toMatchObject({ status: 404 });
  });

  it('API-03 create posts doEdit without id, update with it; deletes post doDelete {ids}', async () => {
    const { server, provider } = setup();
    const bodies: unknown[] = [];
    server.on('POST', '/table/doEdit', (call) => {
      bodies.push(JSON.parse(call.body ?? '{}'));
      return ok({ id: 9, title: 'x' });
    });
    server.on('POST', '/table/doDelete', (call) => {
      bodies.push(JSON.parse(call.body ?? '{}'));
      return ok({ total: 1 });
    });
    await expect(provider.create('table', { id: '', title: 'x' })).resolves.toEqual({ id: 9, title: 'x' });
    await provider.update('table', 9, { title: 'y' });
    await provider.delete('table', 9);
    await provider.deleteMany('table', [1, 2]);
    await provider.deleteMany('table', []);
    expect(bodies).toEqual([{ title: 'x' }, { title: 'y', id: 9 }, { ids: [9] }, { ids: [1, 2] }]);
  });
});
