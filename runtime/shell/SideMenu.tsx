import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Nav, Tag } from '../ui/semi';
import { RouteIcon } from './RouteIcon';

/** One menu entry as the routing layer's menuTree() produces it. */
export interface ShellMenuItem {
  key: string;
  title: string;
  icon?: string;
  isCustomSvg?: boolean;
  badge?: string | number;
  dot?: boolean;
  external?: boolean;
  target?: '_blank' | '_self';
  scroll?: boolean;
  children?: ShellMenuItem[];
}

export interface SideMenuProps {
  items: ShellMenuItem[];
  selectedKey: string;
  collapsed: boolean;
  onCollapse(collapsed: boolean): void;
  /** Called with the clicked item; the shell decides between navigate, reload and window.open (LY-08). */
  onSelect(item: ShellMenuItem): void;
  icons: Record<string, ComponentType>;
  header?: ReactNode;
}

const findItem = (items: ShellMenuItem[], key: string): ShellMenuItem | undefined => {
  for (const item of items) {
    if (item.key === key) return item;
    const inner = item.children && findItem(item.children, key);
    if (inner) return inner;
  }
  return undefined;
};

/** The side menu: icon, translated title, badge and dot (LY-08); several groups may be open at once. */
export function SideMenu({
  items,
  selectedKey,
  collapsed,
  onCollapse,
  onSelect,
  icons,
  header,
}: SideMenuProps) {
  const { t } = useTranslation();
  const toNav = (item: ShellMenuItem): Record<string, unknown> => {
    const text = (
      <span>
        {t(item.title)}
        {item.badge !== undefined ? (
          <Tag size="small" color="red" style={{ marginLeft: 6 }}>
            {String(item.badge)}
          </Tag>
        ) : null}
        {item.dot ? <span className="jimu-menu-dot" role="img" aria-label="new" /> : null}
      </span>
    );
    return {
      itemKey: item.key,
      text,
      icon: <RouteIcon name={item.icon} isCustomSvg={item.isCustomSvg} icons={icons} />,
      className: item.scroll ? 'jimu-menu-scroll' : undefined,
      items: item.children?.map(toNav),
    };
  };
  return (
    <Nav
      aria-label={t('jimu.header.menu')}
      items={items.map(toNav) as never}
      selectedKeys={[selectedKey]}
      isCollapsed={collapsed}
      onCollapseChange={onCollapse}
      onClick={({ itemKey }) => {
        const item = findItem(items, String(itemKey));
        if (item && !item.children?.length) onSelect(item);
      }}
      header={header}
      footer={{ collapseButton: true }}
    />
  );
}
