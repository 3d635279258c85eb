import { type ComponentType, useEffect, useState } from 'react';

/** A component whose code loads on first mount; `preload()` fetches it ahead. */
export type LazyComponent<P extends object> = ComponentType<P> & { preload(): Promise<ComponentType<P>> };

/**
 * A component that loads its code the first time one is mounted and shows `fallback` (same props)
 * until then. Unlike React.lazy it needs no Suspense boundary (so nothing around it waits, nor
 * React's reveal throttle), and once loaded — or preloaded — it renders at once, in the same render.
 * A failed load is logged and tried again by the next mount.
 *
 * @example
 * const DateWidget = lazyComponent(() => import('./DateWidget').then((m) => m.DateWidget), Placeholder);
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ComponentType<P>,
  options: {
    /** Throw a failed load into the nearest error boundary (a page) instead of logging it (a cell). */
    rethrow?: boolean;
  } = {},
): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: made once per lazy module, at module level, like React.lazy
  function Lazy(props: P) {
    const [, setReady] = useState(false);
    useEffect(() => {
      if (loaded) return;
      let live = true;
      preload().then(
        () => live && setReady(true),
        (error: unknown) => {
          if (!options.rethrow) console.error(error);
          else if (live)
            setReady(() => {
              throw error;
            });
        },
      );
      return () => {
        live = false;
      };
    }, []);
    const Component = loaded ?? fallback;
    return <Component {...props} />;
  }
  return Object.assign(Lazy, { preload });
}
