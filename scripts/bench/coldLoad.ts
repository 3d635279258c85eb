import type { CDPSession, Page } from 'playwright-core';
import { launchBrowser } from '../../tests/e2e/support/launchBrowser';
import { mainThreadSplit, navigationToMark, type ThreadSplit, type TraceEvent } from './traceSplit';

/** One screen the cold bench opens by its address, as a bookmark or F5 does. */
export interface ColdTarget {
  name: string;
  /** Hash path, e.g. `/vab/table/comprehensiveTable`. */
  path: string;
  /** What counts as shown: `count` elements matching `selector`. */
  selector: string;
  count: number;
  /** The list request of the page (absent for the login page). */
  list?: RegExp;
  /** A stored token to start signed in with (localStorage[tokenKey]). */
  token?: { key: string; value: string };
}

/** What one cold load measured; times in ms since the navigation started. */
export interface ColdFigures {
  shownMs: number;
  /** The first contentful paint (ms since the navigation started). */
  fcpMs: number;
  /** The main thread from the navigation to the screen shown, from a trace of the load. */
  split: ThreadSplit | undefined;
  listStartMs: number | undefined;
  requestsBeforeList: number | undefined;
  requestsBeforeShown: number;
  jsKibBeforeShown: number;
  requestsUntilQuiet: number;
  chain: number;
  /** Each script before the screen showed: start and end (ms), depth, KiB on the wire, file. */
  scripts: { start: number; end: number; depth: number; kib: number; file: string }[];
  /** Every other request before the screen showed (styles, fonts, API calls). */
  others: { start: number; end: number; kib: number; file: string }[];
}

interface Request {
  url: string;
  type: string;
  /** ms since the page's time origin. */
  start: number;
  end?: number;
  bytes: number;
  initiator?: string;
  /** A script started it (not the HTML parser). */
  byScript: boolean;
}

/** Records the page's requests from the DevTools protocol, with their initiating script. */
function recordRequests(cdp: CDPSession) {
  const requests = new Map<string, Request>();
  let offsetMs = 0;
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', (event) => {
    lastActivity = Date.now();
    // Monotonic timestamps to wall-clock: the offset of the first request holds for all.
    if (requests.size === 0) offsetMs = event.wallTime * 1000 - event.timestamp * 1000;
    const frames = event.initiator.stack?.callFrames ?? [];
    const parent = event.initiator.stack?.parent?.callFrames ?? [];
    requests.set(event.requestId, {
      url: event.request.url,
      type: event.type ?? 'Other',
      start: event.timestamp * 1000 + offsetMs,
      bytes: 0,
      initiator: frames[0]?.url ?? parent[0]?.url ?? event.initiator.url,
      byScript: event.initiator.type === 'script',
    });
  });
  cdp.on('Network.loadingFinished', (event) => {
    lastActivity = Date.now();
    const request = requests.get(event.requestId);
    if (!request) return;
    request.end = event.timestamp * 1000 + offsetMs;
    request.bytes = event.encodedDataLength;
  });
  cdp.on('Network.loadingFailed', (event) => {
    lastActivity = Date.now();
    const request = requests.get(event.requestId);
    if (request) request.end = event.timestamp * 1000 + offsetMs;
  });
  return { requests, quietFor: () => Date.now() - lastActivity };
}

/**
 * Sequential depth of each script: a script the HTML names is depth 1; one a script asked for (a
 * dynamic import, an import of a fetched module, a preload link it added) is one more than the
 * script that asked, so the deepest is the longest chain of loads that each waited for the last.
 * Chromium names no script for a preload link a script added (`about:client`): that one waited
 * for the script that arrived last before it started, other than such preloads (a preloaded
 * module does not run until imported, so it adds no links).
 */
function scriptDepths(scripts: Request[]): Map<Request, number> {
  const byUrl = new Map(scripts.map((s) => [s.url, s]));
  const isPreload = (s: Request) => s.byScript && !(s.initiator && byUrl.has(s.initiator));
  const depths = new Map<Request, number>();
  const depth = (script: Request, seen: Set<Request>): number => {
    const known = depths.get(script);
    if (known !== undefined) return known;
    let parent = script.initiator ? byUrl.get(script.initiator) : undefined;
    if (!parent && script.byScript)
      for (const other of scripts)
        if (
          !isPreload(other) &&
          other.end !== undefined &&
          other.end <= script.start &&
          (!parent || other.end > (parent.end ?? 0))
        )
          parent = other;
    const value = parent && !seen.has(parent) ? 1 + depth(parent, new Set(seen).add(script)) : 1;
    depths.set(script, value);
    return value;
  };
  for (const script of scripts) depth(script, new Set());
  return depths;
}

const QUIET_MS = 1000;

/** The user-timing mark the page sets when the screen shows; the trace's split ends there. */
const SHOWN_MARK = 'cold:shown';

/** What the trace records: the main thread's tasks, scripts, rendering, and the page's marks. */
const TRACE_CATEGORIES = [
  '-*',
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
];

/**
 * Starts a trace of the browser; the answer stops it and hands over its events. The trace is kept
 * in the browser until then (a stream read at the end): the bench's process also serves the
 * pages, and trace data arriving during the load would slow its answers.
 */
