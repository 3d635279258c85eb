import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { VisitedTab } from '../machines';
import { anchorPopup, pointAnchor } from '../ui/controls/anchorPopup';
import { PopupPortal } from '../ui/controls/PopupPortal';
import { TAB_ACTIONS, type TabAction, tabActionEnabled } from './tabActions';

export interface TabsMenuProps {
  tabs: readonly VisitedTab[];
  /** Each tab's label, as the bar shows it. */
  labels: readonly string[];
  /** The tab of the view shown (checked in the list of open tabs). */
  activeKey: string;
  tabKey: string;
  /** Viewport position of the right click. */
  x: number;
  y: number;
  onAction(action: TabAction, key: string): void;
  /** Opens a tab picked from the list of open tabs. */
  onOpen(key: string): void;
  onClose(): void;
}

/**
 * The tabs bar's right-click menu: reload, close, close others / left / right / all,
 * each disabled when it would do nothing; then every open tab, so one scrolled out of the bar is
 * one pick away. Arrow keys move, Enter runs, Escape or a click outside
 * closes it; focus goes to the first entry so the keyboard can use it at once.
 */
export function TabsMenu({
  tabs,
  labels,
  activeKey,
  tabKey,
  x,
  y,
  onAction,
  onOpen,
  onClose,
}: TabsMenuProps) {
  const { t } = useTranslation();
  const menu = useRef<HTMLDivElement>(null);
  // Opened at the pointer (or under ⋯), flipped above or shifted left when the list of open tabs
  // would not fit below it.
  useLayoutEffect(
    () => (menu.current ? anchorPopup(pointAnchor(x, y), menu.current, 'bottomLeft') : undefined),
    [x, y],
  );
  useEffect(() => {
    menu.current?.querySelector<HTMLButtonElement>('button:not([disabled])')?.focus();
    const outside = (event: MouseEvent) => {
      if (!(event.target instanceof Node && menu.current?.contains(event.target))) onClose();
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [onClose]);
  const move = (step: number) => {
    const items = [...(menu.current?.querySelectorAll<HTMLButtonElement>('button:not([disabled])') ?? [])];
    const active = document.activeElement;
    const at = active instanceof HTMLButtonElement ? items.indexOf(active) : -1;
    items[(at + step + items.length) % items.length]?.focus();
  };
  return (
    <PopupPortal>
      <div
        ref={menu}
        className="jimu-tabs-menu"
        role="menu"
        aria-label={t('jimu.shell.tabsMore')}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
          else if (event.key === 'ArrowDown') move(1);
          else if (event.key === 'ArrowUp') move(-1);
          else return;
          event.preventDefault();
        }}
      >
        {TAB_ACTIONS.map((action) => (
          <button
            key={action}
            type="button"
            role="menuitem"
            data-action={action}
            disabled={!tabActionEnabled(tabs, tabKey, action)}
            onClick={() => {
              onClose();
              onAction(action, tabKey);
            }}
          >
            {t(`jimu.shell.${action}`)}
          </button>
        ))}
        <fieldset className="jimu-tabs-menu-list" aria-label={t('jimu.shell.openTabs')}>
          {tabs.map((tab, index) => (
            <button
              key={tab.key}
              type="button"
              role="menuitemradio"
              aria-checked={tab.key === activeKey}
              data-tab-entry={tab.key}
              onClick={() => {
                onClose();
                onOpen(tab.key);
              }}
            >
              {labels[index]}
            </button>
          ))}
        </fieldset>
      </div>
    </PopupPortal>
  );
}
