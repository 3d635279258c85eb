/** One request of a first visit, as the bench saw it. */
export interface WireRequest {
  url: string;
  /** The browser's resource type (`script`, `stylesheet`, `fetch` …), any case. */
  type: string;
  /** ms since the navigation started. */
  start: number;
  /** Bytes on the wire (headers and encoded body); 0 for an answer from a cache. */
  bytes: number;
  /** The service worker asked for it (its precache), not the page. */
  byServiceWorker: boolean;
}

/** JS and CSS of the first `windowMs` of a visit, in KiB. */
export interface WireBytes {
  /** What the page asked for before it went idle after its first view: the budgeted part. */
  firstViewKib: number;
  /** What waited for that idle moment: the service worker's precache, idle-time prefetches. */
  deferredKib: number;
}

const CODE_TYPES = new Set(['script', 'stylesheet']);
const CODE_FILE = /\.(m?js|css)(\?|#|$)/;

/** A script or a stylesheet, by its type or, for a preload or a worker's fetch, its file name. */
export const isCode = (request: Pick<WireRequest, 'url' | 'type'>) =>
  CODE_TYPES.has(request.type.toLowerCase()) || CODE_FILE.test(new URL(request.url).pathname);

/**
 * Splits the JS and CSS that crossed the wire in the first `windowMs` of a visit into what the
 * first view cost and what was deferred: a request counts as deferred when the service worker made
 * it or it started at or after `idleAt` (ms since the navigation; undefined when the page never
 * went idle, so nothing was deferred).
 *
 * @example wireBytes(requests, { idleAt: 1800, windowMs: 10_000 })
 */
export function wireBytes(
  requests: readonly WireRequest[],
  { idleAt, windowMs }: { idleAt: number | undefined; windowMs: number },
): WireBytes {
  let first = 0;
  let deferred = 0;
  for (const r of requests) {
    if (r.start > windowMs || !isCode(r)) continue;
    if (r.byServiceWorker || (idleAt !== undefined && r.start >= idleAt)) deferred += r.bytes;
    else first += r.bytes;
  }
  return { firstViewKib: first / 1024, deferredKib: deferred / 1024 };
}
