import { useCallback } from 'react';
import { useShell } from './ShellContext';
import { pathAfterClose, type TabAction } from './tabActions';

/** Marks the start of a tab switch; KeepAliveView marks the end once the page shows (bench). */
export const markTabSwitchStart = () => performance.mark('jimu:tab-switch:start');

/**
 * Runs a tabs-bar action on the tab with `key`: the close events go to the tabs
 * actor, and when the current tab went away the console moves to a surviving one. Reload
 * re-mounts only that tab's view (after showing it, when it is not the current tab).
 *
 * @example const run = useTabActions(activeKey); run('closeOthers', '/index');
 */
export function useTabActions(activeKey: string): (action: TabAction, key: string) => void {
  const { tabs, navigate, reload } = useShell();
  return useCallback(
    (action: TabAction, key: string) => {
      const tab = tabs.getSnapshot().context.tabs.find((candidate) => candidate.key === key);
      if (action === 'reload') {
        if (key === activeKey) reload();
        else if (tab) {
          markTabSwitchStart();
          navigate(tab.fullPath ?? tab.path);
          // The navigation has committed by the next task; reload then re-mounts the new view.
          setTimeout(reload, 0);
        }
        return;
      }
      if (action === 'closeAll') tabs.send({ type: 'tabs.closeAll' });
      else tabs.send({ type: `tabs.${action}`, key });
      const next = pathAfterClose(tabs.getSnapshot().context.tabs, activeKey, key);
      if (next !== null) navigate(next);
    },
    [tabs, navigate, reload, activeKey],
  );
}
