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

describe('afterFirstView', () => {
  // The idle moment is asked once per page load: each test loads the module anew.
  const fresh = async () => {
    vi.resetModules();
    return (await import('./whenPageIdle')).afterFirstView;
  };

  it('#29 waits for the page load’s idle moment, asked once and shared by later calls', async () => {
    vi.useFakeTimers();
    const afterFirstView = await fresh();
    const { win, load } = fakeWindow('loading');
    const first = vi.fn();
    const second = vi.fn();
    void afterFirstView(10_000, win).then(first);
    void afterFirstView(10_000, win).then(second);
    await vi.advanceTimersByTimeAsync(2000);
    expect(first).not.toHaveBeenCalled();
    load();
    await vi.advanceTimersByTimeAsync(1001);
    expect(first).toHaveBeenCalledOnce();
    expect(second).toHaveBeenCalledOnce();
    // A later view's call: the moment has passed, no new wait for a quiet network.
    const later = vi.fn();
    void afterFirstView(10_000, win).then(later);
    await vi.advanceTimersByTimeAsync(0);
    expect(later).toHaveBeenCalledOnce();
  });

  it('#29 gives up waiting after maxMs on a page whose network never goes quiet', async () => {
    vi.useFakeTimers();
    const afterFirstView = await fresh();
    const { win } = fakeWindow('loading');
    const done = vi.fn();
    void afterFirstView(3000, win).then(done);
    await vi.advanceTimersByTimeAsync(2999);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalledOnce();
  });
});
