import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

const toast = vi.hoisted(() => vi.fn());
vi.mock('../shell/toast', () => ({ toast }));

// Test files share their worker's modules: what calls toast is imported afresh (with the error
// classes it tells apart), so that it takes this file's toast even when another file loaded the
// real one first, and dropped after, so that no later file gets the mocked one.
let notifyError: typeof import('./notifyError').notifyError;
let HttpError: typeof import('../data/HttpError').HttpError;
let UnknownResultError: typeof import('../data/providers/writeAnswer').UnknownResultError;
beforeAll(async () => {
  vi.resetModules();
  ({ notifyError } = await import('./notifyError'));
  ({ HttpError } = await import('../data/HttpError'));
  ({ UnknownResultError } = await import('../data/providers/writeAnswer'));
});
afterAll(() => vi.resetModules());

afterEach(() => {
  toast.mockReset();
  vi.useRealTimers();
});

const unknown = () =>
  new UnknownResultError({
    method: 'POST',
    path: '/table/doEdit',
    expected: 'envelope',
    message: '结果未知',
    body: 'ok',
  });

describe('notifyError', () => {
  it('ER-04 a refused call is an error toast, a result that is unknown a warning, one task late', () => {
    vi.useFakeTimers();
    notifyError('服务器内部错误', new HttpError({ status: 500, message: '服务器内部错误', url: '/x' }));
    notifyError('结果未知', unknown());
    expect(toast).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(toast.mock.calls).toEqual([
      ['error', '服务器内部错误'],
      ['warning', '结果未知'],
    ]);
  });

  it('ER-04 stays away when the caller showed the error itself', () => {
    vi.useFakeTimers();
    const error = unknown();
    notifyError('结果未知', error);
    error.shownByCaller = true;
    vi.runAllTimers();
    expect(toast).not.toHaveBeenCalled();
  });
});
