import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT } from '../../../runtime/machines';

const QUERY = `(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`;
const subscribe = (onChange: () => void) => {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
};

/** Under the shell's 992 px breakpoint (followed live): the area's sheets become full width. */
export const useNarrow = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
