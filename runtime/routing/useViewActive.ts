import { createContext, useContext, useEffect, useRef } from 'react';

/**
 * Whether the route view around a component is the one showing. The shell's keep-alive cache
 * keeps hidden pages mounted and hands them a frozen location, so a page cannot tell from
 * the router that it was left: this tells it. Outside a kept view it is always true.
 */
export const ViewActiveContext = createContext(true);

/**
 * @example const showing = useViewActive();
 */
export function useViewActive(): boolean {
  return useContext(ViewActiveContext);
}

/**
 * Closes an overlay (dialog, drawer, popover) of a page once its view stops showing — browser Back,
 * a tab or menu click — so it never stays over the next page.
 *
 * @example useCloseWhenLeft(open, onClose);
 */
export function useCloseWhenLeft(open: boolean, close: () => void): void {
  const active = useViewActive();
  const latest = useRef(close);
  latest.current = close;
  useEffect(() => {
    if (open && !active) latest.current();
  }, [open, active]);
}
