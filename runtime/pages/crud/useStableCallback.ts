import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function whose identity never changes but which always calls the latest `fn`: handlers passed
 * to the memoised table stay equal between renders, so the rows do not re-render.
 *
 * @example const onRun = useStableCallback((action) => runCrudAction(action, context, registry));
 */
export function useStableCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const ref = useRef(fn);
  useLayoutEffect(() => {
    ref.current = fn;
  });
  return useCallback((...args: A) => ref.current(...args), []);
}
