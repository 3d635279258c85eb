import { useSyncExternalStore } from 'react';

const QUERY = '(max-width: 991px)';
const subscribe = (onChange: () => void) => {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
};

/** Under the shell's 992 px breakpoint, where sheets and dialogs take the whole width. */
export const useNarrow = () => useSyncExternalStore(subscribe, () => window.matchMedia(QUERY).matches);
