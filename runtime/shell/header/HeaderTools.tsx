import IconColorPalette from '@douyinfe/semi-icons/lib/es/icons/IconColorPalette';
import IconRefresh from '@douyinfe/semi-icons/lib/es/icons/IconRefresh';
import { useSelector } from '@xstate/react';
import type { ThemeSettings } from '../../machines';
import { useShell } from '../ShellContext';
import { ClearCacheButton } from './ClearCacheButton';
import { ErrorLogButton } from './ErrorLogButton';
import { FullScreenButton } from './FullScreenButton';
import { headerMessages } from './headerMessages';
import { LanguageSwitch } from './LanguageSwitch';
import { NoticePopover } from './NoticePopover';
import { SearchDialog } from './SearchDialog';
import { ToolButton } from './ToolButton';
import { THEME_EVENT } from './themeEvent';
import { UserMenu } from './UserMenu';
import { useShellMessages } from './useShellMessages';
import './header.css';

export { THEME_EVENT };

const FLAGS = [
  'showSearch',
  'showNotice',
  'showFullScreen',
  'showTheme',
  'showRefresh',
  'showLanguage',
] as const;
type Flags = Pick<ThemeSettings, (typeof FLAGS)[number]>;
const pickFlags = (settings: ThemeSettings): Flags =>
  Object.fromEntries(FLAGS.map((flag) => [flag, settings[flag]])) as Flags;
// A new object each snapshot: compare by value so unrelated settings do not re-render the header.
const sameFlags = (a: Flags, b: Flags) => FLAGS.every((flag) => a[flag] === b[flag]);

/**
 * The right side of every layout's header (LY-05, LY-10…LY-12): search, notices, full screen,
 * theme, refresh, language, cache clear, error log and the avatar menu. Each optional control shows
 * only while its theme-drawer switch is on (TH-06); the error-log control only while the build
 * collects errors (SE-09).
 *
 * @example <header><Breadcrumb … /><HeaderTools /></header>
 */
export function HeaderTools() {
  const t = useShellMessages(headerMessages);
  const { settings, errorLog, reload } = useShell();
  const show = useSelector(settings, (s) => pickFlags(s.context), sameFlags);
  const logging = useSelector(errorLog, (s) => s.context.enabled);
  return (
    <div className="jimu-header-tools" role="toolbar" aria-label="header tools">
      {show.showSearch ? <SearchDialog /> : null}
      {show.showNotice ? <NoticePopover /> : null}
      {show.showFullScreen ? <FullScreenButton /> : null}
      {show.showTheme ? (
        <ToolButton
          label={t('jimu.tools.theme')}
          icon={<IconColorPalette />}
          testId="tool-theme"
          onClick={() => window.dispatchEvent(new Event(THEME_EVENT))}
        />
      ) : null}
      {show.showRefresh ? (
        <ToolButton
          label={t('jimu.tools.refresh')}
          icon={<IconRefresh />}
          testId="tool-refresh"
          onClick={reload}
        />
      ) : null}
      {show.showLanguage ? <LanguageSwitch /> : null}
      <ClearCacheButton />
      {logging ? <ErrorLogButton /> : null}
      <UserMenu />
    </div>
  );
}
