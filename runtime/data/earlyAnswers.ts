/** A call index.html's preloader sent before the code loaded (scripts/build/routePreloadScript.ts). */
export interface EarlyCall {
  url: string;
  headers: Record<string, string>;
  /** Date.now() when it was sent. */
  at: number;
  answer: Promise<Response>;
}

/** An early answer older than this is not taken: the runtime asks again. */
const MAX_AGE_MS = 10_000;

type EarlyWindow = { __jimuEarly?: EarlyCall[] };

const absolute = (url: string): string => {
  try {
    return new URL(url, globalThis.location?.href).href;
  } catch {
    return url;
  }
};

const lowerCased = (headers: Record<string, string>): Map<string, string> =>
  new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

function sameHeaders(a: Record<string, string>, b: Record<string, string>): boolean {
  const left = lowerCased(a);
  const right = lowerCased(b);
  if (left.size !== right.size) return false;
  for (const [name, value] of left) if (right.get(name) !== value) return false;
  return true;
}

/**
 * The answer to this very request if the preloader sent it ahead (same GET, same address, same
 * headers — the token included — and no body), taken once; otherwise undefined and the caller
 * sends it. A deep link or F5 so finds the user info and its list's first rows already there when
 * the code that asks for them has run. Stale or unclaimed calls are dropped.
 *
 * @example const ahead = takeEarlyAnswer('/userInfo', { method: 'GET', headers }); // Promise<Response> | undefined
 */
export function takeEarlyAnswer(
  url: string,
  init: { method?: string; headers: Record<string, string>; body?: unknown },
  now = Date.now(),
): Promise<Response> | undefined {
  const calls = (globalThis as EarlyWindow).__jimuEarly;
  if (!calls || calls.length === 0) return undefined;
  if ((init.method ?? 'GET') !== 'GET' || init.body != null) return undefined;
  const fresh = calls.filter((call) => now - call.at <= MAX_AGE_MS);
  const href = absolute(url);
  const index = fresh.findIndex(
    (call) => absolute(call.url) === href && sameHeaders(call.headers, init.headers),
  );
  const taken = index < 0 ? undefined : fresh.splice(index, 1)[0];
  (globalThis as EarlyWindow).__jimuEarly = fresh;
  return taken?.answer;
}

/**
 * Sends `init` through `send`, unless its answer came early: then the early answer, which a
 * cancelled `signal` rejects as fetch would (AbortError). An early call that failed to reach the
 * server is sent again, so it fails (or not) as the caller's own request.
 *
 * @example const response = await fetchOrEarly(url, init, fetch);
 */
export function fetchOrEarly(
  url: string,
  init: RequestInit & { headers: Record<string, string> },
  send: (url: string, init: RequestInit) => Promise<Response>,
): Promise<Response> {
  const early = takeEarlyAnswer(url, init);
  if (!early) return send(url, init);
  const signal = init.signal;
  return new Promise<Response>((resolve, reject) => {
    const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
    if (signal?.aborted) return abort();
    signal?.addEventListener('abort', abort, { once: true });
    early
      .catch(() => send(url, init))
      .then(resolve, reject)
      .finally(() => signal?.removeEventListener('abort', abort));
  });
}
