import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT } from '../../lib/breakpoints';

const QUERY = `(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`;

const subscribe = (onChange: () => void) => {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
};
const narrow = () => window.matchMedia(QUERY).matches;

/**
 * Whether the window is phone-narrow (under the shell's 992 px breakpoint), followed live.
 *
 * @example const phone = useNarrowScreen();
 */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, narrow, () => false);
}
