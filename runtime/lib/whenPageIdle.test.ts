import { afterEach, describe, expect, it, vi } from 'vitest';
import { type IdleWindow, whenPageIdle } from './whenPageIdle';

afterEach(() => vi.useRealTimers());

/** A window whose load event, resource entries and timers the test drives. */
function fakeWindow(readyState: DocumentReadyState) {
  const load = new EventTarget();
  let report: (() => void) | undefined;
  class Observer {
    constructor(callback: () => void) {
      report = callback;
    }
    observe() {}
    disconnect() {
      report = undefined;
    }
  }
  const win = {
    document: { readyState },
    addEventListener: load.addEventListener.bind(load),
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (id: number) => clearTimeout(id),
    PerformanceObserver: Observer,
  } as unknown as IdleWindow;
  return { win, load: () => load.dispatchEvent(new Event('load')), resource: () => report?.() };
}

describe('whenPageIdle', () => {
  it('#12.2 waits for the load event, then for a quiet network; each new resource restarts the wait', async () => {
    vi.useFakeTimers();
    const { win, load, resource } = fakeWindow('loading');
    const idle = vi.fn();
    void whenPageIdle(win, 1000).then(idle);
    await vi.advanceTimersByTimeAsync(5000);
    expect(idle).not.toHaveBeenCalled();
    load();
    await vi.advanceTimersByTimeAsync(800);
    resource();
    await vi.advanceTimersByTimeAsync(800);
    expect(idle).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(300);
    expect(idle).toHaveBeenCalledOnce();
  });

  it('starts counting at once on a page that has already loaded', async () => {
    vi.useFakeTimers();
    const idle = vi.fn();
    void whenPageIdle(fakeWindow('complete').win, 500).then(idle);
    await vi.advanceTimersByTimeAsync(501);
    expect(idle).toHaveBeenCalledOnce();
  });
});
