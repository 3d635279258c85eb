import { useSelector } from '@xstate/react';
import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { useShell } from '../ShellContext';
import { navigationBar } from './navigationBar';
import type { ProgressBar } from './ProgressBar';
import './progress.css';

export interface NavigationProgressProps {
  /** The bar to draw; the page's shared one unless given (tests). */
  bar?: ProgressBar;
}

/**
 * The 2 px bar at the top of the page during navigation, while `showProgressBar` is on.
 * A location change starts it before the new route paints; it finishes on the frame after
 * the route rendered. Mount it once in each layout.
 *
 * @example <NavigationProgress />
 */
export function NavigationProgress({ bar = navigationBar }: NavigationProgressProps) {
  const { settings } = useShell();
  const enabled = useSelector(settings, (s) => s.context.showProgressBar);
  const location = useLocation();
  const snapshot = useSyncExternalStore(bar.subscribe, bar.getSnapshot);
  const seen = useRef<string | null>(null);

  useLayoutEffect(() => {
    const previous = seen.current;
    seen.current = location.key;
    // The first location is the page load, not a navigation.
    if (previous === null || previous === location.key || !enabled) return;
    bar.start();
    const frame = requestAnimationFrame(() => bar.done());
    return () => cancelAnimationFrame(frame);
  }, [bar, location.key, enabled]);

  if (!enabled || snapshot.value === null) return null;
  return (
    <div
      className="jimu-progress"
      data-testid="navigation-progress"
      data-value={snapshot.value.toFixed(3)}
      aria-hidden="true"
      style={{
        width: `${snapshot.value * 100}%`,
        opacity: snapshot.fading ? 0 : 1,
        transitionDuration: `${bar.speed}ms`,
      }}
    />
  );
}
