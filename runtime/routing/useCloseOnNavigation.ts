import { useContext, useEffect, useRef } from 'react';
import { UNSAFE_LocationContext as LocationContext } from 'react-router-dom';

/**
 * Closes a shell overlay (header popover, search or error-log dialog, theme drawer) when the
 * location changes — a pick inside it, browser Back, a menu click — so it never stays over the
 * next page (issue 11 item 4). Outside a router it does nothing.
 *
 * @example useCloseOnNavigation(open, () => setOpen(false));
 */
export function useCloseOnNavigation(open: boolean, close: () => void): void {
  const key = useContext(LocationContext)?.location.key;
  const latest = useRef(close);
  latest.current = close;
  const seen = useRef(key);
  useEffect(() => {
    if (seen.current === key) return;
    seen.current = key;
    if (open) latest.current();
  }, [key, open]);
}
