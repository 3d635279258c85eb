import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT } from './breakpoints';

// Just under the breakpoint, as the shell's CSS writes it: 991 px is narrow, 992 px is not, and a
// zoomed window's fractional width falls on the same side as the shell's own layout.
const QUERY = `(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`;

const subscribe = (onChange: () => void) => {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
};
const narrow = () => window.matchMedia(QUERY).matches;

/**
 * Whether the window is under the shell's 992 px breakpoint (`MOBILE_BREAKPOINT`), followed live:
 * the one narrow-screen hook, for the data table's phone layout and for a plugin's side sheets and
 * dialogs that take the whole width there. False where there is no window to measure.
 *
 * @example const narrow = useNarrowScreen(); <SideSheet width={narrow ? '100%' : 560} />
 */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, narrow, () => false);
}
