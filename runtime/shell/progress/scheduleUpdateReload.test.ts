import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduleUpdateReload } from './scheduleUpdateReload';

describe('scheduleUpdateReload', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('SE-10 shows an 8 s notice at once and reloads after 10 s, not before', () => {
    const show = vi.fn();
    const reload = vi.fn();
    scheduleUpdateReload({ show, reload });
    expect(show).toHaveBeenCalledExactlyOnceWith(8000);
    vi.advanceTimersByTime(9999);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('SE-10 a cancelled schedule never reloads', () => {
    const reload = vi.fn();
    const cancel = scheduleUpdateReload({ show: () => {}, reload });
    vi.advanceTimersByTime(5000);
    cancel();
    vi.advanceTimersByTime(60_000);
    expect(reload).not.toHaveBeenCalled();
  });
});
