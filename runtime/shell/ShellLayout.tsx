import { useSelector } from '@xstate/react';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { activeMenuKey } from '../routing/activeMenuKey';
import { ColumnBar } from './ColumnBar';
import { ComprehensiveNav } from './ComprehensiveNav';
import { FoldButton } from './FoldButton';
import { KeepAliveView } from './KeepAliveView';
import { shellMenu, topLevelOf } from './menuItems';
import { NavBar } from './NavBar';
import { ShellBreadcrumb } from './ShellBreadcrumb';
import { useShell } from './ShellContext';
import { ShellMain } from './ShellMain';
import { ShellOverlays } from './ShellOverlays';
import { SideBar } from './SideBar';
import { SideMenu } from './SideMenu';
import { TopHeader } from './TopHeader';
import { useKeptViews } from './useKeptViews';
import { useLayoutSettings } from './useLayoutSettings';
import { useMenuSelect } from './useMenuSelect';
import './shell.css';
import './columns.css';

export interface ShellLayoutProps {
  /** Key of the current view: its tab key, or its path when it makes no tab. */
  viewKey: string;
  children: ReactNode;
}

/**
 * The console frame in the layout the settings choose: vertical, horizontal,
 * comprehensive, column, float or common. A phone always gets the vertical layout with the side
 * bar as a drawer that folds after every navigation.
 *
 * @example <ShellContext.Provider value={services}><ShellLayout viewKey="/index">{page}</ShellLayout></ShellContext.Provider>
 */
export function ShellLayout({ viewKey, children }: ShellLayoutProps) {
  const { t } = useTranslation();
  const { routes, chain, tabs } = useShell();
  const { layout, mobile } = useLayoutSettings();
  const items = useMemo(() => shellMenu(routes), [routes]);
  const selectedKey = activeMenuKey(chain) ?? '';
  const select = useMenuSelect();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const top = topLevelOf(items, selectedKey)?.key;
  const [chosenTop, setChosenTop] = useState(top);
  const leafPath = chain[chain.length - 1]?.path;
  const [seenPath, setSeenPath] = useState(leafPath);
  // Any navigation folds the phone's drawer; the comprehensive tabs follow the route.
  if (seenPath !== leafPath) {
    setSeenPath(leafPath);
    setDrawerOpen(false);
    setChosenTop(top);
  }

  // The kept-alive views live here, at a place every layout shares, and show inside the layout's
  // main area through a portal: switching the layout keeps every page's state.
  const views = useKeptViews();
  const keep = useSelector(tabs, (s) => s.context.keepAliveKeys);
  const scroller = useRef<HTMLDivElement>(null);
  // A click on a tab shows its kept view at once, in an urgent render; the router's render of
  // the new location (a transition) catches up and takes over: any committed navigation ends it.
  const { key: locationKey } = useLocation();
  const [switching, setSwitching] = useState<{ key: string; at: string } | null>(null);
  const shownKey = switching?.at === locationKey ? switching.key : viewKey;
  const onSwitch = useCallback((key: string) => setSwitching({ key, at: locationKey }), [locationKey]);

  const main = (header?: ReactNode) => (
    <ShellMain header={header} views={views} scroller={scroller} shownKey={shownKey} onSwitch={onSwitch} />
  );
  const frame = (body: ReactNode) => (
    <div className={`jimu-shell jimu-layout-${layout}${mobile ? ' is-mobile' : ''}`} data-layout={layout}>
      {body}
      <ShellOverlays />
      {createPortal(
        <KeepAliveView viewKey={viewKey} shownKey={shownKey} keep={keep} scroller={scroller} place={layout}>
          {children}
        </KeepAliveView>,
        views,
      )}
    </div>
  );

  switch (layout) {
    case 'horizontal':
      return frame(
        main(
          <TopHeader>
            <SideMenu
              items={items}
              selectedKey={selectedKey}
              onSelect={select}
              mode="horizontal"
              label={t('jimu.shell.topMenu')}
            />
          </TopHeader>,
        ),
      );
    case 'common':
      return frame(
        <>
          <TopHeader>
            <ShellBreadcrumb />
          </TopHeader>
          <div className="jimu-shell-body">
            <SideBar items={items} selectedKey={selectedKey} withLogo={false} variant="common" />
            {main()}
          </div>
        </>,
      );
    case 'comprehensive': {
      const group = items.find((item) => item.key === chosenTop);
      return frame(
        <>
          <TopHeader>
            <ComprehensiveNav items={items} chosen={chosenTop} onChoose={setChosenTop} />
          </TopHeader>
          <div className="jimu-shell-body">
            {group?.children?.length ? (
              <SideBar
                items={group.children}
                selectedKey={selectedKey}
                withLogo={false}
                variant="comprehensive"
              />
            ) : null}
            {main(<NavBar tools={false} />)}
          </div>
        </>,
      );
    }
    case 'column':
      return frame(
        <>
          <ColumnBar items={items} selectedKey={selectedKey} />
          {main(<NavBar />)}
        </>,
      );
    case 'float':
      return frame(
        <>
          <SideBar items={items} selectedKey={selectedKey} withLogo variant="float" />
          {main(<NavBar />)}
        </>,
      );
    default:
      return frame(
        <>
          <SideBar
            items={items}
            selectedKey={selectedKey}
            withLogo
            variant="vertical"
            drawer={mobile ? { open: drawerOpen, onClose: () => setDrawerOpen(false) } : undefined}
          />
          {main(
            <NavBar
              start={
                mobile ? (
                  <FoldButton folded={!drawerOpen} onToggle={() => setDrawerOpen((open) => !open)} />
                ) : null
              }
            />,
          )}
        </>,
      );
  }
}
