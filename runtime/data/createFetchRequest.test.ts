import qs from 'qs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { runtimeTranslators } from '../i18n/testTranslators';
import type { Translate } from '../lib/language';
import { rejectionOf } from '../lib/testRejections';
import { createFetchRequest, type FetchRequestOptions } from './createFetchRequest';
import { fakeFetch, never } from './fakeFetch';
import { HttpError } from './HttpError';
import { qsOptions } from './qsOptions';

const base = 'http://api.test';
let server = fakeFetch();
let zhT: Translate;
let enT: Translate;
beforeAll(async () => {
  ({ zh: zhT, en: enT } = await runtimeTranslators());
});

function setup(options: Partial<FetchRequestOptions> = {}) {
  server = fakeFetch();
  const request = createFetchRequest({
    baseURL: base,
    fetch: server.fetch,
    t: (key, values) => zhT(key, values),
    ...options,
  });
  return { server, request };
}

const failure = (promise: Promise<unknown>) => rejectionOf(promise, HttpError);

afterEach(() => {
  expect(server.unexpected).toEqual([]);
  vi.useRealTimers();
});

describe('createFetchRequest', () => {
  it('API-01 sends Authorization: Bearer <token> only when a token exists', async () => {
    let token: string | null = 'admin-token-1-2';
    const { server, request } = setup({ getToken: () => token });
    server.on('GET', '/userInfo', () => ({ body: { code: 200, msg: 'ok', data: {} } }));
    await request({ url: '/userInfo' });
    token = null;
    await request({ url: '/userInfo' });
    await request({ url: '/userInfo', token: 'explicit' });
    expect(server.calls.map((c) => c.headers.authorization)).toEqual([
      'Bearer admin-token-1-2',
      undefined,
      'Bearer explicit',
    ]);
  });

  it('K-01 sends JSON bodies as UTF-8 JSON and API-01 form bodies serialised with qs', async () => {
    const { server, request } = setup();
    server.on('POST', '/table/doEdit', () => ({ body: { code: 200, msg: 'ok' } }));
    await request({ url: '/table/doEdit', method: 'POST', data: { id: 1, tags: ['a', 'b'] } });
    await request({
      url: '/table/doEdit',
      method: 'POST',
      data: { id: 1, tags: ['a', 'b'], user: { name: '积木' } },
      bodyType: 'form',
    });
    const [json, form] = server.calls;
    expect(json.headers['content-type']).toBe('application/json;charset=UTF-8');
    expect(JSON.parse(json.body ?? '')).toEqual({ id: 1, tags: ['a', 'b'] });
    expect(form.headers['content-type']).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect(form.body).toBe('id=1&tags[0]=a&tags[1]=b&user[name]=%E7%A7%AF%E6%9C%A8');
    expect(qs.parse(form.body ?? '', qsOptions)).toEqual({
      id: '1',
      tags: ['a', 'b'],
      user: { name: '积木' },
    });
  });

  it('K-06 writes GET params with qs, merged with a query already in the URL, and parses with depth 5, 20 array items, 1000 parameters', async () => {
    const { server, request } = setup();
    server.on('GET', '/table/getList', () => ({ body: { code: 200, msg: 'ok', data: { list: [] } } }));
    await request({
      url: '/table/getList?pageNo=2&keep=yes',
      params: { pageNo: 3, title: 'a b', range: [1, 2], empty: null },
    });
    const url = new URL(server.calls[0].url);
    expect(qs.parse(url.search.slice(1), qsOptions)).toEqual({
      pageNo: '3',
      keep: 'yes',
      title: 'a b',
      range: ['1', '2'],
    });
    expect(qsOptions).toEqual({ depth: 5, arrayLimit: 20, parameterLimit: 1000 });
    expect(qs.parse('a[b][c][d][e][f][g]=1', qsOptions)).toEqual({
      a: { b: { c: { d: { e: { f: { '[g]': '1' } } } } } },
    });
    const items = (n: number) => Array.from({ length: n }, (_, i) => `list[]=${i}`).join('&');
    expect(Array.isArray(qs.parse(items(20), qsOptions).list)).toBe(true);
    expect(Array.isArray(qs.parse(items(21), qsOptions).list)).toBe(false);
    const many = Array.from({ length: 1200 }, (_, i) => `p${i}=1`).join('&');
    expect(Object.keys(qs.parse(many, qsOptions))).toHaveLength(1000);
  });

  it('ER-01 takes the status from the body code, else the HTTP status; 200, 0, "200" and "0" count as 200', async () => {
    const { server, request } = setup();
    const codes: unknown[] = [200, 0, '200', '0'];
    server.on('GET', '/code', (call) => ({
      body: { code: codes[Number(new URL(call.url).searchParams.get('i'))], msg: 'm', data: 7 },
    }));
    for (const i of [0, 1, 2, 3]) {
      await expect(request({ url: '/code', params: { i } })).resolves.toEqual({
        code: 200,
        msg: 'm',
        data: 7,
      });
    }
    server.on('GET', '/bodyWins', () => ({ status: 200, body: { code: 500, msg: '帐户或密码不正确' } }));
    const error = await failure(request({ url: '/bodyWins' }));
    expect([error.status, error.message, error.reason]).toEqual([500, '帐户或密码不正确', 'status']);
    server.on('GET', '/okDespiteHttp', () => ({ status: 500, body: { code: '0', msg: '', data: 'x' } }));
    await expect(request({ url: '/okDespiteHttp' })).resolves.toMatchObject({ code: 200, data: 'x' });
    server.on('GET', '/users', () => ({ status: 201, body: [{ id: 1 }] }));
    await expect(request({ url: '/users' })).resolves.toEqual({ code: 200, msg: '', data: [{ id: 1 }] });
    server.on('GET', '/missing', () => ({ status: 404, body: 'Not Found' }));
    expect((await failure(request({ url: '/missing' }))).status).toBe(404);
  });

  it('exposes the response headers (X-Total-Count of a REST list) without changing the envelope', async () => {
    const { server, request } = setup();
    server.on('GET', '/table', () => ({ body: [{ id: 1 }], headers: { 'X-Total-Count': '50' } }));
    const envelope = await request({ url: '/table', params: { _page: 1 } });
    expect(envelope.headers?.get('x-total-count')).toBe('50');
    expect(Object.keys(envelope)).toEqual(['code', 'msg', 'data']);
    expect(JSON.parse(JSON.stringify(envelope))).toEqual({ code: 200, msg: '', data: [{ id: 1 }] });
  });

  it('ER-01 honours a configured code field, message field and success codes', async () => {
    const { server, request } = setup({ codeField: 'status', msgField: 'message', successCodes: ['OK'] });
    server.on('GET', '/a', () => ({ body: { status: 'OK', message: 'fine', data: 1 } }));
    server.on('GET', '/b', () => ({ body: { status: 200, message: 'not a success code here', code: 200 } }));
    await expect(request({ url: '/a' })).resolves.toEqual({ code: 200, msg: 'fine', data: 1 });
    const error = await failure(request({ url: '/b' }));
    expect([error.status, error.message]).toEqual([200, 'not a success code here']);
  });

  it('#28.4 without a code field (codeField: false) the HTTP status decides, whatever code an error body carries', async () => {
    const { server, request } = setup({ codeField: false, msgField: 'message' });
    server.on('POST', '/articles', () => ({
      status: 403,
      body: { code: '42501', message: 'permission denied for table articles', details: null, hint: null },
    }));
    server.on('GET', '/articles', () => ({ body: { code: 'A-1', title: 'a record with a code column' } }));
    const error = await failure(request({ url: '/articles', method: 'POST', data: {} }));
    expect([error.status, error.message]).toEqual([403, 'permission denied for table articles']);
    const { data } = await request({ url: '/articles' });
    expect(data).toEqual({ code: 'A-1', title: 'a record with a code column' });
  });

  it('ER-02 uses the body message, else the status table in the current language', async () => {
    let language = 'zh';
    const { server, request } = setup({ t: (key, values) => (language === 'en' ? enT : zhT)(key, values) });
    server.on('GET', '/withMsg', () => ({ status: 200, body: { code: 401, msg: '令牌无效' } }));
    server.on('GET', '/bare', (call) => ({ status: Number(new URL(call.url).searchParams.get('s')) }));
    expect((await failure(request({ url: '/withMsg' }))).message).toBe('令牌无效');
    const texts: string[] = [];
    for (const s of [400, 404, 410, 500, 502, 503, 504, 418])
      texts.push((await failure(request({ url: '/bare', params: { s } }))).message);
    expect(texts).toEqual([
      '发出信息有误',
      '访问资源不存在',
      '请求资源被永久删除，且不会被看到',
      '服务器发生错误',
      '网关错误',
      '服务不可用，服务器暂时过载或维护',
      '网关超时',
      '后端接口418异常',
    ]);
    language = 'en';
    expect((await failure(request({ url: '/bare', params: { s: 404 } }))).message).toBe(
      'The resource does not exist',
    );
  });

  it('ER-03 #11.6 without a response rejects with status 0, words naming the network and the server, and the CORS hint for the log', async () => {
    let language = 'zh';
    const { server, request } = setup({ t: (key, values) => (language === 'en' ? enT : zhT)(key, values) });
    server.on('GET', '/down', () => new TypeError('fetch failed'));
    const zh = await failure(request({ url: '/down' }));
    expect([zh.status, zh.reason, zh.url]).toEqual([0, 'network', `${base}/down`]);
    expect(zh.message).toBe(
      '无法连接服务器：服务器可能没有启动，网络可能已断开，或代理设置有误。请检查后重试',
    );
    expect(zh.logHint).toBe('后端接口连接异常，可能由于后端不支持跨域(CORS)或接口地址不存在');
    language = 'en';
    const en = await failure(request({ url: '/down' }));
    expect(en.message).toMatch(/server.*network/);
    expect(en.logHint).toMatch(/CORS.*address does not exist/);
  });

  it('K-01 gives up after 10000 ms by default (a configured or per-request timeout wins)', async () => {
    vi.useFakeTimers();
    const { server, request } = setup();
    server.on('GET', '/slow', () => never);
    let settled: HttpError | undefined;
    request({ url: '/slow' }).catch((e: HttpError) => {
      settled = e;
    });
    await vi.advanceTimersByTimeAsync(9999);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect([settled?.status, settled?.reason]).toEqual([0, 'timeout']);
    expect(settled?.message).toContain('10000');
    const shorter = failure(request({ url: '/slow', timeout: 50 }));
    await vi.advanceTimersByTimeAsync(50);
    expect((await shorter).reason).toBe('timeout');
  });

  it('a request the caller cancels rejects with reason aborted', async () => {
    const { server, request } = setup();
    server.on('GET', '/slow', () => ({ delayMs: 1000, body: {} }));
    const controller = new AbortController();
    const pending = failure(request({ url: '/slow', signal: controller.signal }));
    controller.abort();
    expect((await pending).reason).toBe('aborted');
  });

  it('API-01 shows the loading indicator for doEdit URLs only, and hides it on failure too', async () => {
    const events: string[] = [];
    const { server, request } = setup({ onLoading: (state, url) => events.push(`${state} ${url}`) });
    server.on('POST', '/table/doEdit', () => ({ body: { code: 500, msg: 'boom' } }));
    server.on('POST', '/table/doDelete', () => ({ body: { code: 200, msg: 'ok' } }));
    await failure(request({ url: '/table/doEdit', method: 'POST', data: {} }));
    await request({ url: '/table/doDelete', method: 'POST', data: {} });
    expect(events).toEqual([`start ${base}/table/doEdit`, `stop ${base}/table/doEdit`]);
  });

  it('leaves absolute URLs alone and joins relative ones onto baseURL', async () => {
    const { server, request } = setup({ baseURL: 'http://api.test/v1/' });
    server.on('GET', '/v1/users/list', () => ({ body: { code: 200, msg: '', data: [] } }));
    server.on('GET', '/other', () => ({ body: { code: 200, msg: '', data: [] } }));
    await request({ url: 'users/list' });
    await request({ url: 'http://api.test/other' });
    expect(server.calls.map((c) => c.url)).toEqual([
      'http://api.test/v1/users/list',
      'http://api.test/other',
    ]);
  });
});
