import { describe, expect, it, vi } from 'vitest';
import { createFetchRequest } from '../createFetchRequest';
import { fakeFetch } from '../fakeFetch';
import { type BackendAdapter, toHttpClient } from '../HttpClient';
import type { DataProviderFactory } from './DataProvider';
import { pageDataProvider } from './pageDataProvider';
import { testDataProvider } from './testDataProvider';

const noHooks = {
  dataProvider: () => {
    throw new Error('no data provider expected');
  },
  adapter: () => {
    throw new Error('no adapter expected');
  },
};

function setup() {
  const server = fakeFetch();
  const http = toHttpClient(createFetchRequest({ baseURL: 'http://api.test', fetch: server.fetch }));
  return { server, http };
}

describe('pageDataProvider', () => {
  it('#13.2 a page without api gets the built-in provider, making exactly its calls', async () => {
    const { server, http } = setup();
    server.on('GET', '/table/getList', () => ({
      body: { code: 200, data: { list: [{ id: 1 }], total: 1 } },
    }));
    const provider = pageDataProvider({ provider: 'envelope' }, http, noHooks, { where: 'pages/t.yaml' });
    await expect(provider.getList('table', { page: 1, pageSize: 20 })).resolves.toEqual({
      list: [{ id: 1 }],
      total: 1,
    });
    expect(new URL(server.calls[0].url).search).toBe('?pageNo=1&pageSize=20');
  });

  it('#13.3 provider: <plugin>/<name> is the plugin’s factory, handed the http client and the page’s api', async () => {
    const { http } = setup();
    const getList = vi.fn(async () => ({ list: [], total: 0 }));
    const factory = vi.fn<DataProviderFactory>(() => testDataProvider({ getList }));
    const hooks = { ...noHooks, dataProvider: vi.fn(() => factory) };
    const api = { list: { rows: 'items' } };
    const provider = pageDataProvider({ provider: 'shop/graphql', api }, http, hooks, {
      where: 'pages/t.yaml',
    });
    await provider.getList('goods', { page: 1, pageSize: 5 });
    expect(hooks.dataProvider).toHaveBeenCalledWith('shop/graphql', 'pages/t.yaml');
    expect(factory).toHaveBeenCalledWith({ http, api });
    expect(getList).toHaveBeenCalledWith('goods', { page: 1, pageSize: 5 });
  });

  it('#13.3 a page’s api.adapter rewrites its requests and answers before the mapping reads them', async () => {
    const { server, http } = setup();
    // A back end that answers { status, result: { items, count } } and wants a signature header.
    server.on('POST', '/goods/query', (call) => ({
      body: {
        status: Object.entries(call.headers).some(([k, v]) => k.toLowerCase() === 'x-sign' && v === 'signed')
          ? 0
          : 9,
        result: { items: [{ id: 7 }], count: 1 },
      },
    }));
    const adapter: BackendAdapter = {
      request: (req) => ({ ...req, headers: { ...req.headers, 'X-Sign': 'signed' } }),
      response: (body) => {
        const { status, result } = body as { status: number; result: { items: unknown[]; count: number } };
        return { code: status === 0 ? 200 : status, data: result.items, total: result.count };
      },
    };
    const hooks = { ...noHooks, adapter: vi.fn(() => adapter) };
    const api = {
      adapter: 'shop/signed',
      list: { method: 'POST' as const, url: '/{resource}/query', rows: 'data', total: 'total' },
    };
    const provider = pageDataProvider({ provider: 'envelope', api }, http, hooks, {
      where: 'pages/goods.yaml',
    });
    await expect(provider.getList('goods', { page: 1, pageSize: 5 })).resolves.toEqual({
      list: [{ id: 7 }],
      total: 1,
    });
    expect(hooks.adapter).toHaveBeenCalledWith('shop/signed', 'pages/goods.yaml api.adapter');
  });
});
