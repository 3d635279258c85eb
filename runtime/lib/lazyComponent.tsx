import { type ComponentType, forwardRef, useEffect, useState } from 'react';

/** A component whose code loads on first mount; `preload()` fetches it ahead. */
export type LazyComponent<P extends object> = ComponentType<P> & { preload(): Promise<ComponentType<P>> };

const Nothing = () => null;

/**
 * The one way Jimu loads code lazily: a component that loads its code the first time one is
 * mounted and shows `fallback` (same props; nothing when left out) until then. It needs no
 * Suspense boundary (so nothing around it waits, nor React's reveal throttle), and once loaded —
 * or preloaded, or when the page opened on a route whose files the build preloads — it renders at
 * once, in the same render. A ref reaches the loaded component. A failed load is logged and tried
 * again by the next mount, or thrown to the nearest error boundary with `rethrow`.
 *
 * @example
 * const DateWidget = lazyComponent(() => import('./DateWidget').then((m) => m.DateWidget), Placeholder);
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ComponentType<P> = Nothing,
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
  // A ref goes to the loaded component (an editor's imperative handle), never to the fallback.
  // biome-ignore lint/correctness/noComponentHookFactories: made once per lazy module, at module level, like React.lazy
  const Lazy = forwardRef<unknown, P>(function Lazy(props, ref) {
    const [, setReady] = useState(() => loaded !== undefined);
    useEffect(() => {
      // The code may have arrived between this render (the fallback) and this effect: a preload
      // already on its way, resolved while the commit ran. Render again then, or the fallback stays
      // for good (a first view under load: the frame shown, its page never).
      if (loaded) {
        setReady(true);
        return;
      }
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
    if (!loaded) {
      const Fallback = fallback;
      return <Fallback {...(props as P)} />;
    }
    const Loaded = loaded;
    return ref ? <Loaded {...(props as P)} ref={ref} /> : <Loaded {...(props as P)} />;
  });
  return Object.assign(Lazy as unknown as ComponentType<P>, { preload });
}
