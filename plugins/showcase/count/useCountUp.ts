import { CountUp, type CountUpOptions } from 'countup.js';
import { type RefObject, useCallback, useEffect, useRef } from 'react';

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * countup.js on an element: `start` animates from the options' start to `end` (again from the
 * start on each call), `pauseResume` toggles, `reset` shows the start value. With reduced motion
 * the value jumps to the end. Options are read at each start.
 *
 * @example const { start } = useCountUp(ref, 572, { duration: 1 }); useEffect(start, [start]);
 */
export function useCountUp(target: RefObject<HTMLElement>, end: number, options: CountUpOptions) {
  const counter = useRef<CountUp | null>(null);
  const latest = useRef({ end, options });
  latest.current = { end, options };
  const start = useCallback(() => {
    if (!target.current) return;
    const { end: endVal, options: opts } = latest.current;
    counter.current?.reset();
    counter.current = new CountUp(target.current, endVal, {
      ...opts,
      duration: reducedMotion() ? 0 : opts.duration,
    });
    counter.current.start();
  }, [target]);
  const pauseResume = useCallback(() => counter.current?.pauseResume(), []);
  const reset = useCallback(() => counter.current?.reset(), []);
  useEffect(() => () => counter.current?.reset(), []);
  return { start, pauseResume, reset };
}
