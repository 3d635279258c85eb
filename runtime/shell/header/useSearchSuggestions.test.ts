// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSearchSuggestions } from './useSearchSuggestions';

/** The search call of app.yaml api, answering `answer(value)`. */
function searchCall(answer: (value: string) => unknown[]) {
  const search = vi.fn(async (value: string, _signal?: AbortSignal) => answer(value));
  return { search };
}

describe('useSearchSuggestions', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('LY-11 K-03 asks the search call once, 500 ms after the last keystroke', async () => {
    const { search } = searchCall((value) => [{ url: '#/user', value: `${value} page` }]);
    const { result, rerender } = renderHook(({ query }) => useSearchSuggestions(search, query), {
      initialProps: { query: '' },
    });
    for (const query of ['u', 'us', 'use']) {
      rerender({ query });
      await act(async () => vi.advanceTimersByTime(300));
    }
    expect(search).not.toHaveBeenCalled();
    expect(result.current.loading).toBe(true);
    await act(async () => vi.advanceTimersByTime(200));
    expect(search).toHaveBeenCalledOnce();
    expect(search.mock.calls[0][0]).toBe('use');
    expect(result.current).toEqual({
      suggestions: [{ url: '#/user', value: 'use page' }],
      loading: false,
      settled: 'use',
    });
  });

  it('LY-11 an empty query clears the list without a call; items that are not suggestions are left out', async () => {
    const { search } = searchCall(() => ['not a suggestion', { url: '#/a' }, { url: '#/b', value: 'B' }]);
    const { result, rerender } = renderHook(({ query }) => useSearchSuggestions(search, query), {
      initialProps: { query: 'x' },
    });
    await act(async () => vi.advanceTimersByTime(500));
    expect(search).toHaveBeenCalledOnce();
    expect(result.current.suggestions).toEqual([{ url: '#/b', value: 'B' }]);
    rerender({ query: '   ' });
    await act(async () => vi.advanceTimersByTime(1000));
    expect(search).toHaveBeenCalledOnce();
    expect(result.current).toEqual({ suggestions: [], loading: false, settled: '' });
  });

  it('#28.3 without a search call nothing is asked: the query settles with no suggestions', async () => {
    const { result } = renderHook(() => useSearchSuggestions(undefined, 'users'));
    await act(async () => vi.advanceTimersByTime(500));
    expect(result.current).toEqual({ suggestions: [], loading: false, settled: 'users' });
  });
});
