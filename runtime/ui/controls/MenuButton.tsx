import { type KeyboardEvent, type ReactNode, useEffect, useId } from 'react';
import { IconButton } from './IconButton';
import { PopupPortal } from './PopupPortal';
import { usePopup } from './usePopup';
import './controls.css';

export interface MenuEntry {
  key: string;
  label: string;
  onSelect(): void;
}

export interface MenuButtonProps {
  /** The trigger's accessible name; also the menu's. */
  label: string;
  entries: readonly MenuEntry[];
  /** The trigger's visible content. */
  children?: ReactNode;
  icon?: ReactNode;
  testId?: string;
}

const entriesOf = (menu: HTMLElement | null) => [
  ...(menu?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? []),
];

/**
 * A button that opens a menu under it (WAI-ARIA menu button): a click, Enter, Space or Arrow Down
 * opens it on the first entry, Arrow Up on the last; arrows, Home and End move, Enter runs an
 * entry, Escape closes and returns to the button, Tab or a press outside closes. The menu opens in
 * a portal, under the button or above it when there is no room below.
 *
 * @example <MenuButton label="admin" entries={[{ key: 'logout', label: '退出登录', onSelect: logout }]}>admin</MenuButton>
 */
export function MenuButton({ label, entries, children, icon, testId }: MenuButtonProps) {
  const popup = usePopup<HTMLButtonElement, HTMLDivElement>('bottomRight');
  const menuId = useId();
  const { open, focusTarget, panel } = popup;
  useEffect(() => {
    if (!open) return;
    const items = entriesOf(panel.current);
    (focusTarget === 'last' ? items.at(-1) : items[0])?.focus();
  }, [open, focusTarget, panel]);
  const onTriggerKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    // Enter and Space click the button, which opens the menu on its first entry.
    if (event.key === 'ArrowDown') popup.show('first');
    else if (event.key === 'ArrowUp') popup.show('last');
    else return;
    event.preventDefault();
  };
  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = entriesOf(panel.current);
    const active = document.activeElement;
    const at = active instanceof HTMLButtonElement ? items.indexOf(active) : -1;
    const focus = (index: number) => items[(index + items.length) % items.length]?.focus();
    if (event.key === 'ArrowDown') focus(at + 1);
    else if (event.key === 'ArrowUp') focus(at - 1);
    else if (event.key === 'Home') focus(0);
    else if (event.key === 'End') focus(items.length - 1);
    else if (event.key === 'Tab') popup.onPanelKeyDown(event);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };
  return (
    <>
      <IconButton
        ref={popup.trigger}
        label={label}
        icon={icon}
        tooltip={false}
        testId={testId}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? popup.hide() : popup.show('first'))}
        onKeyDown={onTriggerKey}
      >
        {children}
      </IconButton>
      {open ? (
        <PopupPortal>
          <div
            ref={panel}
            id={menuId}
            role="menu"
            aria-label={label}
            className="jimu-popup jimu-menu-popup"
            onKeyDown={onMenuKey}
          >
            {entries.map((entry) => (
              <button
                key={entry.key}
                type="button"
                role="menuitem"
                tabIndex={-1}
                onClick={() => {
                  popup.hide(true);
                  entry.onSelect();
                }}
              >
                {entry.label}
              </button>
            ))}
          </div>
        </PopupPortal>
      ) : null}
    </>
  );
}
