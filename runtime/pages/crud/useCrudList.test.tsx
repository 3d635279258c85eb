// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ListParams, ListResult } from '../../data';
import { testDataProvider } from '../../data/providers/testDataProvider';
import { useCrudList } from './useCrudList';

afterEach(cleanup);

describe('useCrudList', () => {
  it('#12.9 a newer query cancels the list request it supersedes; only the newest answer shows', async () => {
    const calls: { params: ListParams; answer(total: number): void }[] = [];
    const provider = testDataProvider({
      getList: <T,>(_resource: string, params: ListParams) =>
        new Promise<ListResult<T>>((resolve) => {
          calls.push({ params, answer: (total) => resolve({ list: [{ id: params.page } as T], total }) });
        }),
    });
    const { result } = renderHook(() =>
      useCrudList(provider, 'table', { page: 1, pageSize: 20, filter: {} }),
    );
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() => result.current.setPage(2));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[0].params.signal?.aborted).toBe(true);
    expect(calls[1].params.signal?.aborted).toBe(false);
    // The superseded answer arriving late changes nothing; the newest one shows.
    act(() => calls[0].answer(99));
    act(() => calls[1].answer(41));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.rows).toEqual([{ id: 2 }]);
    expect(result.current.total).toBe(41);
  });
});
