import { useCallback, useEffect, useState } from 'react';
import { usePluginServices } from '../../../runtime/plugin';

export interface DemoListSort {
  field: string;
  order: 'asc' | 'desc';
}

export interface DemoListQuery {
  pageNo: number;
  pageSize: number;
  sort?: DemoListSort;
  /** Search fields; empty values ('' / undefined / []) are left out of the request. */
  filter?: Record<string, unknown>;
}

export interface DemoList<Row> {
  query: Required<Pick<DemoListQuery, 'pageNo' | 'pageSize' | 'filter'>> & Pick<DemoListQuery, 'sort'>;
  status: 'loading' | 'ready' | 'error';
  /** The rows of the current page. */
  list: Row[];
  total: number;
  error?: Error;
  setPage(pageNo: number, pageSize?: number): void;
  /** A new search: back to page 1. */
  setFilter(filter: Record<string, unknown>): void;
  setSort(sort: DemoListSort | undefined): void;
  reload(): void;
  /** Replaces the shown rows without a request (an optimistic edit, undone the same way). */
  setList(update: (list: Row[]) => Row[]): void;
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** The query string of one list request (`pageNo`, `pageSize`, `sortField`/`sortOrder`, filters). */
export function demoListParams(query: DemoListQuery): Record<string, unknown> {
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
 * const icons = useDemoList<Icon>('remixIcon', { pageNo: 1, pageSize: 72 });
 * list.setFilter({ title: 'home' });
 */
export function useDemoList<Row = Record<string, unknown>>(
  resource: string,
  initial: DemoListQuery,
): DemoList<Row> {
  const { http } = usePluginServices();
  const [query, setQuery] = useState<DemoList<Row>['query']>(() => ({ filter: {}, ...initial }));
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{
    status: DemoList<Row>['status'];
    list: Row[];
    total: number;
    error?: Error;
  }>({ status: 'loading', list: [], total: 0 });
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-runs the same query (reload)
  useEffect(() => {
    const abort = new AbortController();
    setState((previous) => ({ ...previous, status: 'loading', error: undefined }));
    http
      .get<{ list: Row[]; total: number }>(`/${resource}/getList`, demoListParams(query), {
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
  const setSort = useCallback((sort: DemoListSort | undefined) => setQuery((q) => ({ ...q, sort })), []);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const setList = useCallback(
    (update: (list: Row[]) => Row[]) =>
      setState((previous) => ({ ...previous, list: update(previous.list) })),
    [],
  );
  return { query, ...state, setPage, setFilter, setSort, reload, setList };
}
