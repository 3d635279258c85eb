/** A call index.html's preloader sent before the code loaded (scripts/build/routePreloadScript.ts). */
export interface EarlyCall {
  url: string;
  headers: Record<string, string>;
  /** Date.now() when it was sent. */
  at: number;
  answer: Promise<Response>;
  /**
   * Cancels the call, its body included (the preloader's own controller). The taker's timeout or
   * cancel aborts it, so an answer whose body stalls ends as a request the runtime sent itself
   * would: rejected, never pending for good.
   */
  control?: AbortController;
}

/** An early answer older than this is not taken: the runtime asks again. */
const MAX_AGE_MS = 10_000;

declare global {
  /** The calls index.html's preloader sent ahead, left on the page for the runtime to take. */
  var __jimuEarly: EarlyCall[] | undefined;
}

/**
 * This very request if the preloader sent it ahead — the same GET to the same address with the
 * same headers, the token included (both are built by the same code: the build recorded the
 * preloader's from this runtime, scripts/build/earlyCalls.ts) — taken once; otherwise undefined,
 * and the caller sends it. A deep link or F5 so finds the user info and its list's first rows
 * already there when the code that asks for them has run. Stale calls are dropped.
 *
 * @example const ahead = takeEarlyCall('/userInfo', { method: 'GET', headers }); // EarlyCall | undefined
 */
export function takeEarlyCall(
  url: string,
  init: { method?: string; headers: Record<string, string>; body?: unknown },
  now = Date.now(),
): EarlyCall | undefined {
  const calls = globalThis.__jimuEarly;
  if (!calls?.length || (init.method ?? 'GET') !== 'GET' || init.body != null) return undefined;
  const key = JSON.stringify([url, init.headers]);
  const fresh = calls.filter((call) => now - call.at <= MAX_AGE_MS);
  const index = fresh.findIndex((call) => JSON.stringify([call.url, call.headers]) === key);
  globalThis.__jimuEarly = fresh;
  return index < 0 ? undefined : fresh.splice(index, 1)[0];
}

/**
 * Sends `init` through `send`, unless its answer came early: then the early answer, which a
 * cancelled `signal` rejects as fetch would (AbortError), before the answer came or while its body
 * is read (the early call is aborted then). An early call that failed to reach the server is sent
 * again, so it fails (or not) as the caller's own request.
 *
 * @example const response = await fetchOrEarly(url, init, fetch);
 */
export function fetchOrEarly(
  url: string,
  init: RequestInit & { headers: Record<string, string> },
  send: (url: string, init: RequestInit) => Promise<Response>,
): Promise<Response> {
  const early = takeEarlyCall(url, init);
  const { signal } = init;
  if (!early) return send(url, init);
  return new Promise<Response>((resolve, reject) => {
    const abort = () => {
      early.control?.abort();
      reject(new DOMException('aborted', 'AbortError'));
    };
    if (signal?.aborted) abort();
    signal?.addEventListener('abort', abort, { once: true });
    early.answer.catch(() => send(url, init)).then(resolve, reject);
  });
}
