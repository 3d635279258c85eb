import { useCallback, useEffect, useRef, useState } from 'react';
import type { DataProvider } from '../../data';
import { peekList, takeList } from './listPrefetch';

export type CrudRow = Record<string, unknown>;
export interface CrudSort {
  field: string;
  order: 'asc' | 'desc';
}
export interface CrudQuery {
  page: number;
  pageSize: number;
  sort?: CrudSort;
  filter: Record<string, unknown>;
}
export type CrudStatus = 'loading' | 'ready' | 'error';

export interface CrudList {
  query: CrudQuery;
  status: CrudStatus;
  rows: CrudRow[];
  total: number;
  error?: Error;
  setPage(page: number, pageSize?: number): void;
  setSort(sort: CrudSort | undefined): void;
  /** A new search: back to page 1. */
  setFilter(filter: Record<string, unknown>): void;
  /** The whole query at once (the URL's, when a link or Back changes it). */
  replaceQuery(query: CrudQuery): void;
  reload(): void;
}

const NO_ROWS: CrudRow[] = [];

/** Drops empty search values, so a cleared field stops filtering. */
export function cleanFilter(filter: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(filter).filter(
      ([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0),
    ),
  );
}

/**
 * One list request at a time for a crud page: the query (page, size, sort, filter), the answer and
 * the request's state. A late answer to an older query is ignored; a page left empty by a delete
 * steps back to the last page that has rows. Fails by status 'error' with the provider's error
 * (already toasted by the http layer), never by throwing.
 *
 * @example const list = useCrudList(provider, 'userManagement', { page: 1, pageSize: 20, filter: {} });
 */
export function useCrudList(provider: DataProvider, resource: string, initial: CrudQuery): CrudList {
  const [query, setQuery] = useState(initial);
  const [version, setVersion] = useState(0);
  // Rows prefetched for this first query (a deep link, listPrefetch.ts) show in the first render.
  const [answer, setAnswer] = useState<{ status: CrudStatus; rows: CrudRow[]; total: number; error?: Error }>(
    () => {
      const ready = peekList(resource, initial)?.answer;
      return ready
        ? { status: 'ready', rows: ready.list, total: ready.total }
        : { status: 'loading', rows: NO_ROWS, total: 0 };
    },
  );
  const first = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: version is the reload trigger
  useEffect(() => {
    let live = true;
    const { page, pageSize, sort, filter } = query;
    const ahead = first.current ? takeList(resource, query) : undefined;
    first.current = false;
    // A newer query (another page, a search typed on) cancels the request it supersedes.
    const request = new AbortController();
    const settle = ({ list, total }: { list: CrudRow[]; total: number }) => {
      if (!live) return;
      if (list.length === 0 && total > 0 && page > 1) {
        setQuery((q) => ({ ...q, page: Math.max(1, Math.ceil(total / q.pageSize)) }));
        return;
      }
      setAnswer((a) =>
        a.status === 'ready' && a.rows === list ? a : { status: 'ready', rows: list, total },
      );
    };
    if (!ahead?.answer)
      setAnswer((a) => (a.status === 'loading' ? a : { ...a, status: 'loading', error: undefined }));
    const pending =
      ahead?.promise ??
      provider.getList<CrudRow>(resource, { page, pageSize, sort, filter, signal: request.signal });
    pending.then(settle, (error: Error) => {
      if (live) setAnswer((a) => ({ ...a, status: 'error', error }));
    });
    return () => {
      live = false;
      request.abort();
      ahead?.abort();
    };
  }, [provider, resource, query, version]);

  return {
    query,
    ...answer,
    setPage: useCallback(
      (page: number, pageSize?: number) =>
        setQuery((q) => ({
          ...q,
          page: pageSize && pageSize !== q.pageSize ? 1 : page,
          pageSize: pageSize ?? q.pageSize,
        })),
      [],
    ),
    setSort: useCallback((sort: CrudSort | undefined) => setQuery((q) => ({ ...q, sort, page: 1 })), []),
    setFilter: useCallback(
      (filter: Record<string, unknown>) => setQuery((q) => ({ ...q, filter: cleanFilter(filter), page: 1 })),
      [],
    ),
    replaceQuery: useCallback(
      (next: CrudQuery) => setQuery({ ...next, filter: cleanFilter(next.filter) }),
      [],
    ),
    reload: useCallback(() => setVersion((v) => v + 1), []),
  };
}
