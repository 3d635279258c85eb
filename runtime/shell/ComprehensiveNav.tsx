import IconChevronDown from '@douyinfe/semi-icons/lib/es/icons/IconChevronDown';
import { memo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuButton } from '../ui/controls/MenuButton';
import { MenuTitle } from './MenuTitle';
import { firstLeaf, type ShellMenuItem } from './menuItems';
import { RouteIcon } from './RouteIcon';
import { useShell } from './ShellContext';
import { FIT_ITEM, FIT_MORE, useFitCount } from './useFitCount';
import { useLayoutSettings } from './useLayoutSettings';
import { useMenuSelect } from './useMenuSelect';

export interface ComprehensiveNavProps {
  items: ShellMenuItem[];
  /** The top-level entry the side bar shows the children of. */
  chosen?: string;
  onChoose(key: string): void;
}

/**
 * The comprehensive layout's first-level tabs in the header: one per top-level visible
 * route. A click shows that group's menu in the side bar and, with openFirstMenu, opens its first
 * child; an entry without children navigates (or opens its link) directly. The entries that do
 * not fit the header's width sit in a 更多 / More menu, measured again on every resize.
 */
export const ComprehensiveNav = memo(function ComprehensiveNav({
  items,
  chosen,
  onChoose,
}: ComprehensiveNavProps) {
  const { t } = useTranslation();
  const { icons } = useShell();
  const { openFirstMenu } = useLayoutSettings();
  const select = useMenuSelect();
  const row = useRef<HTMLElement>(null);
  const fit = useFitCount(row, items.length);
  const choose = (item: ShellMenuItem) => {
    onChoose(item.key);
    if (!item.children?.length) select(item);
    else if (openFirstMenu) select(firstLeaf(item));
  };
  const hidden = items.slice(fit);
  return (
    <nav
      ref={row}
      className="jimu-first-level"
      aria-label={t('jimu.shell.topMenu')}
      data-testid="first-level-tabs"
    >
      {items.map((item, at) => (
        <button
          key={item.key}
          type="button"
          {...{ [FIT_ITEM]: '' }}
          className={`jimu-first-level-item${item.key === chosen ? ' is-active' : ''}${at >= fit ? ' jimu-fit-hidden' : ''}`}
          aria-current={item.key === chosen ? 'true' : undefined}
          aria-hidden={at >= fit || undefined}
          tabIndex={at >= fit ? -1 : undefined}
          onClick={() => choose(item)}
        >
          <span aria-hidden="true" className="jimu-first-level-icon">
            <RouteIcon name={item.icon} isCustomSvg={item.isCustomSvg} icons={icons} />
          </span>
          <MenuTitle item={item} />
        </button>
      ))}
      <span
        {...{ [FIT_MORE]: '' }}
        className={`jimu-first-level-more${hidden.some((item) => item.key === chosen) ? ' is-active' : ''}${hidden.length ? '' : ' jimu-fit-hidden'}`}
        aria-hidden={hidden.length ? undefined : true}
      >
        <MenuButton
          label={t('jimu.shell.more')}
          testId="first-level-more"
          entries={hidden.map((item) => ({
            key: item.key,
            label: t(item.title),
            onSelect: () => choose(item),
          }))}
        >
          {t('jimu.shell.more')}
          <IconChevronDown size="small" aria-hidden="true" />
        </MenuButton>
      </span>
    </nav>
  );
});
