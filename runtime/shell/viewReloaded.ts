/**
 * The window event the app dispatches once a reloaded view has re-mounted: the progress
 * bar listens for it and hides 200 ms later.
 *
 * @example window.addEventListener(VIEW_RELOADED_EVENT, () => setTimeout(hide, 200));
 */
export const VIEW_RELOADED_EVENT = 'jimu:view-reloaded';
