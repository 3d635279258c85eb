import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuTitle } from './MenuTitle';
import { firstLeaf, type ShellMenuItem } from './menuItems';
import { RouteIcon } from './RouteIcon';
import { useShell } from './ShellContext';
import { useLayoutSettings } from './useLayoutSettings';
import { useMenuSelect } from './useMenuSelect';

export interface ComprehensiveNavProps {
  items: ShellMenuItem[];
  /** The top-level entry the side bar shows the children of. */
  chosen?: string;
  onChoose(key: string): void;
}

/**
 * The comprehensive layout's first-level tabs in the header (LY-04): one per top-level visible
 * route. A click shows that group's menu in the side bar and, with openFirstMenu, opens its first
 * child; an entry without children navigates (or opens its link) directly.
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
  return (
    <nav className="jimu-first-level" aria-label={t('jimu.shell.topMenu')} data-testid="first-level-tabs">
      {items.map((item) => (
        <button
          key={item.key}
          type="button"
          className={`jimu-first-level-item${item.key === chosen ? ' is-active' : ''}`}
          aria-current={item.key === chosen ? 'true' : undefined}
          onClick={() => {
            onChoose(item.key);
            if (!item.children?.length) select(item);
            else if (openFirstMenu) select(firstLeaf(item));
          }}
        >
          <span aria-hidden="true" className="jimu-first-level-icon">
            <RouteIcon name={item.icon} isCustomSvg={item.isCustomSvg} icons={icons} />
          </span>
          <MenuTitle item={item} />
        </button>
      ))}
    </nav>
  );
});
