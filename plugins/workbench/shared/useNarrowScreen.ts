import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT } from '../../../runtime/machines';

const QUERY = `(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`;

const subscribe = (onChange: () => void) => {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
};
const narrow = () => window.matchMedia(QUERY).matches;

/**
 * Whether the window is under the shell's 992 px breakpoint, followed live: side sheets and
 * dialogs of the workbench become full-width sheets there.
 *
 * @example const narrow = useNarrowScreen(); <SideSheet width={narrow ? '100%' : 560} />
 */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, narrow, () => false);
}
