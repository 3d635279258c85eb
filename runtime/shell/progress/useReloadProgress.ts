import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef } from 'react';
import { useShell } from '../ShellContext';
import { navigationBar } from './navigationBar';

/** The bar hides this long after a view reload. */
export const RELOAD_PROGRESS_MS = 200;

/**
 * For the view that re-mounts on a reload: returns a function to call when the reload
 * starts; it shows the progress bar and finishes it 200 ms later, while `showProgressBar` is on.
 *
 * @example
 * const reloadProgress = useReloadProgress();
 * const reload = () => { reloadProgress(); setReloads((n) => n + 1); };
 */
export function useReloadProgress(bar = navigationBar): () => void {
  const { settings } = useShell();
  const enabled = useSelector(settings, (s) => s.context.showProgressBar);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(() => {
    if (!enabled) return;
    clearTimeout(timer.current);
    bar.start();
    timer.current = setTimeout(() => bar.done(), RELOAD_PROGRESS_MS);
  }, [bar, enabled]);
}
