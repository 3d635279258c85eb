import type { ComputePositionReturn, VirtualElement } from '@floating-ui/dom';
import { floatingUi } from './floatingUi';

/**
 * Where a popup would sit against its trigger: under it centred (tooltips), under it flush with its
 * left or right edge, or above it flush left (a pager's size list). It flips to the other side
 * when there is no room.
 */
export type Placement = 'bottom' | 'bottomLeft' | 'bottomRight' | 'topLeft';

const SIDES = {
  bottom: 'bottom',
  bottomLeft: 'bottom-start',
  bottomRight: 'bottom-end',
  topLeft: 'top-start',
} as const;
const GAP = 4;
const MARGIN = 4;

/** A point of the viewport as an anchor (a right click's position): a popup opens from it like from a trigger. */
export const pointAnchor = (x: number, y: number): VirtualElement => ({
  getBoundingClientRect: () => ({ x, y, left: x, top: y, right: x, bottom: y, width: 0, height: 0 }),
});

const show = (popup: HTMLElement, x: number, y: number, side: string) => {
  popup.style.left = `${Math.round(x)}px`;
  popup.style.top = `${Math.round(y)}px`;
  popup.style.opacity = '';
  popup.dataset.placement = side;
};

/**
 * Keeps a `position: fixed` popup (rendered in a portal) against `anchor` while it is open, with
 * @floating-ui/dom: under the trigger when it fits, flipped above when it does not, shifted to stay
 * inside the viewport, and placed again when the page scrolls, the window resizes or either element
 * changes size. The popup stays transparent until its first place is known. Returns the function
 * that stops following.
 *
 * @example useLayoutEffect(() => (open ? anchorPopup(button, menu, 'bottomRight') : undefined), [open]);
 */
export function anchorPopup(
  anchor: Element | VirtualElement,
  popup: HTMLElement,
  placement: Placement,
): () => void {
  let stopped = false;
  let stopFollowing = () => {};
  // Transparent, not hidden: a menu puts focus on its first entry as it opens.
  popup.style.opacity = '0';
  floatingUi().then(
    ({ autoUpdate, computePosition, flip, offset, shift }) => {
      if (stopped) return;
      // Not layoutShift: its IntersectionObserver re-measures every 100 ms while the trigger is clipped
      // or hidden (a kept-alive view's button; floating-ui issue #2831). Scroll and resize suffice.
      stopFollowing = autoUpdate(
        anchor,
        popup,
        () => {
          void computePosition(anchor, popup, {
            strategy: 'fixed',
            placement: SIDES[placement],
            middleware: [offset(GAP), flip({ padding: MARGIN }), shift({ padding: MARGIN })],
          }).then(({ x, y, placement: side }: ComputePositionReturn) => {
            if (!stopped) show(popup, x, y, side);
          });
        },
        { layoutShift: false },
      );
    },
    () => {
      // The positioning code did not arrive (the connection dropped): the popup still opens, under
      // its trigger's left edge and inside the viewport, so that what it offers stays reachable.
      if (stopped) return;
      const box = anchor.getBoundingClientRect();
      const left = Math.max(MARGIN, Math.min(box.left, window.innerWidth - popup.offsetWidth - MARGIN));
      show(popup, left, box.bottom + GAP, 'bottom-start');
    },
  );
  return () => {
    stopped = true;
    stopFollowing();
  };
}
