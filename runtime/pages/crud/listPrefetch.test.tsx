// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListParams, ListResult } from '../../data';
import { testDataProvider } from '../../data/providers/testDataProvider';
import { peekList, prefetchList, takeList } from './listPrefetch';
import type { CrudQuery } from './useCrudList';
import { useCrudList } from './useCrudList';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** A provider whose list requests wait until the test answers them. */
function heldProvider() {
  const calls: { resource: string; params: ListParams; answer(total: number): void; fail(): void }[] = [];
  const provider = testDataProvider({
    getList: <T,>(resource: string, params: ListParams) =>
      new Promise<ListResult<T>>((resolve, reject) => {
        calls.push({
          resource,
          params,
          answer: (total) => resolve({ list: [{ id: params.page } as T], total }),
          fail: () => reject(new Error('refused')),
        });
      }),
  });
  return { calls, provider };
}

let unique = 0;
/** Each test its own resource: the prefetched lists are kept per page load, across tests. */
const query = (page = 1): CrudQuery => ({ page, pageSize: 20, filter: { n: ++unique } });

describe('listPrefetch (#12.3: a deep link asks for its rows while the shell draws)', () => {
  it('#12.3 a list page finds its prefetched rows in its first render and asks the server nothing', async () => {
    const { calls, provider } = heldProvider();
    const first = query();
    prefetchList(provider, 'table', first);
    expect(calls).toHaveLength(1);
    act(() => calls[0].answer(41));
    await waitFor(() => expect(peekList('table', first)?.answer).toBeDefined());
    const { result } = renderHook(() => useCrudList(provider, 'table', first));
    // The first render already has the rows: no loading state, no second request.
    expect(result.current.status).toBe('ready');
    expect(result.current.rows).toEqual([{ id: 1 }]);
    expect(result.current.total).toBe(41);
    await act(async () => undefined);
    expect(calls).toHaveLength(1);
    // Taken once: it is gone, so a later visit asks again.
    expect(peekList('table', first)).toBeUndefined();
  });

  it('#12.3 a page that mounts before the answer waits for the prefetched request, not a new one', async () => {
    const { calls, provider } = heldProvider();
    const first = query();
    prefetchList(provider, 'users', first);
    const { result } = renderHook(() => useCrudList(provider, 'users', first));
    expect(result.current.status).toBe('loading');
    act(() => calls[0].answer(7));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.total).toBe(7);
    expect(calls).toHaveLength(1);
  });

  it("#12.3 a refused prefetch is the page's failure: status error, and no second request", async () => {
    const { calls, provider } = heldProvider();
    const first = query();
    prefetchList(provider, 'users', first);
    const { result } = renderHook(() => useCrudList(provider, 'users', first));
    act(() => calls[0].fail());
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error?.message).toBe('refused');
    expect(calls).toHaveLength(1);
  });

  it('#12.3 a page asking another query (another page of the list) ignores the prefetch', async () => {
    const { calls, provider } = heldProvider();
    const asked = query(1);
    prefetchList(provider, 'table', asked);
    const { result } = renderHook(() => useCrudList(provider, 'table', { ...asked, page: 2 }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1].params.page).toBe(2);
    act(() => calls[1].answer(50));
    await waitFor(() => expect(result.current.rows).toEqual([{ id: 2 }]));
  });

  it('#12.3 a page leaving before the prefetched answer cancels it', async () => {
    const { calls, provider } = heldProvider();
    const first = query();
    prefetchList(provider, 'table', first);
    const { unmount } = renderHook(() => useCrudList(provider, 'table', first));
    await act(async () => undefined);
    unmount();
    expect(calls[0].params.signal?.aborted).toBe(true);
  });

  it('#12.3 no duplicate: a prefetch right after the page asked itself is skipped, a stale one is not taken', () => {
    const { calls, provider } = heldProvider();
    const asked = query();
    expect(takeList('table', asked)).toBeUndefined();
    prefetchList(provider, 'table', asked);
    expect(calls).toHaveLength(0);

    vi.useFakeTimers();
    const later = query();
    prefetchList(provider, 'table', later);
    expect(calls).toHaveLength(1);
    vi.advanceTimersByTime(5001);
    expect(takeList('table', later)).toBeUndefined();
    expect(calls[0].params.signal?.aborted).toBe(true);
  });
});
