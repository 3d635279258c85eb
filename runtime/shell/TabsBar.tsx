import IconChevronLeft from '@douyinfe/semi-icons/lib/es/icons/IconChevronLeft';
import IconChevronRight from '@douyinfe/semi-icons/lib/es/icons/IconChevronRight';
import IconClose from '@douyinfe/semi-icons/lib/es/icons/IconClose';
import IconMore from '@douyinfe/semi-icons/lib/es/icons/IconMore';
import { useSelector } from '@xstate/react';
import { type KeyboardEvent, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isClosable } from '../machines/visitedTabs';
import { IconButton } from '../ui/controls/IconButton';
import { RouteIcon } from './RouteIcon';
import { useShell } from './ShellContext';
import { TabsMenu } from './TabsMenu';
import { tabLabels } from './tabLabels';
import { markTabSwitchStart, useTabActions } from './useTabActions';
import { useTabsScroll } from './useTabsScroll';
import './tabs.css';

export interface TabsBarProps {
  /** The tab of the view shown. */
  activeKey: string;
  /** Told before a tab click navigates, so the kept view can show without waiting for the router. */
  onSwitch?(key: string): void;
}

/**
 * The visited-tabs bar: one tab per visit the tabs actor keeps, in the style the
 * settings pick (card, smart, smooth) with optional route icons. A tablist for the keyboard:
 * arrow keys, Home and End move, Enter or Space opens, Delete closes; right click or the ⋯ button
 * opens the actions menu, which also lists every open tab. The current tab always scrolls into
 * view; the wheel and the ‹ › buttons (shown when the tabs overflow) scroll the bar. Two tabs of
 * one route read apart by their record.
 */
export function TabsBar({ activeKey, onSwitch }: TabsBarProps) {
  const { t } = useTranslation();
  const { tabs: tabsActor, settings, icons, navigate } = useShell();
  const tabs = useSelector(tabsActor, (s) => s.context.tabs);
  const style = useSelector(settings, (s) => s.context.tabsBarStyle);
  const showIcon = useSelector(settings, (s) => s.context.showTabsIcon);
  const run = useTabActions(activeKey);
  const [menu, setMenu] = useState<{ key: string; x: number; y: number } | null>(null);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const closeMenu = useCallback(() => setMenu(null), []);
  const rovingKey = tabs.some((tab) => tab.key === focusKey) ? focusKey : activeKey;
  const labels = tabLabels(tabs, t);
  const list = useRef<HTMLDivElement>(null);
  const scroll = useTabsScroll(list, activeKey, tabs.length);

  const open = (key: string) => {
    const tab = tabs.find((candidate) => candidate.key === key);
    if (!tab || key === activeKey) return;
    markTabSwitchStart();
    onSwitch?.(key);
    navigate(tab.fullPath ?? tab.path);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    const focusAt = (i: number) => {
      const next = tabs[(i + tabs.length) % tabs.length];
      setFocusKey(next.key);
      event.currentTarget.parentElement
        ?.querySelector<HTMLElement>(`[data-tab-key="${CSS.escape(next.key)}"]`)
        ?.focus();
    };
    if (event.key === 'ArrowRight') focusAt(index + 1);
    else if (event.key === 'ArrowLeft') focusAt(index - 1);
    else if (event.key === 'Home') focusAt(0);
    else if (event.key === 'End') focusAt(tabs.length - 1);
    else if (event.key === 'Enter' || event.key === ' ') open(tabs[index].key);
    else if (event.key === 'Delete' && isClosable(tabs[index])) run('close', tabs[index].key);
    else if (event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10')) {
      const box = event.currentTarget.getBoundingClientRect();
      setMenu({ key: tabs[index].key, x: box.left, y: box.bottom });
    } else return;
    event.preventDefault();
  };

  return (
    <div className={`jimu-tabs jimu-tabs--${style}`} data-testid="tabs-bar">
      {scroll.overflows ? (
        <IconButton
          className="jimu-tabs-scroll"
          icon={<IconChevronLeft />}
          label={t('jimu.shell.tabsLeft')}
          tooltip={false}
          disabled={!scroll.canLeft}
          testId="tabs-left"
          onClick={() => scroll.by(-1)}
        />
      ) : null}
      <div ref={list} className="jimu-tabs-list" role="tablist" aria-label={t('jimu.shell.tabs')}>
        {tabs.map((tab, index) => {
          const active = tab.key === activeKey;
          const title = labels[index];
          return (
            <div
              key={tab.key}
              role="tab"
              data-tab-key={tab.key}
              aria-selected={active}
              tabIndex={tab.key === rovingKey ? 0 : -1}
              className={`jimu-tab${active ? ' is-active' : ''}`}
              onClick={() => open(tab.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
              onFocus={() => setFocusKey(tab.key)}
              onContextMenu={(event) => {
                event.preventDefault();
                setMenu({ key: tab.key, x: event.clientX, y: event.clientY });
              }}
            >
              {showIcon ? (
                <span className="jimu-tab-icon" aria-hidden="true">
                  <RouteIcon name={tab.meta.icon} isCustomSvg={tab.meta.isCustomSvg} icons={icons} />
                </span>
              ) : null}
              <span className="jimu-tab-title">{title}</span>
              {isClosable(tab) ? (
                // Not a button: a tab may hold no control; Delete and the menu close it by keyboard.
                <span
                  className="jimu-tab-close"
                  aria-hidden="true"
                  title={t('jimu.shell.closeTab', { title })}
                  onClick={(event) => {
                    event.stopPropagation();
                    run('close', tab.key);
                  }}
                >
                  <IconClose size="small" />
                </span>
              ) : null}
            </div>
          );
        })}
      </div>
      {scroll.overflows ? (
        <IconButton
          className="jimu-tabs-scroll"
          icon={<IconChevronRight />}
          label={t('jimu.shell.tabsRight')}
          tooltip={false}
          disabled={!scroll.canRight}
          testId="tabs-right"
          onClick={() => scroll.by(1)}
        />
      ) : null}
      <IconButton
        className="jimu-tabs-more"
        icon={<IconMore />}
        label={t('jimu.shell.tabsMore')}
        aria-haspopup="menu"
        aria-expanded={menu !== null}
        testId="tabs-more"
        onClick={(event) => {
          const box = event.currentTarget.getBoundingClientRect();
          setMenu({ key: activeKey, x: box.right - 170, y: box.bottom });
        }}
      />
      {menu ? (
        <TabsMenu
          tabs={tabs}
          labels={labels}
          activeKey={activeKey}
          tabKey={menu.key}
          x={menu.x}
          y={menu.y}
          onAction={run}
          onOpen={open}
          onClose={closeMenu}
        />
      ) : null}
    </div>
  );
}
