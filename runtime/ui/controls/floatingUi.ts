import { loadChunk } from '../../data/loadChunk';

type FloatingUi = typeof import('@floating-ui/dom');
let library: Promise<FloatingUi> | undefined;

/**
 * @floating-ui/dom, loaded on the first popup (anchorPopup) or ahead by `preloadPopups`; a failed
 * load is tried again next time. Apart from anchorPopup, so that the entry, which only preloads,
 * does not carry the placing code.
 *
 * @example const { computePosition } = await floatingUi();
 */
export const floatingUi = (): Promise<FloatingUi> => {
  library ??= loadChunk(() => import('@floating-ui/dom')).catch((error: unknown) => {
    library = undefined;
    throw error;
  });
  return library;
};

/** Loads the popups' positioning code ahead of the first popup (the console does it once the page is idle). */
export function preloadPopups(): void {
  floatingUi().catch(() => undefined);
}
