import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * Renders a popup (menu, popover, tooltip) at the end of the page's body, so that no scrolling or
 * clipping ancestor of its trigger (the header's tool row, a table cell) can cut it off; anchorPopup
 * places it. The theme's classes sit on the body, so the popup keeps the page's colours.
 *
 * @example {open ? <PopupPortal><div ref={panel} role="menu">…</div></PopupPortal> : null}
 */
export function PopupPortal({ children }: { children: ReactNode }) {
  return createPortal(children, document.body);
}
