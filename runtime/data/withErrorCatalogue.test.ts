import { describe, expect, it, vi } from 'vitest';
import type { RequestFn } from './HttpClient';
import { toHttpClient } from './HttpClient';
import { HttpError } from './HttpError';
import { toastText, withErrorCatalogue } from './withErrorCatalogue';

function failingWith(error: unknown) {
  return toHttpClient(async () => {
    throw error;
  });
}

function handlers() {
  const calls: string[] = [];
  return {
    calls,
    onUnauthorized: vi.fn(() => calls.push('unauthorized')),
    onForbidden: vi.fn(() => calls.push('forbidden')),
    notify: vi.fn((message: string) => calls.push(`notify ${message}`)),
    onError: vi.fn(),
  };
}

describe('withErrorCatalogue', () => {
  it('ER-02 401 resets the session through onUnauthorized, without a toast', async () => {
    const h = handlers();
    const error = new HttpError({ status: 401, message: '令牌无效', url: '/userInfo' });
    await expect(withErrorCatalogue(failingWith(error), h).get('/userInfo')).rejects.toBe(error);
    expect(h.calls).toEqual(['unauthorized']);
    expect(h.onUnauthorized).toHaveBeenCalledWith(error);
  });

  it('ER-02 403 goes to /403 through onForbidden and then shows the message', async () => {
    const h = handlers();
    const error = new HttpError({ status: 403, message: '用户得到授权，但是访问是被禁止的', url: '/x' });
    await expect(withErrorCatalogue(failingWith(error), h).get('/x')).rejects.toBe(error);
    expect(h.calls).toEqual(['forbidden', 'notify 用户得到授权，但是访问是被禁止的']);
  });

  it('#16.4 a caller that shows refusals itself (try-it) stays on its page: logged, no /403, no toast', async () => {
    const h = handlers();
    const error = new HttpError({ status: 403, message: '无权限执行此操作', url: '/x' });
    const client = withErrorCatalogue(failingWith(error), h);
    await expect(client.request({ url: '/x', method: 'POST', showsRefusal: true })).rejects.toBe(error);
    expect(h.calls).toEqual([]);
    expect(h.onError).toHaveBeenCalledTimes(1);
    const expired = new HttpError({ status: 401, message: '令牌无效', url: '/x' });
    await expect(
      withErrorCatalogue(failingWith(expired), h).request({ url: '/x', showsRefusal: true }),
    ).rejects.toBe(expired);
    expect(h.calls).toEqual(['unauthorized']);
  });

  it('ER-02 ER-03 other failures, and no response at all, show their message and go to the error log', async () => {
    const h = handlers();
    const error = new HttpError({
      status: 0,
      reason: 'network',
      message: '后端接口连接异常…',
      url: 'http://api/x',
    });
    await expect(withErrorCatalogue(failingWith(error), h).get('/x')).rejects.toBe(error);
    expect(h.calls).toEqual(['notify 后端接口连接异常…']);
    expect(h.onError).toHaveBeenCalledWith({
      url: 'http://api/x',
      message: '后端接口连接异常…',
      stack: error.stack,
    });
    const bug = new Error('Message too long for RSA');
    await expect(withErrorCatalogue(failingWith(bug), h).get('/y')).rejects.toBe(bug);
    expect(h.calls.at(-1)).toBe('notify Message too long for RSA');
  });

  it('ER-02 leaves 402 to the token refresh and stays quiet about cancelled requests', async () => {
    const h = handlers();
    const expired = new HttpError({ status: 402, message: '令牌过期', url: '/x' });
    const aborted = new HttpError({ status: 0, reason: 'aborted', message: 'aborted', url: '/x' });
    await expect(withErrorCatalogue(failingWith(expired), h).get('/x')).rejects.toBe(expired);
    await expect(withErrorCatalogue(failingWith(aborted), h).get('/x')).rejects.toBe(aborted);
    expect(h.calls).toEqual([]);
    expect(h.onError).not.toHaveBeenCalled();
  });

  it('#28.5 a toast names the failed call before its message; the error log keeps the message as it was', async () => {
    const h = handlers();
    const error = new HttpError({
      status: 404,
      message: '访问资源不存在',
      url: 'http://api/notice/inbox',
      call: 'GET /notice/inbox',
    });
    await expect(withErrorCatalogue(failingWith(error), h).get('/notice/inbox')).rejects.toBe(error);
    expect(h.calls).toEqual(['notify GET /notice/inbox: 访问资源不存在']);
    expect(h.onError).toHaveBeenCalledWith(expect.objectContaining({ message: '访问资源不存在' }));
    // An error that names no call (a mapping error names it in its message) is shown as it is.
    expect(toastText(new HttpError({ status: 0, reason: 'mapping', message: 'm', url: '/x' }))).toBe('m');
    const t = (key: string, values?: Record<string, unknown>) => `${key} ${JSON.stringify(values)}`;
    expect(toastText(error, t)).toBe(
      'jimu.http.failedCall {"call":"GET /notice/inbox","message":"访问资源不存在"}',
    );
  });

  it('passes successes through unchanged', async () => {
    const h = handlers();
    const client = toHttpClient((async () => ({ code: 200, msg: 'ok', data: 1 })) as RequestFn);
    await expect(withErrorCatalogue(client, h).get('/x')).resolves.toEqual({ code: 200, msg: 'ok', data: 1 });
    expect(h.calls).toEqual([]);
  });
});
