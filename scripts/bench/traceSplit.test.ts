import { describe, expect, it } from 'vitest';
import { mainThreadSplit, navigationToMark, type TraceEvent } from './traceSplit';

const ev = (name: string, ts: number, dur?: number, more: Partial<TraceEvent> = {}): TraceEvent => ({
  name,
  cat: 'devtools.timeline',
  ph: dur === undefined ? 'R' : 'X',
  ts,
  dur,
  pid: 1,
  tid: 7,
  ...more,
});

describe('mainThreadSplit', () => {
  it('splits a window into script, rendering, other work and idle, adding up to the window', () => {
    const events = [
      ev('RunTask', 0, 100_000), // 0–100 ms busy
      ev('EvaluateScript', 10_000, 50_000), // 10–60 script …
      ev('FunctionCall', 20_000, 10_000), // … nested, counted once
      ev('Layout', 40_000, 10_000), // forced layout inside the script: rendering, not script
      ev('RunTask', 200_000, 50_000), // 200–250 busy
      ev('Paint', 210_000, 20_000),
    ];
    const split = mainThreadSplit(events, { pid: 1, tid: 7 }, 0, 300_000);
    expect(split).toEqual({ windowMs: 300, scriptMs: 40, renderMs: 30, otherMs: 80, idleMs: 150 });
  });

  it('clips events to the window and ignores other threads and instant events', () => {
    const events = [
      ev('RunTask', 0, 100_000),
      ev('EvaluateScript', 0, 100_000),
      ev('EvaluateScript', 0, 100_000, { tid: 8 }),
      ev('Layout', 60_000),
    ];
    const split = mainThreadSplit(events, { pid: 1, tid: 7 }, 50_000, 150_000);
    expect(split).toEqual({ windowMs: 100, scriptMs: 50, renderMs: 0, otherMs: 0, idleMs: 50 });
  });

  it('counts script and rendering outside any task as busy', () => {
    const split = mainThreadSplit([ev('Layout', 0, 10_000)], { pid: 1, tid: 7 }, 0, 20_000);
    expect(split).toEqual({ windowMs: 20, scriptMs: 0, renderMs: 10, otherMs: 0, idleMs: 10 });
  });
});

describe('navigationToMark', () => {
  it('spans from the last navigation start of the mark’s thread before the mark to the mark', () => {
    const user = { cat: 'blink.user_timing' };
    const events = [
      ev('navigationStart', 100, undefined, { ...user, args: { data: { isLoadingMainFrame: true } } }),
      ev('navigationStart', 500, undefined, { ...user, args: { data: { isLoadingMainFrame: true } } }),
      ev('navigationStart', 600, undefined, { ...user, tid: 9 }),
      ev('navigationStart', 700, undefined, { ...user, args: { data: { isLoadingMainFrame: false } } }),
      ev('cold:shown', 900, undefined, user),
      ev('navigationStart', 1000, undefined, user),
    ];
    expect(navigationToMark(events, 'cold:shown')).toEqual({
      thread: { pid: 1, tid: 7 },
      from: 500,
      to: 900,
    });
  });

  it('answers undefined without the mark', () => {
    expect(navigationToMark([ev('navigationStart', 1, undefined, { cat: 'blink.user_timing' })], 'x')).toBe(
      undefined,
    );
  });
});
