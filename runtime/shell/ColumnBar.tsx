import { memo, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from './Logo';
import { MenuTitle } from './MenuTitle';
import { firstLeaf, type ShellMenuItem, topLevelOf } from './menuItems';
import { RouteIcon } from './RouteIcon';
import { useShell } from './ShellContext';
import { SideMenu } from './SideMenu';
import { useLayoutSettings } from './useLayoutSettings';
import { useMenuSelect } from './useMenuSelect';

export interface ColumnBarProps {
  items: ShellMenuItem[];
  selectedKey: string;
}

/**
 * The column layout's menu: a narrow column of the top-level groups (icon and short
 * title; columnStyle vertical, horizontal, card or arrow) and, beside it, the chosen group's
 * submenu. The column follows the current route; choosing a group without children navigates.
 */
export const ColumnBar = memo(function ColumnBar({ items, selectedKey }: ColumnBarProps) {
  const { t } = useTranslation();
  const { icons } = useShell();
  const { columnStyle, uniqueOpened, openFirstMenu, collapse } = useLayoutSettings();
  const select = useMenuSelect();
  const current = topLevelOf(items, selectedKey)?.key ?? items[0]?.key;
  const [chosen, setChosen] = useState(current);
  useEffect(() => setChosen(current), [current]);
  const group = items.find((item) => item.key === chosen);

  const choose = (item: ShellMenuItem) => {
    setChosen(item.key);
    if (!item.children?.length) select(item);
    else if (openFirstMenu) select(firstLeaf(item));
  };

  return (
    <div className={`jimu-column-bar jimu-column--${columnStyle}`} data-testid="column-bar">
      <nav className="jimu-column-icons" aria-label={t('jimu.shell.columnMenu')}>
        <div className="jimu-column-logo">
          <Logo compact />
        </div>
        <ul className="jimu-column-list">
          {items.map((item) => (
            <li key={item.key}>
              <button
                type="button"
                className={`jimu-column-item${item.key === chosen ? ' is-active' : ''}`}
                aria-current={item.key === current ? 'page' : undefined}
                aria-pressed={item.key === chosen}
                onClick={() => choose(item)}
              >
                <span className="jimu-column-item-icon" aria-hidden="true">
                  <RouteIcon name={item.icon} isCustomSvg={item.isCustomSvg} icons={icons} />
                </span>
                <MenuTitle item={item} />
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {group?.children?.length && !collapse ? (
        <div className="jimu-column-sub" data-testid="column-submenu">
          <div className="jimu-column-sub-title">{t(group.title)}</div>
          <SideMenu
            items={group.children}
            selectedKey={selectedKey}
            onSelect={select}
            uniqueOpened={uniqueOpened}
            label={t(group.title)}
          />
        </div>
      ) : null}
    </div>
  );
});
