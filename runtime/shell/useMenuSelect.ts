import { useCallback } from 'react';
import type { ShellMenuItem } from './menuItems';
import { useShell } from './ShellContext';

/**
 * What a click on a menu leaf does: an external link opens in this window, or a new one
 * with target _blank; the current route reloads its view; anything else navigates. The caller
 * folds the mobile drawer on navigation by watching the route.
 *
 * @example const select = useMenuSelect(); <SideMenu onSelect={select} … />
 */
export function useMenuSelect(): (item: ShellMenuItem) => void {
  const { chain, navigate, reload } = useShell();
  const current = chain[chain.length - 1]?.path;
  return useCallback(
    (item: ShellMenuItem) => {
      if (item.external) {
        if (item.target === '_blank') window.open(item.key, '_blank', 'noopener');
        else window.location.href = item.key;
      } else if (item.key === current) {
        reload();
      } else {
        navigate(item.key);
      }
    },
    [current, navigate, reload],
  );
}
