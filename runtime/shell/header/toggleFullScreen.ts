/** What `toggleFullScreen` needs of a document: the standard Fullscreen API. */
export type FullScreenDocument = Pick<Document, 'fullscreenElement' | 'exitFullscreen'> & {
  fullscreenEnabled?: boolean;
  documentElement: Pick<HTMLElement, 'requestFullscreen'>;
};

/**
 * Enters full screen, or leaves it when already there. Resolves with the new state, and
 * rejects when the browser refuses (no API, not allowed, no user gesture) so the caller can show
 * the full-screen failure toast.
 *
 * @example
 * toggleFullScreen(document).then(
 *   (on) => setFull(on),
 *   () => Toast.error(t('jimu.tools.fullScreenFailed')),
 * );
 */
export async function toggleFullScreen(doc: FullScreenDocument): Promise<boolean> {
  if (doc.fullscreenElement) {
    await doc.exitFullscreen();
    return false;
  }
  if (doc.fullscreenEnabled === false || typeof doc.documentElement.requestFullscreen !== 'function') {
    throw new Error('full screen is not available');
  }
  await doc.documentElement.requestFullscreen();
  return true;
}
