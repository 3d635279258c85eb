// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '../../data';
import { useSearchSuggestions } from './useSearchSuggestions';

/** An http client whose only expected call is `get`; anything else throws. */
function searchClient(answer: (value: string) => unknown) {
  const unexpected = (name: string) => () => {
    throw new Error(`searchClient: ${name} was not expected`);
  };
  const get = vi.fn(async (_url: string, params?: Record<string, unknown>) => ({
    code: 200,
    msg: 'success',
    data: answer(String(params?.value)),
  }));
  const http = {
    get,
    post: unexpected('post'),
    put: unexpected('put'),
    delete: unexpected('delete'),
    request: unexpected('request'),
  } as unknown as HttpClient;
  return { http, get };
}

describe('useSearchSuggestions', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('LY-11 K-03 asks /search/getList once, 500 ms after the last keystroke', async () => {
    const { http, get } = searchClient((value) => ({ list: [{ url: '#/user', value: `${value} page` }] }));
    const { result, rerender } = renderHook(({ query }) => useSearchSuggestions(http, query), {
      initialProps: { query: '' },
    });
    for (const query of ['u', 'us', 'use']) {
      rerender({ query });
      await act(async () => vi.advanceTimersByTime(300));
    }
    expect(get).not.toHaveBeenCalled();
    expect(result.current.loading).toBe(true);
    await act(async () => vi.advanceTimersByTime(200));
    expect(get).toHaveBeenCalledOnce();
    expect(get.mock.calls[0][0]).toBe('/search/getList');
    expect(get.mock.calls[0][1]).toEqual({ value: 'use' });
    expect(result.current).toEqual({
      suggestions: [{ url: '#/user', value: 'use page' }],
      loading: false,
      settled: 'use',
    });
  });

  it('LY-11 an empty query clears the list without a call; a malformed answer gives none', async () => {
    const { http, get } = searchClient(() => ({ list: 'not a list' }));
    const { result, rerender } = renderHook(({ query }) => useSearchSuggestions(http, query), {
      initialProps: { query: 'x' },
    });
    await act(async () => vi.advanceTimersByTime(500));
    expect(get).toHaveBeenCalledOnce();
    expect(result.current.suggestions).toEqual([]);
    rerender({ query: '   ' });
    await act(async () => vi.advanceTimersByTime(1000));
    expect(get).toHaveBeenCalledOnce();
    expect(result.current).toEqual({ suggestions: [], loading: false, settled: '' });
  });
});
