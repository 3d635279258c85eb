import { describe, expect, it } from 'vitest';
import { httpMessage, httpMessages, statusMessage, statusMessages } from './messages';

describe('messages', () => {
  it('ER-02 holds the Chinese status texts of spec §8 word for word, with an English text for each', () => {
    expect(statusMessages.zh).toEqual({
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
    expect(Object.keys(statusMessages.en)).toEqual(Object.keys(statusMessages.zh));
    expect(Object.keys(httpMessages.en)).toEqual(Object.keys(httpMessages.zh));
    expect(Object.values(statusMessages.en).every((text) => /^[\x20-\x7e]+$/.test(text))).toBe(true);
  });

  it('ER-03 ER-05 carries the no-response and chunk texts, falling back to Chinese for unknown languages', () => {
    expect(httpMessage('corsHint', 'zh')).toBe(
      '后端接口连接异常，可能由于后端不支持跨域(CORS)或接口地址不存在',
    );
    expect(httpMessage('corsHint', 'en-GB')).toMatch(/CORS/);
    expect(httpMessage('unknownError', 'en-GB')).toMatch(/server.*network/);
    expect(httpMessage('unknownError', 'fr')).toBe(httpMessage('unknownError', 'zh'));
    expect(httpMessage('chunkLoadError', 'en')).toBe('chunk load error');
    expect(httpMessage('cssChunkLoadError', 'zh')).toBe('CSS chunk load failed');
  });

  it('fills variables and names unknown statuses', () => {
    expect(httpMessage('timeout', 'en', { timeout: 10000, url: '/x' })).toBe(
      'The request timed out: no answer within 10000 ms (/x)',
    );
    expect(statusMessage(402, 'en')).toBe('The token has expired');
    expect(statusMessage(599, 'zh')).toBe('后端接口599异常');
  });
});
