import { memo, type ReactNode, type RefObject, useCallback, useLayoutEffect, useRef } from 'react';
import { useScrollReach } from '../lib/useScrollReach';
import { BackToTop } from './header/BackToTop';
import { ShellFooter } from './header/ShellFooter';
import { TabsBar } from './TabsBar';
import { useLayoutSettings } from './useLayoutSettings';

const Footer = memo(ShellFooter);

export interface ShellMainProps {
  /** The nav bar or header above the tabs; fixed or scrolling with the page (fixedHeader). */
  header?: ReactNode;
  /**
   * The element holding the kept-alive views (ShellLayout renders them into it through a portal):
   * placed inside this layout's main area, so a layout switch moves the views instead of
   * re-mounting them.
   */
  views: HTMLElement;
  /** The page's scroll container, for the kept views' scroll positions. */
  scroller: RefObject<HTMLDivElement>;
  /** The tab shown (ahead of the router when a tab was just clicked). */
  shownKey: string;
  onSwitch(key: string): void;
}

/**
 * The working area every layout shares: header, tabs bar (showTabs), the kept-alive views in the
 * page's scroll container, the footer and the back-to-top button.
 */
export function ShellMain({ header, views, scroller, shownKey, onSwitch }: ShellMainProps) {
  const { fixedHeader, showTabs } = useLayoutSettings();
  const main = useRef<HTMLElement>(null);
  const scrollTarget = useCallback(() => scroller.current ?? window, [scroller]);
  // A page with nothing to focus (the home page on a phone) still scrolls by keyboard.
  useScrollReach(scroller);
  // Before the views' own layout effects (they render later in the tree): they measure in place.
  useLayoutEffect(() => {
    main.current?.appendChild(views);
    return () => views.remove();
  }, [views]);
  const top = (
    <>
      {header}
      {showTabs ? <TabsBar activeKey={shownKey} onSwitch={onSwitch} /> : null}
    </>
  );
  return (
    <div className="jimu-shell-column">
      {fixedHeader ? <div className="jimu-shell-fixed">{top}</div> : null}
      <div className="jimu-shell-scroll" ref={scroller} data-testid="main-scroll">
        {fixedHeader ? null : top}
        <main className="jimu-shell-main" id="jimu-main" ref={main} />
        <footer className="jimu-shell-footer">
          <Footer />
        </footer>
      </div>
      <BackToTop target={scrollTarget} />
    </div>
  );
}
