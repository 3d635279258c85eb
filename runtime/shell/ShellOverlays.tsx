import { memo, useEffect } from 'react';
import { NavigationProgress } from './progress/NavigationProgress';
import { UpdateNotice } from './progress/UpdateNotice';
import { useReloadProgress } from './progress/useReloadProgress';
import { ThemeDrawerHost } from './theme/ThemeDrawerHost';
import { VIEW_RELOADED_EVENT } from './viewReloaded';

/**
 * What every layout mounts once beside the frame: the navigation progress bar (SE-06), which also
 * shows for a view reload and hides 200 ms after it (LY-06), the theme drawer (TH-01) and the
 * new-version notice (SE-10).
 */
export const ShellOverlays = memo(function ShellOverlays() {
  const reloadProgress = useReloadProgress();
  useEffect(() => {
    window.addEventListener(VIEW_RELOADED_EVENT, reloadProgress);
    return () => window.removeEventListener(VIEW_RELOADED_EVENT, reloadProgress);
  }, [reloadProgress]);
  return (
    <>
      <NavigationProgress />
      <ThemeDrawerHost />
      <UpdateNotice />
    </>
  );
});
