/**
 * Names Semi VideoPlayer's unnamed controls and keeps them named as the player re-renders them:
 * its progress bar is a slider without a label, and its rate menu trigger is a plain div carrying
 * menu-button ARIA state, which needs the button role. Returns the stop function.
 *
 * @example useEffect(() => labelPlayerControls(stage.current, { progress: '播放进度', rate: '倍速' }), []);
 */
export function labelPlayerControls(
  root: HTMLElement | null,
  labels: { progress: string; rate: string },
): () => void {
  if (!root) return () => undefined;
  const label = () => {
    for (const progress of root.querySelectorAll('.semi-videoPlayer-progress:not([aria-label])')) {
      progress.setAttribute('aria-label', labels.progress);
    }
    for (const trigger of root.querySelectorAll('.semi-videoPlayer-controls-popup:not([role])')) {
      // Its text (the current rate, 1x) stays its name; the title says what it is.
      trigger.setAttribute('role', 'button');
      trigger.setAttribute('title', labels.rate);
    }
  };
  label();
  const observer = new MutationObserver(label);
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}
