import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useCloseOnNavigation } from '../../routing/useCloseOnNavigation';
import { type Placement, placeBelow } from './placeBelow';

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
}

/**
 * Open state of a click-opened popup (menu, popover) under its trigger: fixed under the trigger
 * (following scroll and resize), closed by a press outside it, by a navigation and by Escape,
 * which returns focus to the trigger.
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
  useCloseOnNavigation(open, hide);
  useLayoutEffect(() => {
    if (!open) return undefined;
    const place = () => {
      if (trigger.current && panel.current) placeBelow(trigger.current, panel.current, placement);
    };
    place();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [open, placement]);
  useEffect(() => {
    if (!open) return undefined;
    const outside = (event: Event) => {
      const target = event.target as Node;
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
  return { open, show, hide, trigger, panel, focusTarget: focusTarget.current };
}
