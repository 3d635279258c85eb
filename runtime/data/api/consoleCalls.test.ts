import { beforeAll, describe, expect, it, vi } from 'vitest';
import { runtimeTranslators } from '../../i18n/testTranslators';
import type { Translate } from '../../lib/language';
import { createFetchRequest } from '../createFetchRequest';
import { fakeFetch } from '../fakeFetch';
import { toHttpClient } from '../HttpClient';
import { noticeCalls, readSource, searchCall, uploadCall } from './consoleCalls';
import type { ApiConfig } from './createSessionApi';

let en: Translate;
beforeAll(async () => {
  ({ en } = await runtimeTranslators());
});

function setup() {
  const server = fakeFetch();
  const report = vi.fn();
  const http = toHttpClient(
    createFetchRequest({ baseURL: 'http://api.test', fetch: server.fetch, getToken: () => 'tk' }),
    report,
  );
  const options = { t: (key: string, values?: Record<string, unknown>) => en(key, values) };
  return { server, report, http, options };
}
const query = (call: { url: string }) => Object.fromEntries(new URL(call.url).searchParams);
const bodyOf = (call: { body?: string }) => JSON.parse(call.body ?? 'null');

describe('the console calls of app.yaml api', () => {
  it('#28.3 without config the notices and search make the sample back end’s calls', async () => {
    const { server, http } = setup();
    server.on('GET', '/notice/inbox', () => ({ body: { code: 200, data: { list: [{ id: 1 }] } } }));
    server.on('POST', '/notice/read', () => ({ body: { code: 200, data: null } }));
    server.on('POST', '/notice/clear', () => ({ body: { code: 200, data: null } }));
    server.on('GET', '/search/getList', () => ({
      body: { code: 200, data: { list: [{ url: '#/a', value: 'A' }] } },
    }));
    const notices = noticeCalls(http, {});
    await expect(notices?.inbox()).resolves.toEqual([{ id: 1 }]);
    await notices?.read?.(1);
    await notices?.clear?.();
    await expect(searchCall(http, {})?.('用户')).resolves.toEqual([{ url: '#/a', value: 'A' }]);
    expect(server.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /notice/inbox',
      'POST /notice/read',
      'POST /notice/clear',
      'GET /search/getList',
    ]);
    expect(bodyOf(server.calls[1])).toEqual({ id: 1 });
    expect(query(server.calls[3])).toEqual({ value: '用户' });
  });

  it('#28.3 a back end without them turns them off: no calls exist to make', () => {
    const { http } = setup();
    const api: ApiConfig = { notices: false, search: false, upload: false };
    expect(noticeCalls(http, api)).toBeUndefined();
    expect(searchCall(http, api)).toBeUndefined();
    expect(uploadCall(http, api)).toBeUndefined();
    const partial = noticeCalls(http, { notices: { read: false, clear: false } });
    expect(partial?.read).toBeUndefined();
    expect(partial?.clear).toBeUndefined();
  });

  it('#28.3 configured calls: method, url, templates, headers and the list path', async () => {
    const { server, http } = setup();
    const api: ApiConfig = {
      notices: {
        inbox: { method: 'POST', url: '/message/list', body: { accessToken: '{token}' }, list: 'data' },
        read: { method: 'PUT', url: '/message/read', query: { messageId: '{id}' } },
        clear: false,
      },
      search: {
        method: 'POST',
        url: '/menu/search',
        body: { keyword: '{value}' },
        headers: { 'X-App': 'jimu' },
        list: 'rows',
      },
    };
    server.on('POST', '/message/list', () => ({ body: { code: 200, data: [{ id: 'm1' }] } }));
    server.on('PUT', '/message/read', () => ({ body: { code: 200 } }));
    server.on('POST', '/menu/search', () => ({ body: { rows: [] } }));
    const notices = noticeCalls(http, api);
    await expect(notices?.inbox()).resolves.toEqual([{ id: 'm1' }]);
    await notices?.read?.('m1');
    await searchCall(http, api)?.('x');
    expect(bodyOf(server.calls[0])).toEqual({ accessToken: 'tk' });
    expect(query(server.calls[1])).toEqual({ messageId: 'm1' });
    expect(bodyOf(server.calls[2])).toEqual({ keyword: 'x' });
    expect(server.calls[2].headers['x-app']).toBe('jimu');
  });

  it('#28.3 an inbox without a list at its path names the key, shown and logged', async () => {
    const { server, http, report, options } = setup();
    server.on('GET', '/notice/inbox', () => ({ body: { code: 200, data: { rows: [] } } }));
    await expect(noticeCalls(http, {}, options)?.inbox()).rejects.toThrow(
      'notices inbox answered without a list at data.list (app.yaml: api.notices.inbox.list)',
    );
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('#28.3 an upload sends the file in its configured field and reads the address where config says', async () => {
    const { server, http, report, options } = setup();
    server.on('POST', '/upload', () => ({ body: { code: 200, data: { url: '/files/a.png' } } }));
    server.on('POST', '/oss/put', () => ({ body: { code: 0, result: { location: 'https://cdn/a.png' } } }));
    server.on('POST', '/field/own', () => ({ body: { code: 200, data: '/files/b.png' } }));
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    await expect(uploadCall(http, {})?.(file)).resolves.toBe('/files/a.png');
    expect(server.calls[0].form?.get('file')).toBeInstanceOf(File);
    const api: ApiConfig = {
      upload: { url: '/oss/put', field: 'blob', body: { bucket: 'pics' }, fileUrl: 'result.location' },
    };
    await expect(uploadCall(http, api)?.(file)).resolves.toBe('https://cdn/a.png');
    expect([...(server.calls[1].form?.keys() ?? [])]).toEqual(['bucket', 'blob']);
    await expect(uploadCall(http, {}, { url: '/field/own' })?.(file)).resolves.toBe('/files/b.png');
    await expect(uploadCall(http, { upload: { fileUrl: 'data.path' } }, options)?.(file)).rejects.toThrow(
      /app\.yaml: api\.upload\.fileUrl/,
    );
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('#28.3 a source: a POST with a body, its total beside data, in X-Total-Count or Content-Range, or a value', async () => {
    const { server, http, options } = setup();
    const api: ApiConfig = {
      sources: {
        users: { method: 'POST', url: '/user/list', body: { pageNo: 1, pageSize: 1 }, total: 'totalCount' },
        orders: { url: '/orders', query: { _limit: 1 }, total: 'header:X-Total-Count' },
        articles: {
          url: '/articles',
          headers: { Range: '0-0', Prefer: 'count=exact' },
          total: 'header:Content-Range',
        },
        visits: { url: '/stats', value: 'data.visits' },
        broken: { url: '/stats', total: 'data.count' },
      },
    };
    server.on('POST', '/user/list', () => ({ body: { code: 20000, data: [{ id: 1 }], totalCount: 20 } }));
    server.on('GET', '/orders', () => ({ body: [{ id: 1 }], headers: { 'X-Total-Count': '7' } }));
    server.on('GET', '/articles', () => ({
      status: 206,
      body: [{ id: 1 }],
      headers: { 'Content-Range': '0-0/30' },
    }));
    server.on('GET', '/stats', () => ({ body: { code: 200, data: { visits: 1234 } } }));
    const http20000 = toHttpClient(
      createFetchRequest({ baseURL: 'http://api.test', fetch: server.fetch, successCodes: [20000, 200] }),
    );
    await expect(readSource(http20000, api, 'users')).resolves.toBe(20);
    expect(bodyOf(server.calls[0])).toEqual({ pageNo: 1, pageSize: 1 });
    await expect(readSource(http, api, 'orders')).resolves.toBe(7);
    await expect(readSource(http, api, 'articles')).resolves.toBe(30);
    expect(server.calls[2].headers).toMatchObject({ range: '0-0', prefer: 'count=exact' });
    await expect(readSource(http, api, 'visits')).resolves.toBe(1234);
    await expect(readSource(http, api, 'broken', options)).rejects.toThrow(
      'source broken answered without a total at data.count (app.yaml: api.sources.broken.total)',
    );
  });
});
