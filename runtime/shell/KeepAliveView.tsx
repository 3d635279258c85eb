import { type ReactNode, type RefObject, useContext, useEffect, useLayoutEffect, useRef } from 'react';
import { UNSAFE_LocationContext as LocationContext } from 'react-router-dom';

export interface KeepAliveViewProps {
  /** The key of the view shown now (the tab key, or the path for a view without a tab). */
  activeKey: string;
  /** Keys of the views to keep mounted while hidden: the tabs actor's keepAliveKeys (LY-06). */
  keep: readonly string[];
  /** The element that scrolls the page; each kept view gets its scroll position back. */
  scroller: RefObject<HTMLElement>;
  /** The current view. Kept views keep the element they last rendered. */
  children: ReactNode;
}

const hiddenProps = { hidden: true, inert: '' } as Record<string, unknown>;

/**
 * Keep-alive for the router view (LY-06): the views of the kept tabs stay mounted — form input,
 * table pages and filters survive a tab switch — and only the current one shows; the others are
 * hidden and inert. Views are keyed by tab key (the route), so nothing depends on a component's
 * name. A kept view sees the location it was last shown at, not the current one, so a hidden
 * page never reacts to another page's URL. Each view's scroll position comes back with it.
 *
 * @example <KeepAliveView activeKey={tabKey} keep={keepAliveKeys} scroller={mainRef}>{page}</KeepAliveView>
 */
export function KeepAliveView({ activeKey, keep, scroller, children }: KeepAliveViewProps) {
  const location = useContext(LocationContext);
  const cache = useRef(new Map<string, ReactNode>());
  const scrollTops = useRef(new Map<string, number>());
  const shown = useRef(activeKey);

  // The current view is (re)rendered with the current location; the Map keeps insertion order,
  // so views never move in the DOM (a move would reload iframes and lose inner scroll positions).
  cache.current.set(
    activeKey,
    <LocationContext.Provider value={location}>{children}</LocationContext.Provider>,
  );
  for (const key of cache.current.keys()) {
    if (key !== activeKey && !keep.includes(key)) {
      cache.current.delete(key);
      scrollTops.current.delete(key);
    }
  }

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const record = () => scrollTops.current.set(shown.current, element.scrollTop);
    element.addEventListener('scroll', record, { passive: true });
    return () => element.removeEventListener('scroll', record);
  }, [scroller]);

  useLayoutEffect(() => {
    if (shown.current === activeKey) return;
    shown.current = activeKey;
    const element = scroller.current;
    // Setting scrollTop forces layout, so the end mark includes style and layout of the new view.
    if (element) element.scrollTop = scrollTops.current.get(activeKey) ?? 0;
    if (performance.getEntriesByName('jimu:tab-switch:start', 'mark').length > 0) {
      performance.mark('jimu:tab-switch:end');
      performance.measure('jimu:tab-switch', 'jimu:tab-switch:start', 'jimu:tab-switch:end');
      performance.clearMarks('jimu:tab-switch:start');
      performance.clearMarks('jimu:tab-switch:end');
    }
  }, [activeKey, scroller]);

  return (
    <>
      {[...cache.current].map(([key, view]) => (
        <div
          key={key}
          className="jimu-view"
          data-view-key={key}
          {...(key === activeKey ? undefined : hiddenProps)}
        >
          {view}
        </div>
      ))}
    </>
  );
}
