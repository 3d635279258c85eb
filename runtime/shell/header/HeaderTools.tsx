import IconColorPalette from '@douyinfe/semi-icons/lib/es/icons/IconColorPalette';
import IconMore from '@douyinfe/semi-icons/lib/es/icons/IconMore';
import IconRefresh from '@douyinfe/semi-icons/lib/es/icons/IconRefresh';
import { useSelector } from '@xstate/react';
import { type ReactElement, type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { useApiConfig } from '../../data';
import type { ThemeSettings } from '../../machines';
import { MenuButton, type MenuEntry } from '../../ui/controls/MenuButton';
import { useShell } from '../ShellContext';
import { FIT_ITEM, FIT_MORE, useFitCount } from '../useFitCount';
import { useLayoutSettings } from '../useLayoutSettings';
import { ClearCacheButton } from './ClearCacheButton';
import { ErrorLogButton } from './ErrorLogButton';
import { FullScreenButton } from './FullScreenButton';
import { LanguageSwitch } from './LanguageSwitch';
import { NoticePopover } from './NoticePopover';
import { SearchDialog } from './SearchDialog';
import { ToolButton } from './ToolButton';
import { THEME_EVENT } from './themeEvent';
import { UserMenu } from './UserMenu';
import './header.css';
import { useTranslation } from 'react-i18next';

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
 * The right side of every layout's header: search, notices, full screen,
 * theme, refresh, language, cache clear, error log and the avatar menu. Each optional control shows
 * only while its theme-drawer switch is on; search and notices only while the back end has their
 * calls (app.yaml `api.search`, `api.notices` not false); the error-log control only while the build
 * collects errors. On a phone the tools that do not fit beside the avatar menu go into
 * one 更多工具 / More tools menu, whose entries press the hidden tool.
 *
 * @example <header><Breadcrumb … /><HeaderTools /></header>
 */
export function HeaderTools() {
  const { t } = useTranslation();
  const { settings, errorLog, reload } = useShell();
  const show = useSelector(settings, (s) => pickFlags(s.context), sameFlags);
  const logging = useSelector(errorLog, (s) => s.context.enabled);
  const { mobile } = useLayoutSettings();
  const api = useApiConfig();
  const tools: ReactElement[] = [];
  if (show.showSearch && api.search !== false) tools.push(<SearchDialog key="search" />);
  if (show.showNotice && api.notices !== false) tools.push(<NoticePopover key="notice" />);
  if (show.showFullScreen) tools.push(<FullScreenButton key="fullScreen" />);
  if (show.showTheme) {
    tools.push(
      <ToolButton
        key="theme"
        label={t('jimu.tools.theme')}
        icon={<IconColorPalette />}
        testId="tool-theme"
        onClick={() => window.dispatchEvent(new Event(THEME_EVENT))}
      />,
    );
  }
  if (show.showRefresh) {
    tools.push(
      <ToolButton
        key="refresh"
        label={t('jimu.tools.refresh')}
        icon={<IconRefresh />}
        testId="tool-refresh"
        onClick={reload}
      />,
    );
  }
  if (show.showLanguage) tools.push(<LanguageSwitch key="language" />);
  tools.push(<ClearCacheButton key="clearCache" />);
  if (logging) tools.push(<ErrorLogButton key="errorLog" />);

  const row = useRef<HTMLDivElement>(null);
  const fit = useFitCount(row, tools.length, mobile);
  const hidden = useHiddenTools(row, fit, tools.length);
  return (
    <div
      ref={row}
      className={`jimu-header-tools${mobile ? ' is-fitted' : ''}`}
      role="toolbar"
      aria-label="header tools"
    >
      {tools.map((tool, at) => (
        <span
          key={tool.key}
          {...{ [FIT_ITEM]: '' }}
          className={at >= fit ? 'jimu-fit-hidden' : undefined}
          aria-hidden={at >= fit || undefined}
        >
          {tool}
        </span>
      ))}
      {mobile ? (
        <span {...{ [FIT_MORE]: '' }} className={hidden.length ? undefined : 'jimu-fit-hidden'}>
          <MenuButton
            label={t('jimu.tools.moreTools')}
            icon={<IconMore />}
            testId="tool-more"
            entries={hidden}
          />
        </span>
      ) : null}
      <UserMenu />
    </div>
  );
}

/**
 * The menu entries of the tools past `fit`: each named like its hidden button and pressing it, so
 * its dialog, popover or action works as from the header (the tool stays mounted, only unseen).
 */
function useHiddenTools(row: RefObject<HTMLDivElement>, fit: number, count: number): MenuEntry[] {
  const [labels, setLabels] = useState<string[]>([]);
  useLayoutEffect(() => {
    const wrappers = [...(row.current?.querySelectorAll(`:scope > [${FIT_ITEM}]`) ?? [])].slice(fit);
    const next = wrappers.map((wrapper) => wrapper.querySelector('button')?.getAttribute('aria-label') ?? '');
    setLabels((current) => (current.join('\n') === next.join('\n') ? current : next));
  });
  return labels.slice(0, Math.max(0, count - fit)).map((label, at) => ({
    key: `${fit + at}`,
    label,
    onSelect: () =>
      row.current?.querySelectorAll(`:scope > [${FIT_ITEM}]`)[fit + at]?.querySelector('button')?.click(),
  }));
}
