import { useCallback, useEffect, useState } from 'react';
import { usePluginServices } from '../../../runtime/plugin';

export interface ShowcaseListSort {
  field: string;
  order: 'asc' | 'desc';
}

export interface ShowcaseListQuery {
  pageNo: number;
  pageSize: number;
  sort?: ShowcaseListSort;
  /** Search fields; empty values ('' / undefined / []) are left out of the request. */
  filter?: Record<string, unknown>;
}

export interface ShowcaseList<Row> {
  query: Required<Pick<ShowcaseListQuery, 'pageNo' | 'pageSize' | 'filter'>> &
    Pick<ShowcaseListQuery, 'sort'>;
  status: 'loading' | 'ready' | 'error';
  /** The rows of the current page. */
  list: Row[];
  total: number;
  error?: Error;
  setPage(pageNo: number, pageSize?: number): void;
  /** A new search: back to page 1. */
  setFilter(filter: Record<string, unknown>): void;
  setSort(sort: ShowcaseListSort | undefined): void;
  reload(): void;
  /** Replaces the shown rows without a request (an optimistic edit, undone the same way). */
  setList(update: (list: Row[]) => Row[]): void;
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** The query string of one list request (`pageNo`, `pageSize`, `sortField`/`sortOrder`, filters). */
export function showcaseListParams(query: ShowcaseListQuery): Record<string, unknown> {
  const params: Record<string, unknown> = { pageNo: query.pageNo, pageSize: query.pageSize };
  for (const [key, value] of Object.entries(query.filter ?? {})) if (!isEmpty(value)) params[key] = value;
  if (query.sort) Object.assign(params, { sortField: query.sort.field, sortOrder: query.sort.order });
  return params;
}

/**
 * `GET /<resource>/getList` for a demo screen: paging, sort and search in one query, the answer
 * as list and total. A newer query or unmounting aborts the request in flight (an aborted call
 * shows nothing); a failed one ends in status 'error' with the error the http client already
 * showed, never a throw. Calls through the console's http client (usePluginServices).
 *
 * @example
 * const icons = useShowcaseList<Icon>('remixIcon', { pageNo: 1, pageSize: 72 });
 * list.setFilter({ title: 'home' });
 */
export function useShowcaseList<Row = Record<string, unknown>>(
  resource: string,
  initial: ShowcaseListQuery,
): ShowcaseList<Row> {
  const { http } = usePluginServices();
  const [query, setQuery] = useState<ShowcaseList<Row>['query']>(() => ({ filter: {}, ...initial }));
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{
    status: ShowcaseList<Row>['status'];
    list: Row[];
    total: number;
    error?: Error;
  }>({ status: 'loading', list: [], total: 0 });
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-runs the same query (reload)
  useEffect(() => {
    const abort = new AbortController();
    setState((previous) => ({ ...previous, status: 'loading', error: undefined }));
    http
      .get<{ list: Row[]; total: number }>(`/${resource}/getList`, showcaseListParams(query), {
        signal: abort.signal,
      })
      .then(
        ({ data }) => {
          if (!abort.signal.aborted)
            setState({ status: 'ready', list: data.list ?? [], total: data.total ?? 0 });
        },
        (error: Error) => {
          if (!abort.signal.aborted) setState((previous) => ({ ...previous, status: 'error', error }));
        },
      );
    return () => abort.abort();
  }, [http, resource, query, attempt]);
  const setPage = useCallback(
    (pageNo: number, pageSize?: number) =>
      setQuery((q) => ({ ...q, pageNo, pageSize: pageSize ?? q.pageSize })),
    [],
  );
  const setFilter = useCallback(
    (filter: Record<string, unknown>) => setQuery((q) => ({ ...q, pageNo: 1, filter })),
    [],
  );
  const setSort = useCallback((sort: ShowcaseListSort | undefined) => setQuery((q) => ({ ...q, sort })), []);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const setList = useCallback(
    (update: (list: Row[]) => Row[]) =>
      setState((previous) => ({ ...previous, list: update(previous.list) })),
    [],
  );
  return { query, ...state, setPage, setFilter, setSort, reload, setList };
}
