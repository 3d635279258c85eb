/** Where a popup sits under its trigger: centred (tooltips), or flush with its left or right edge. */
export type Placement = 'bottom' | 'bottomLeft' | 'bottomRight';

const GAP = 4;
const MARGIN = 4;

/**
 * Puts a `position: fixed` popup under `anchor`, kept inside the viewport. Fixed, because the
 * header tools scroll sideways on a narrow screen (overflow-x: auto), which would clip a popup
 * positioned inside them.
 *
 * @example placeBelow(button, tooltip, 'bottom');
 */
export function placeBelow(anchor: Element, popup: HTMLElement, placement: Placement): void {
  const box = anchor.getBoundingClientRect();
  const width = popup.offsetWidth;
  const viewport = document.documentElement.clientWidth || window.innerWidth;
  const wanted =
    placement === 'bottomLeft'
      ? box.left
      : placement === 'bottomRight'
        ? box.right - width
        : box.left + box.width / 2 - width / 2;
  const left = Math.max(MARGIN, Math.min(wanted, viewport - width - MARGIN));
  popup.style.top = `${Math.round(box.bottom + GAP)}px`;
  popup.style.left = `${Math.round(left)}px`;
}
