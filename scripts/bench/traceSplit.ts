/** One event of a Chromium trace (the Trace Event Format); times in microseconds. */
export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown> } & Record<string, unknown>;
}

/** How the main thread spent a stretch of time, in ms: the four parts add up to `windowMs`. */
export interface ThreadSplit {
  windowMs: number;
  /** Compiling and running JavaScript (module evaluation, callbacks, timers, events). */
  scriptMs: number;
  /** Style, layout, paint and the compositing steps of the main thread. */
  renderMs: number;
  /** Busy with anything else (parsing HTML, the browser's own tasks). */
  otherMs: number;
  /** No task ran: the thread waited, mostly for the network. */
  idleMs: number;
}

/** Top-level tasks of the thread's run loop: whatever they hold, the thread was busy. */
const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadPool_RunTask']);
const SCRIPT = new Set([
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'v8.produceModuleCache',
  'v8.run',
  'V8.Execute',
  'CompileScript',
  'CompileCode',
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
  'FireIdleCallback',
  'RunMicrotasks',
  'XHRReadyStateChange',
  'XHRLoad',
]);
const RENDER = new Set([
  'UpdateLayoutTree',
  'RecalculateStyles',
  'ParseAuthorStyleSheet',
  'Layout',
  'PrePaint',
  'Paint',
  'PaintImage',
  'Layerize',
  'UpdateLayer',
  'UpdateLayerTree',
  'CompositeLayers',
  'Commit',
  'HitTest',
]);

type Interval = [number, number];

/** The intervals merged into disjoint ones, sorted. */
function union(intervals: Interval[]): Interval[] {
  const sorted = intervals.filter(([a, b]) => b > a).sort((x, y) => x[0] - y[0]);
  const out: Interval[] = [];
  for (const [a, b] of sorted) {
    const last = out[out.length - 1];
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
}

const length = (intervals: Interval[]) => union(intervals).reduce((sum, [a, b]) => sum + b - a, 0);

/**
 * Splits the time from `from` to `to` (trace µs) on one thread into script, rendering, other work
 * and idle. Events nest (a script forcing a layout, a task running a script), so each part is the
 * length of a union of intervals: rendering is its events' union, script its union less what
 * rendering covers, busy the union of tasks and both, idle the rest of the window.
 *
 * @example mainThreadSplit(events, { pid, tid }, navigationStart, shown)
 */
export function mainThreadSplit(
  events: readonly TraceEvent[],
  thread: { pid: number; tid: number },
  from: number,
  to: number,
): ThreadSplit {
  const tasks: Interval[] = [];
  const script: Interval[] = [];
  const render: Interval[] = [];
  for (const e of events) {
    if (e.pid !== thread.pid || e.tid !== thread.tid || e.ph !== 'X' || !e.dur) continue;
    const span: Interval = [Math.max(from, e.ts), Math.min(to, e.ts + e.dur)];
    if (span[1] <= span[0]) continue;
    if (TASKS.has(e.name)) tasks.push(span);
    else if (SCRIPT.has(e.name)) script.push(span);
    else if (RENDER.has(e.name)) render.push(span);
  }
  const renderUs = length(render);
  const scriptUs = length([...script, ...render]) - renderUs;
  const busyUs = length([...tasks, ...script, ...render]);
  const windowUs = Math.max(0, to - from);
  return {
    windowMs: windowUs / 1000,
    scriptMs: scriptUs / 1000,
    renderMs: renderUs / 1000,
    otherMs: (busyUs - scriptUs - renderUs) / 1000,
    idleMs: (windowUs - busyUs) / 1000,
  };
}

/**
 * The page's main thread and its stretch from the navigation to a user-timing mark the page set
 * (`performance.mark(name)`): the mark's thread, from the last main-frame navigation start of
 * that thread before the mark. Undefined when the trace has no such mark.
 *
 * @example const w = navigationToMark(events, 'cold:shown'); if (w) mainThreadSplit(events, w.thread, w.from, w.to);
 */
export function navigationToMark(
  events: readonly TraceEvent[],
  mark: string,
): { thread: { pid: number; tid: number }; from: number; to: number } | undefined {
  const end = events.find((e) => e.name === mark && e.cat.includes('blink.user_timing'));
  if (!end) return undefined;
  let from: number | undefined;
  for (const e of events)
    if (
      e.name === 'navigationStart' &&
      e.pid === end.pid &&
      e.tid === end.tid &&
      e.ts <= end.ts &&
      e.args?.data?.isLoadingMainFrame !== false &&
      (from === undefined || e.ts > from)
    )
      from = e.ts;
  if (from === undefined) return undefined;
  return { thread: { pid: end.pid, tid: end.tid }, from, to: end.ts };
}
