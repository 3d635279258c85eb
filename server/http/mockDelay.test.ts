import type { NextFunction, Request, Response } from 'express';
import { describe, expect, it, vi } from 'vitest';
import { mockDelay } from './mockDelay';

const call = (middleware: ReturnType<typeof mockDelay>, next: NextFunction) =>
  middleware({} as Request, {} as Response, next);

describe('mockDelay', () => {
  it('0 passes every request on at once, in the same turn, with no timer', () => {
    const next = vi.fn();
    const timers = vi.spyOn(globalThis, 'setTimeout');
    call(mockDelay(0), next);
    call(mockDelay([0, 0]), next);
    expect(next).toHaveBeenCalledTimes(2);
    expect(timers).not.toHaveBeenCalled();
    timers.mockRestore();
  });

  it('a range holds each request back by a time inside it', () => {
    vi.useFakeTimers();
    try {
      const next = vi.fn();
      for (let i = 0; i < 20; i++) call(mockDelay([60, 80]), next);
      vi.advanceTimersByTime(59);
      expect(next).not.toHaveBeenCalled();
      vi.advanceTimersByTime(21);
      expect(next).toHaveBeenCalledTimes(20);
    } finally {
      vi.useRealTimers();
    }
  });
});
