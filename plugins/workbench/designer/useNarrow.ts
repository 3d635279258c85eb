import { useEffect, useState } from 'react';

const QUERY = '(max-width: 991px)';

/** Under Jimu's 992 px breakpoint: side panes become full-width sheets. */
export function useNarrow(): boolean {
  const [narrow, setNarrow] = useState(() => window.matchMedia(QUERY).matches);
  useEffect(() => {
    const media = window.matchMedia(QUERY);
    const update = () => setNarrow(media.matches);
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return narrow;
}
