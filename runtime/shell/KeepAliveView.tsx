import {
  isValidElement,
  type ReactNode,
  type RefObject,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
} from 'react';
import { UNSAFE_LocationContext as LocationContext } from 'react-router-dom';
import { ViewActiveContext } from '../routing/useViewActive';

export interface KeepAliveViewProps {
  /** The key of the router's current view, `children` (the tab key, or the path without a tab). */
  viewKey: string;
  /**
   * The kept view to show, when the tabs bar switched to it ahead of the router's render; the
   * router's view shows when this one is not kept.
   */
  shownKey?: string;
  /** Keys of the views to keep mounted while hidden: the tabs actor's keepAliveKeys. */
  keep: readonly string[];
  /** The element that scrolls the page; each kept view gets its scroll position back. */
  scroller: RefObject<HTMLElement>;
  /**
   * Where the views show (the layout). When it changes, the scrolling element is a new one: the
   * view's scroll position is put back on it and scrolling is recorded there.
   */
  place?: string;
  /** The current view. Kept views keep the element they last rendered. */
  children: ReactNode;
}

const hiddenProps = { hidden: true, inert: '' };

interface KeptView {
  view: ReactNode;
  /** What the view was rendered for: the location and the child's key (a reload changes it). */
  stamp: string;
}

/**
 * Keep-alive for the router view: the views of the kept tabs stay mounted — form input,
 * table pages and filters survive a tab switch — and only the current one shows; the others are
 * hidden and inert. Views are keyed by tab key (the route), so nothing depends on a component's
 * name. A kept view sees the location it was last shown at, not the current one, so a hidden
 * page never reacts to another page's URL. Each view's scroll position comes back with it.
 *
 * @example <KeepAliveView viewKey={tabKey} keep={keepAliveKeys} scroller={mainRef}>{page}</KeepAliveView>
 */
export function KeepAliveView({ viewKey, shownKey, keep, scroller, place, children }: KeepAliveViewProps) {
  const location = useContext(LocationContext);
  const cache = useRef(new Map<string, KeptView>());
  const scrollTops = useRef(new Map<string, number>());
  const shown = useRef(viewKey);

  // The router's view: coming back at the same location and key it keeps its element, so React
  // skips its whole subtree; otherwise it renders with the current location. The Map keeps
  // insertion order, so views never move in the DOM (a move would reload iframes).
  const { pathname, search } = location.location;
  const stamp = `${pathname}${search}#${isValidElement(children) ? children.key : ''}`;
  if (cache.current.get(viewKey)?.stamp !== stamp) {
    cache.current.set(viewKey, {
      stamp,
      view: <LocationContext.Provider value={location}>{children}</LocationContext.Provider>,
    });
  }
  const activeKey = shownKey !== undefined && cache.current.has(shownKey) ? shownKey : viewKey;
  for (const key of cache.current.keys()) {
    if (key !== activeKey && key !== viewKey && !keep.includes(key)) {
      cache.current.delete(key);
      scrollTops.current.delete(key);
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new place is a new scrolling element
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const record = () => scrollTops.current.set(shown.current, element.scrollTop);
    element.addEventListener('scroll', record, { passive: true });
    return () => element.removeEventListener('scroll', record);
  }, [scroller, place]);

  const shownAt = useRef(place);
  useLayoutEffect(() => {
    if (shownAt.current === place) return;
    shownAt.current = place;
    if (scroller.current) scroller.current.scrollTop = scrollTops.current.get(shown.current) ?? 0;
  }, [place, scroller]);

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
      {[...cache.current].map(([key, { view }]) => (
        <div
          key={key}
          className="jimu-view"
          data-view-key={key}
          {...(key === activeKey ? undefined : hiddenProps)}
        >
          {/* Only the pages' overlays read it: the cached view element itself is not re-rendered. */}
          <ViewActiveContext.Provider value={key === activeKey}>{view}</ViewActiveContext.Provider>
        </div>
      ))}
    </>
  );
}
