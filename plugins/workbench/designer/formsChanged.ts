import { useEffect } from 'react';

const EVENT = 'jimu:workbench-forms-changed';

/** Tells open form lists that a form was created, saved or imported (the list is a kept-alive tab). */
export const announceFormsChanged = () => window.dispatchEvent(new Event(EVENT));

/**
 * Runs `reload` whenever a form changes elsewhere: a kept-alive list keeps its element while the
 * editor is open, so it learns of saves this way rather than by re-rendering.
 *
 * @example useFormsChanged(load);
 */
export function useFormsChanged(reload: () => void): void {
  useEffect(() => {
    window.addEventListener(EVENT, reload);
    return () => window.removeEventListener(EVENT, reload);
  }, [reload]);
}
