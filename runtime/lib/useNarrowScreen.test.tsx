// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOBILE_BREAKPOINT } from './breakpoints';
import { useNarrowScreen } from './useNarrowScreen';

/** A window of `width` px whose media queries answer as Chromium's do for a max-width query. */
function windowOf(width: number) {
  const listeners = new Set<() => void>();
  const queries: string[] = [];
  const state = { width };
  const matches = (query: string) => state.width <= Number(/max-width: ([\d.]+)px/.exec(query)?.[1]);
  vi.stubGlobal('matchMedia', (query: string) => {
    queries.push(query);
    return {
      get matches() {
        return matches(query);
      },
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    };
  });
  return {
    queries,
    resize(to: number) {
      state.width = to;
      for (const listener of listeners) listener();
    },
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Probe() {
  return <p>{useNarrowScreen() ? 'narrow' : 'wide'}</p>;
}
const shown = () => screen.getByRole('paragraph').textContent;

describe('useNarrowScreen, the one narrow-screen hook', () => {
  it('LY-01 asks for the shell breakpoint once: 991 px is narrow, 992 px is not', () => {
    windowOf(991);
    render(<Probe />);
    expect(shown()).toBe('narrow');
    cleanup();
    const wide = windowOf(MOBILE_BREAKPOINT);
    render(<Probe />);
    expect(shown()).toBe('wide');
    expect(new Set(wide.queries)).toEqual(new Set(['(max-width: 991.98px)']));
  });

  it('LY-01 follows the window across the breakpoint', () => {
    const phone = windowOf(1280);
    render(<Probe />);
    expect(shown()).toBe('wide');
    act(() => phone.resize(390));
    expect(shown()).toBe('narrow');
    act(() => phone.resize(992));
    expect(shown()).toBe('wide');
  });
});
