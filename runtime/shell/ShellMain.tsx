import { useSelector } from '@xstate/react';
import { memo, type ReactNode, useCallback, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { BackToTop } from './header/BackToTop';
import { ShellFooter } from './header/ShellFooter';
import { KeepAliveView } from './KeepAliveView';
import { useShell } from './ShellContext';
import { TabsBar } from './TabsBar';
import { useLayoutSettings } from './useLayoutSettings';

const Footer = memo(ShellFooter);

export interface ShellMainProps {
  /** The nav bar or header above the tabs; fixed or scrolling with the page (fixedHeader). */
  header?: ReactNode;
  viewKey: string;
  children: ReactNode;
}

/**
 * The working area every layout shares: header, tabs bar (showTabs), the kept-alive router view
 * in the page's scroll container, the footer and the back-to-top button (LY-03, LY-06).
 */
export function ShellMain({ header, viewKey, children }: ShellMainProps) {
  const { tabs } = useShell();
  const { fixedHeader, showTabs } = useLayoutSettings();
  const keep = useSelector(tabs, (s) => s.context.keepAliveKeys);
  const scroller = useRef<HTMLDivElement>(null);
  const scrollTarget = useCallback(() => scroller.current ?? window, []);
  // A click on a tab shows its kept view at once, in an urgent render; the router's render of
  // the new location (a transition) catches up and takes over: any committed navigation ends it.
  const { key: locationKey } = useLocation();
  const [switching, setSwitching] = useState<{ key: string; at: string } | null>(null);
  const shownKey = switching?.at === locationKey ? switching.key : viewKey;
  const onSwitch = useCallback((key: string) => setSwitching({ key, at: locationKey }), [locationKey]);
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
        <main className="jimu-shell-main" id="jimu-main">
          <KeepAliveView viewKey={viewKey} shownKey={shownKey} keep={keep} scroller={scroller}>
            {children}
          </KeepAliveView>
        </main>
        <footer className="jimu-shell-footer">
          <Footer />
        </footer>
      </div>
      <BackToTop target={scrollTarget} />
    </div>
  );
}
