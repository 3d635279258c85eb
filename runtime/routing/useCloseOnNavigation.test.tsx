// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { UNSAFE_LocationContext as LocationContext } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { useCloseOnNavigation } from './useCloseOnNavigation';

type Where = { key: string; pathname: string };

function render(open: boolean, close: () => void, start: Where) {
  let where = start;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <LocationContext.Provider
      value={{ location: { ...where, search: '', hash: '', state: null }, navigationType: 'POP' as never }}
    >
      {children}
    </LocationContext.Provider>
  );
  const hook = renderHook(() => useCloseOnNavigation(open, close), { wrapper });
  return (next: Where) => {
    where = next;
    hook.rerender();
  };
}

describe('an open overlay closes when the location changes', () => {
  it('closes on a typed address after a bookmark, where the router gives both the key "default"', () => {
    const close = vi.fn();
    const go = render(true, close, { key: 'default', pathname: '/index' });
    expect(close).not.toHaveBeenCalled();
    go({ key: 'default', pathname: '/user_center/userManagement' });
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('closes on a menu click to the same page (a new key), and stays for a render at the same place', () => {
    const close = vi.fn();
    const go = render(true, close, { key: 'a1', pathname: '/index' });
    go({ key: 'a1', pathname: '/index' });
    expect(close).not.toHaveBeenCalled();
    go({ key: 'b2', pathname: '/index' });
    expect(close).toHaveBeenCalledTimes(1);
  });
});
