import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../data/HttpError';
import { UnknownResultError } from '../data/providers/writeAnswer';
import { notifyError } from './notifyError';

const toast = vi.hoisted(() => vi.fn());
vi.mock('../shell/toast', () => ({ toast }));

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
