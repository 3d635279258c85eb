// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDarkMode } from './useDarkMode';
import { useThemeValue } from './useThemeValue';

afterEach(() => {
  document.body.removeAttribute('theme-mode');
  document.body.className = '';
});

describe('what paints its own colours follows the theme', () => {
  it('useDarkMode turns with the body theme-mode dark mode sets, both ways', async () => {
    const { result, unmount } = renderHook(() => useDarkMode());
    expect(result.current).toBe(false);
    act(() => document.body.setAttribute('theme-mode', 'dark'));
    await waitFor(() => expect(result.current).toBe(true));
    act(() => document.body.removeAttribute('theme-mode'));
    await waitFor(() => expect(result.current).toBe(false));
    unmount();
  });

  it('useThemeValue reads again on a colour theme (a body class) and stops when unmounted', async () => {
    let reads = 0;
    const read = () => {
      reads += 1;
      return document.body.className;
    };
    const { result, unmount } = renderHook(() => useThemeValue(read));
    act(() => document.body.classList.add('vab-theme-green-white'));
    await waitFor(() => expect(result.current).toBe('vab-theme-green-white'));
    unmount();
    const before = reads;
    document.body.classList.add('vab-background');
    await new Promise((done) => queueMicrotask(() => done(undefined)));
    expect(reads).toBe(before);
  });
});
