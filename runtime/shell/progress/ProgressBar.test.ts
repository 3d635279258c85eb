import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  let bar: ProgressBar;
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    bar.dispose();
    vi.useRealTimers();
  });

  it('SE-06 starts at the 0.08 minimum and trickles every 800 ms by at most 0.02', () => {
    bar = new ProgressBar({ random: () => 0.999 });
    expect(bar.getSnapshot().value).toBeNull();
    bar.start();
    expect(bar.getSnapshot().value).toBe(0.08);
    vi.advanceTimersByTime(799);
    expect(bar.getSnapshot().value).toBe(0.08);
    vi.advanceTimersByTime(1);
    expect(bar.getSnapshot().value).toBeCloseTo(0.08 + 0.999 * 0.02, 10);
    vi.advanceTimersByTime(800 * 10);
    expect(bar.getSnapshot().value).toBeCloseTo(0.08 + 11 * 0.999 * 0.02, 10);
  });

  it('SE-06 never trickles to 1 however long the navigation takes', () => {
    bar = new ProgressBar({ random: () => 0.999 });
    bar.start();
    vi.advanceTimersByTime(800 * 200);
    const { value } = bar.getSnapshot();
    expect(value).toBeLessThan(1);
    expect(value).toBeGreaterThan(0.99);
  });

  it('SE-06 done fills to 1, fades after 200 ms and hides after 400 ms', () => {
    bar = new ProgressBar();
    const seen: (number | null)[] = [];
    bar.subscribe(() => seen.push(bar.getSnapshot().value));
    bar.start();
    bar.done();
    expect(bar.getSnapshot()).toEqual({ value: 1, fading: false });
    vi.advanceTimersByTime(200);
    expect(bar.getSnapshot()).toEqual({ value: 1, fading: true });
    vi.advanceTimersByTime(200);
    expect(bar.getSnapshot()).toEqual({ value: null, fading: false });
    expect(seen).toEqual([0.08, 1, 1, null]);
    vi.advanceTimersByTime(5000);
    expect(seen).toHaveLength(4);
  });

  it('SE-06 done without a start shows nothing; a start while fading restarts from the minimum', () => {
    bar = new ProgressBar();
    bar.done();
    expect(bar.getSnapshot().value).toBeNull();
    bar.start();
    bar.done();
    vi.advanceTimersByTime(250);
    bar.start();
    expect(bar.getSnapshot()).toEqual({ value: 0.08, fading: false });
    vi.advanceTimersByTime(1000);
    expect(bar.getSnapshot().value).not.toBeNull();
  });
});
