import { useContext, useEffect, useRef } from 'react';
import { UNSAFE_LocationContext as LocationContext } from 'react-router-dom';

/**
 * Closes a shell overlay (header popover, search or error-log dialog, theme drawer) when the
 * location changes — a pick inside it, browser Back, a menu click — so it never stays over the
 * next page. Outside a router it does nothing.
 *
 * @example useCloseOnNavigation(open, () => setOpen(false));
 */
export function useCloseOnNavigation(open: boolean, close: () => void): void {
  const location = useContext(LocationContext)?.location;
  // The router's key alone is not enough: every location the router did not make itself (the
  // first page opened from a link, an address typed into the bar) has the key 'default', so a
  // typed address after a bookmark would keep the same key. The address counts as well.
  const key = location && `${location.key} ${location.pathname}${location.search}${location.hash}`;
  const latest = useRef(close);
  latest.current = close;
  const seen = useRef(key);
  useEffect(() => {
    if (seen.current === key) return;
    seen.current = key;
    if (open) latest.current();
  }, [key, open]);
}
