import { beforeAll, describe, expect, it } from 'vitest';
import { runtimeTranslators } from '../i18n/testTranslators';
import type { Translate } from '../lib/language';
import { ChunkLoadError } from './ChunkLoadError';
import { httpMessage, statusMessage, untranslated } from './messages';

const STATUSES = [200, 201, 202, 204, 400, 401, 402, 403, 404, 406, 410, 500, 502, 503, 504];
let zh: Translate;
let en: Translate;
beforeAll(async () => {
  ({ zh, en } = await runtimeTranslators());
});

describe('messages (#12.6: the catalogue is i18n resources)', () => {
  it('ER-02 holds the Chinese status texts of spec §8 word for word, with an English text for each', () => {
    expect(Object.fromEntries(STATUSES.map((s) => [s, statusMessage(s, zh)]))).toEqual({
      200: '服务器成功返回请求数据',
      201: '新建或修改数据成功',
      202: '一个请求已经进入后台排队',
      204: '删除数据成功',
      400: '发出信息有误',
      401: '用户没有权限（令牌失效、用户名、密码错误、登录过期）',
      402: '令牌过期',
      403: '用户得到授权，但是访问是被禁止的',
      404: '访问资源不存在',
      406: '请求格式不可得',
      410: '请求资源被永久删除，且不会被看到',
      500: '服务器发生错误',
      502: '网关错误',
      503: '服务不可用，服务器暂时过载或维护',
      504: '网关超时',
    });
    for (const status of STATUSES) expect(statusMessage(status, en)).toMatch(/^[\x20-\x7e]+$/);
  });

  it('ER-03 ER-05 carries the no-response texts in zh and en, the chunk texts the same in both', () => {
    expect(httpMessage('corsHint', zh)).toBe(
      '后端接口连接异常，可能由于后端不支持跨域(CORS)或接口地址不存在',
    );
    expect(httpMessage('corsHint', en)).toMatch(/CORS/);
    expect(httpMessage('unknownError', zh)).toBe(
      '无法连接服务器：服务器可能没有启动，网络可能已断开，或代理设置有误。请检查后重试',
    );
    expect(httpMessage('unknownError', en)).toMatch(/server.*network/);
    expect(new ChunkLoadError('script').message).toBe('chunk load error');
    expect(new ChunkLoadError('css').message).toBe('CSS chunk load failed');
  });

  it('ER-03 the no-response text names the likely causes: the server not started, the network, a proxy', () => {
    for (const [t, causes] of [
      [zh, [/服务器.*没有启动/, /网络/, /代理/]],
      [en, [/not be started/, /network/, /proxy/]],
    ] as const) {
      for (const cause of causes) expect(httpMessage('unknownError', t)).toMatch(cause);
      for (const cause of causes) expect(t('jimu.error.offlineDetail')).toMatch(cause);
    }
  });

  it('fills variables and names unknown statuses in both languages', () => {
    expect(httpMessage('timeout', en, { timeout: 10000, url: '/x' })).toBe(
      'The request timed out: no answer within 10000 ms',
    );
    expect(httpMessage('timeout', zh, { timeout: 10000, url: '/x' })).toBe('请求超时：10000 毫秒内没有响应');
    expect(statusMessage(402, en)).toBe('The token has expired');
    expect(statusMessage(599, zh)).toBe('后端接口599异常');
    expect(statusMessage(599, en)).toBe('The back end answered with status 599');
  });

  it('without i18n a text is its key, so a script still reads which failure it was', () => {
    expect(httpMessage('unreadable', untranslated, { url: '/x' })).toBe('jimu.http.unreadable');
  });
});
