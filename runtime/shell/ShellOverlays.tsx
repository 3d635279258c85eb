import { memo, useEffect } from 'react';
import { NavigationProgress } from './progress/NavigationProgress';
import { UpdateNotice } from './progress/UpdateNotice';
import { useReloadProgress } from './progress/useReloadProgress';
import { ThemeDrawerHost } from './theme/ThemeDrawerHost';
import { VIEW_RELOADED_EVENT } from './viewReloaded';

/**
 * What every layout mounts once beside the frame: the navigation progress bar, which also
 * shows for a view reload and hides 200 ms after it, the theme drawer and the
 * new-version notice.
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
