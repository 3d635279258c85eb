import { type ReactNode, useEffect } from 'react';
import { PopupPortal } from './PopupPortal';
import type { Popup } from './usePopup';

export interface PopupDialogProps {
  /** The popup's state (usePopup), whose trigger opens it. */
  popup: Popup<HTMLElement, HTMLDivElement>;
  /** The dialog's accessible name. */
  label: string;
  className?: string;
  children: ReactNode;
}

/**
 * A popover's panel: a non-modal dialog in a portal, placed by usePopup, that takes focus when it
 * opens; Tab past its last control or Shift+Tab before its first leaves it (onPanelKeyDown),
 * Escape and a press outside close it. Nothing renders while the popup is closed.
 *
 * @example <PopupDialog popup={popup} label="消息"><NoticePanel … /></PopupDialog>
 */
export function PopupDialog({ popup, label, className, children }: PopupDialogProps) {
  const { open, panel, onPanelKeyDown } = popup;
  useEffect(() => {
    if (open) panel.current?.focus();
  }, [open, panel]);
  if (!open) return null;
  return (
    <PopupPortal>
      <div
        ref={panel}
        role="dialog"
        aria-label={label}
        tabIndex={-1}
        className={className ? `jimu-popup ${className}` : 'jimu-popup'}
        onKeyDown={onPanelKeyDown}
      >
        {children}
      </div>
    </PopupPortal>
  );
}
