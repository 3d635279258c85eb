/** How long the new-version notice shows, and when the page reloads. */
export const UPDATE_NOTICE_MS = 8000;
export const UPDATE_RELOAD_MS = 10_000;

export interface UpdateReloadHandlers {
  /** Shows the notice; it must close itself after `durationMs`. */
  show(durationMs: number): void;
  reload(): void;
}

/**
 * What happens when a new version of the console is installed: a notice for 8 s at once,
 * then a reload 10 s after the news. Returns a cancel function (unmount, or a second update that
 * reschedules).
 *
 * @example
 * const cancel = scheduleUpdateReload({
 *   show: (ms) => Notification.info({ content: t('jimu.update.available'), duration: ms / 1000 }),
 *   reload: () => window.location.reload(),
 * });
 */
export function scheduleUpdateReload(handlers: UpdateReloadHandlers): () => void {
  handlers.show(UPDATE_NOTICE_MS);
  const timer = setTimeout(() => handlers.reload(), UPDATE_RELOAD_MS);
  return () => clearTimeout(timer);
}
