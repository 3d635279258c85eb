import {
  type KeyboardEvent as ReactKeyboardEvent,
  type RefObject,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useCloseOnNavigation } from '../../routing/useCloseOnNavigation';
import { anchorPopup, type Placement } from './anchorPopup';

export interface Popup<T extends HTMLElement, P extends HTMLElement> {
  open: boolean;
  /** Opens the popup; `focus` says what gets focus once it shows (a menu's first or last entry). */
  show(focus?: 'first' | 'last' | 'panel'): void;
  /** Closes it; `returnFocus` puts focus back on the trigger (Escape, a chosen entry). */
  hide(returnFocus?: boolean): void;
  trigger: RefObject<T>;
  panel: RefObject<P>;
  /** Where focus goes once the panel shows; read by the panel's owner. */
  focusTarget: 'first' | 'last' | 'panel';
  /**
   * The panel's keydown handler for Tab: the panel sits at the end of the page (a portal), so Tab
   * past its last control closes it and moves on from the trigger, and Shift+Tab before its first
   * returns to the trigger, as if the panel were right after the trigger.
   */
  onPanelKeyDown(event: ReactKeyboardEvent<HTMLElement>): void;
}

/** What Tab stops on inside a panel (a menu's entries have tabindex -1: Tab always leaves a menu). */
const tabStops = (panel: HTMLElement | null) =>
  [
    ...(panel?.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]') ?? []),
  ].filter((element) => element.tabIndex >= 0 && !element.matches(':disabled'));

/**
 * Open state of a click-opened popup (menu, popover) against its trigger: the owner renders the
 * panel in a portal (PopupPortal) and anchorPopup keeps it under the trigger, or above it when
 * there is no room below; closed by a press outside it, by a navigation and by Escape, which
 * returns focus to the trigger.
 *
 * @example const popup = usePopup<HTMLButtonElement, HTMLDivElement>('bottomRight');
 */
export function usePopup<T extends HTMLElement, P extends HTMLElement>(placement: Placement): Popup<T, P> {
  const [open, setOpen] = useState(false);
  const focusTarget = useRef<'first' | 'last' | 'panel'>('first');
  const trigger = useRef<T>(null);
  const panel = useRef<P>(null);
  const hide = useCallback((returnFocus = false) => {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  }, []);
  const show = useCallback((focus: 'first' | 'last' | 'panel' = 'first') => {
    focusTarget.current = focus;
    setOpen(true);
  }, []);
  const onPanelKeyDown = useCallback(
    (event: ReactKeyboardEvent<HTMLElement>) => {
      if (event.key !== 'Tab') return;
      const items = tabStops(panel.current);
      const active = document.activeElement;
      const leaving = event.shiftKey
        ? items.length === 0 || active === items[0] || active === panel.current
        : items.length === 0 || active === items.at(-1);
      if (!leaving) return;
      hide(true);
      // Shift+Tab stops on the trigger; Tab goes on from it to what follows.
      if (event.shiftKey) event.preventDefault();
    },
    [hide],
  );
  useCloseOnNavigation(open, hide);
  useLayoutEffect(() => {
    if (!open || !trigger.current || !panel.current) return undefined;
    return anchorPopup(trigger.current, panel.current, placement);
  }, [open, placement]);
  useEffect(() => {
    if (!open) return undefined;
    const outside = (event: Event) => {
      const target = event.target instanceof Node ? event.target : null;
      if (!panel.current?.contains(target) && !trigger.current?.contains(target)) setOpen(false);
    };
    const onEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide(true);
    };
    document.addEventListener('mousedown', outside);
    document.addEventListener('keydown', onEscape);
    return () => {
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('keydown', onEscape);
    };
  }, [open, hide]);
  return { open, show, hide, trigger, panel, focusTarget: focusTarget.current, onPanelKeyDown };
}
