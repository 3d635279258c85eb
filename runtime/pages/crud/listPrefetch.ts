import type { DataProvider, ListResult } from '../../data/providers/DataProvider';
import type { CrudQuery, CrudRow } from './useCrudList';

/** A list request started before its page was there, and its answer once it came. */
export interface PrefetchedList {
  promise: Promise<ListResult<CrudRow>>;
  /** The answer, once it arrived: the page renders its rows in its first render. */
  answer?: ListResult<CrudRow>;
  /** Cancels the request (the page that took it went away first). */
  abort(): void;
}

interface Entry extends PrefetchedList {
  at: number;
}

/** A prefetched list older than this is not taken: the page asks again. */
const MAX_AGE_MS = 5000;
/** A page's own request this recent makes a prefetch of the same list a duplicate. */
const RECENT_MS = 1000;

const prefetched = new Map<string, Entry>();
const requested = new Map<string, number>();

/** The key of one list request: the resource and the whole query. */
const keyOf = (resource: string, query: CrudQuery): string =>
  JSON.stringify([resource, query.page, query.pageSize, query.sort ?? null, query.filter]);

function fresh(key: string, now = Date.now()): Entry | undefined {
  const entry = prefetched.get(key);
  if (entry && now - entry.at > MAX_AGE_MS) {
    prefetched.delete(key);
    entry.abort();
    return undefined;
  }
  return entry;
}

/**
 * Asks for a list page's first rows before the page itself renders — a deep link or F5, while
 * the shell around the page is still being drawn — so the page finds them there (`takeList`).
 * Skipped when that page asked for the same rows itself a moment ago, or a prefetch is pending.
 * A failed request is the page's failure, as if it had asked itself (the http layer showed it).
 * Returns the pending request (this one or the one already asked), for a caller that waits for
 * the rows (the first view, NavigationRoot); undefined when the page asked itself.
 *
 * @example prefetchList(provider, 'table', initialQuery(page, query));
 */
export function prefetchList(
  provider: DataProvider,
  resource: string,
  query: CrudQuery,
): Promise<unknown> | undefined {
  const key = keyOf(resource, query);
  const now = Date.now();
  const pending = fresh(key, now);
  if (pending) return pending.promise;
  if (now - (requested.get(key) ?? 0) < RECENT_MS) return undefined;
  const request = new AbortController();
  const { page, pageSize, sort, filter } = query;
  const entry: Entry = {
    at: now,
    abort: () => request.abort(),
    promise: provider.getList<CrudRow>(resource, { page, pageSize, sort, filter, signal: request.signal }),
  };
  entry.promise.then(
    (answer) => {
      entry.answer = answer;
    },
    () => prefetched.delete(key),
  );
  prefetched.set(key, entry);
  return entry.promise;
}

/** The prefetched request for this list, if one is there and fresh; it stays until `takeList`. */
export function peekList(resource: string, query: CrudQuery): PrefetchedList | undefined {
  return fresh(keyOf(resource, query));
}

/**
 * Takes the prefetched request for this list (it is then gone), or notes that the page asks for
 * it itself, so that a prefetch started after the page does not ask twice.
 *
 * @example const ahead = takeList('table', query); const answer = ahead?.promise ?? provider.getList(…);
 */
export function takeList(resource: string, query: CrudQuery): PrefetchedList | undefined {
  const key = keyOf(resource, query);
  const entry = fresh(key);
  if (entry) {
    prefetched.delete(key);
    return entry;
  }
  const now = Date.now();
  for (const [old, at] of requested) if (now - at >= RECENT_MS) requested.delete(old);
  requested.set(key, now);
  return undefined;
}