async function startTrace(cdp: CDPSession): Promise<() => Promise<TraceEvent[]>> {
  await cdp.send('Tracing.start', {
    transferMode: 'ReturnAsStream',
    traceConfig: { includedCategories: TRACE_CATEGORIES },
  });
  return async () => {
    const complete = new Promise<{ stream?: string }>((resolve) =>
      cdp.once('Tracing.tracingComplete', resolve),
    );
    await cdp.send('Tracing.end');
    const { stream } = await complete;
    if (!stream) return [];
    let text = '';
    for (;;) {
      const chunk = await cdp.send('IO.read', { handle: stream });
      text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString('utf8') : chunk.data;
      if (chunk.eof) break;
    }
    await cdp.send('IO.close', { handle: stream });
    const parsed = JSON.parse(text) as TraceEvent[] | { traceEvents: TraceEvent[] };
    return Array.isArray(parsed) ? parsed : parsed.traceEvents;
  };
}

/**
 * One cold load in a fresh Chromium profile with the HTTP cache disabled and no service worker
 * installed yet: opens `baseUrl/#<path>` directly and measures until `count` of `selector` show,
 * then until the network has been quiet for a second. With `trace`, a trace of the load gives the
 * main thread's split; tracing slows a page's scripts, a script-heavy page more than a light one,
 * so a traced load's times are not compared with an untraced one's.
 */
export async function coldLoad(
  baseUrl: string,
  target: ColdTarget,
  { trace: traced = false }: { trace?: boolean } = {},
): Promise<ColdFigures> {
  const browser = await launchBrowser();
  try {
    const page: Page = await browser.context.newPage();
    page.setDefaultTimeout(30_000);
    const cdp = await browser.context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const { requests, quietFor } = recordRequests(cdp);
    const stopTrace = traced ? await startTrace(cdp) : async () => [];
    // tsx compiles functions handed to the page with esbuild's keepNames, which calls __name.
    await page.addInitScript('window.__name = (fn) => fn;');
    await page.addInitScript(
      ([selector, count, token, mark]) => {
        if (token && !localStorage.getItem(token.key)) localStorage.setItem(token.key, token.value);
        const w = window as unknown as { __coldShown?: number };
        const check = () => {
          if (w.__coldShown === undefined && document.querySelectorAll(selector).length >= count) {
            w.__coldShown = performance.now();
            performance.mark(mark);
            observer.disconnect();
            // Told through the console: the page is left alone until then (see below).
            console.debug(mark);
          }
        };
        const observer = new MutationObserver(check);
        observer.observe(document, { childList: true, subtree: true });
      },
      [target.selector, target.count, target.token ?? null, SHOWN_MARK] as const,
    );
    // Waiting with waitForFunction (or a locator) would install playwright's injected script in
    // the page while it loads: about 330 KB of script, 60–100 ms of the page's main thread taken
    // from the load it measures. A console message reaches the bench without touching the page.
    const shownSignal = page.waitForEvent('console', {
      predicate: (message) => message.text() === SHOWN_MARK,
      timeout: 30_000,
    });
    await page.goto(`${baseUrl}/#${target.path}`, { waitUntil: 'commit' });
    await shownSignal;
    const { shown, origin } = await page.evaluate(() => ({
      shown: (window as unknown as { __coldShown: number }).__coldShown,
      origin: performance.timeOrigin,
    }));
    while (quietFor() < QUIET_MS) await new Promise((resolve) => setTimeout(resolve, 100));
    const fcp = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    );
    const trace: TraceEvent[] = await stopTrace();
    const window = navigationToMark(trace, SHOWN_MARK);

    const all = [...requests.values()].map((r) => ({
      ...r,
      start: r.start - origin,
      end: r.end === undefined ? undefined : r.end - origin,
    }));
    const list = target.list ? all.find((r) => target.list?.test(r.url)) : undefined;
    const before = all.filter((r) => r.start <= shown);
    const scripts = before.filter((r) => r.type === 'Script');
    const depths = scriptDepths(scripts);
    const others = before.filter((r) => r.type !== 'Script');
    return {
      shownMs: shown,
      fcpMs: fcp,
      split: window && mainThreadSplit(trace, window.thread, window.from, window.to),
      listStartMs: list?.start,
      requestsBeforeList: list ? all.filter((r) => r.start < list.start).length : undefined,
      requestsBeforeShown: before.length,
      jsKibBeforeShown: scripts.reduce((sum, s) => sum + s.bytes, 0) / 1024,
      requestsUntilQuiet: all.length,
      chain: Math.max(0, ...depths.values()),
      scripts: scripts.map((s) => ({
        start: s.start,
        end: s.end ?? Number.NaN,
        depth: depths.get(s) ?? 0,
        kib: s.bytes / 1024,
        file: s.url.split('/').pop() ?? s.url,
      })),
      others: others.map((r) => ({
        start: r.start,
        end: r.end ?? Number.NaN,
        kib: r.bytes / 1024,
        file: `${r.type} ${r.url.replace(/^https?:\/\/[^/]+/, '')}`,
      })),
    };
  } finally {
    await browser.close();
  }
}
