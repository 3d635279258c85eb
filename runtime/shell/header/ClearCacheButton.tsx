import IconClear from '@douyinfe/semi-icons/lib/es/icons/IconClear';
import { headerMessages } from './headerMessages';
import { ToolButton } from './ToolButton';
import { useShellMessages } from './useShellMessages';

/**
 * Empties local storage and reloads the page (LY-12), for a console left in a bad state by stale
 * saved settings or tokens. Signing in again follows, since the token lived there too.
 *
 * @example clearCacheAndReload(window);
 */
export function clearCacheAndReload(win: Pick<Window, 'localStorage' | 'location'>): void {
  win.localStorage.clear();
  win.location.reload();
}

/** The header's cache-clear control (LY-12). */
export function ClearCacheButton() {
  const t = useShellMessages(headerMessages);
  return (
    <ToolButton
      label={t('jimu.tools.clearCache')}
      icon={<IconClear />}
      testId="tool-clear-cache"
      onClick={() => clearCacheAndReload(window)}
    />
  );
}
