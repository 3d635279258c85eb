import { useSelector } from '@xstate/react';
import { type ReactNode, useRef } from 'react';
import { BackToTop, ShellFooter } from './header';
import { KeepAliveView } from './KeepAliveView';
import { useShell } from './ShellContext';
import { TabsBar } from './TabsBar';
import { useLayoutSettings } from './useLayoutSettings';

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
  const top = (
    <>
      {header}
      {showTabs ? <TabsBar activeKey={viewKey} /> : null}
    </>
  );
  return (
    <div className="jimu-shell-column">
      {fixedHeader ? <div className="jimu-shell-fixed">{top}</div> : null}
      <div className="jimu-shell-scroll" ref={scroller} data-testid="main-scroll">
        {fixedHeader ? null : top}
        <main className="jimu-shell-main" id="jimu-main">
          <KeepAliveView activeKey={viewKey} keep={keep} scroller={scroller}>
            {children}
          </KeepAliveView>
        </main>
        <footer className="jimu-shell-footer">
          <ShellFooter />
        </footer>
      </div>
      <BackToTop target={() => scroller.current ?? window} />
    </div>
  );
}
