// @vitest-environment happy-dom

import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { type HttpClient, toHttpClient } from '../../../runtime/data';
import { ShellContext, type ShellServices } from '../../../runtime/shell';
import { showcaseListParams, useShowcaseList } from './useShowcaseList';

type Call = { url: string; params?: Record<string, unknown>; signal?: AbortSignal };

/** An http client answering every list call from `answer`, recording what was asked. */
function fakeHttp(answer: (call: Call) => Promise<unknown>) {
  const calls: Call[] = [];
  const http: HttpClient = toHttpClient(async (request) => {
    const call = { url: request.url, params: request.params, signal: request.signal };
    calls.push(call);
    const data = await answer(call);
    return { code: 200, msg: 'ok', data } as never;
  });
  return { http, calls };
}

/** The console frame a demo screen runs in, with `http` as its client (the hook reaches no other service). */
function frame(http: HttpClient) {
  const session = createActor(
    createMachine({ context: { username: 'admin', avatar: '', roles: [], permissions: [], admin: true } }),
  ).start();
  const shell = { http, session } as unknown as ShellServices;
  return ({ children }: { children: ReactNode }) => (
    <ShellContext.Provider value={shell}>{children}</ShellContext.Provider>
  );
}

describe('useShowcaseList (#17 shared pieces)', () => {
  it('asks GET /<resource>/getList with paging, sort and the non-empty filters', () => {
    expect(
      showcaseListParams({
        pageNo: 2,
        pageSize: 72,
        sort: { field: 'id', order: 'desc' },
        filter: { title: 'home', category: '', style: undefined, tags: [] },
      }),
    ).toEqual({ pageNo: 2, pageSize: 72, title: 'home', sortField: 'id', sortOrder: 'desc' });
  });

  it('shows the answer, and a new search starts again at page 1', async () => {
    const { http, calls } = fakeHttp(async (call) => ({ list: [{ id: call.params?.pageNo }], total: 9 }));
    const { result } = renderHook(() => useShowcaseList('table', { pageNo: 1, pageSize: 3 }), {
      wrapper: frame(http),
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.list).toEqual([{ id: 1 }]);
    expect(result.current.total).toBe(9);
    act(() => result.current.setPage(3));
    await waitFor(() => expect(result.current.list).toEqual([{ id: 3 }]));
    act(() => result.current.setFilter({ title: 'x' }));
    await waitFor(() => expect(calls.at(-1)?.params).toEqual({ pageNo: 1, pageSize: 3, title: 'x' }));
    expect(calls.every((call) => call.url === '/table/getList')).toBe(true);
  });

  it('aborts the request in flight on unmount and never reports it', async () => {
    const { http, calls } = fakeHttp(() => new Promise(() => {}));
    const { result, unmount } = renderHook(() => useShowcaseList('table', { pageNo: 1, pageSize: 3 }), {
      wrapper: frame(http),
    });
    expect(result.current.status).toBe('loading');
    unmount();
    expect(calls[0].signal?.aborted).toBe(true);
  });

  it('ends in status error with the refused call, keeping the last rows', async () => {
    let fail = false;
    const { http } = fakeHttp(async () => {
      if (fail) throw new Error('refused');
      return { list: [{ id: 1 }], total: 1 };
    });
    const { result } = renderHook(() => useShowcaseList('table', { pageNo: 1, pageSize: 3 }), {
      wrapper: frame(http),
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    fail = true;
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error?.message).toBe('refused');
    expect(result.current.list).toEqual([{ id: 1 }]);
  });
});
