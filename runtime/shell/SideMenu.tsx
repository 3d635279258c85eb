import { useEffect, useMemo, useState } from 'react';
import { Nav } from '../ui/semi';
import { FoldButton } from './FoldButton';
import { MenuTitle } from './MenuTitle';
import { findMenuItem, menuAncestors, type ShellMenuItem } from './menuItems';
import { RouteIcon } from './RouteIcon';
import { useShell } from './ShellContext';

export interface SideMenuProps {
  items: ShellMenuItem[];
  selectedKey: string;
  onSelect(item: ShellMenuItem): void;
  mode?: 'vertical' | 'horizontal';
  collapsed?: boolean;
  /** Only one submenu open at a time (theme.uniqueOpened). */
  uniqueOpened?: boolean;
  /** Shows the fold button at the foot (desktop side bars). */
  onCollapse?(collapsed: boolean): void;
  label: string;
}

const union = (a: string[], b: string[]) => [...new Set([...a, ...b])];

/**
 * The route menu (LY-08): icon, translated title, badge and dot; the submenus leading to the
 * current route open as it changes (several may stay open unless uniqueOpened); submenus with
 * more than 18 children scroll. Items are focusable and open with Enter (Semi's Nav).
 */
export function SideMenu(props: SideMenuProps) {
  const { items, selectedKey, onSelect, mode = 'vertical', collapsed = false, uniqueOpened = false } = props;
  const { onCollapse } = props;
  const { icons } = useShell();
  const ancestors = useMemo(() => menuAncestors(items, selectedKey), [items, selectedKey]);
  const [openKeys, setOpenKeys] = useState<string[]>(ancestors);
  useEffect(() => {
    setOpenKeys((open) => (uniqueOpened ? ancestors : union(open, ancestors)));
  }, [ancestors, uniqueOpened]);

  const navItems = useMemo(() => {
    const toNav = (item: ShellMenuItem): Record<string, unknown> => ({
      itemKey: item.key,
      text: <MenuTitle item={item} />,
      icon: <RouteIcon name={item.icon} isCustomSvg={item.isCustomSvg} icons={icons} />,
      className: item.scroll ? 'jimu-menu-scroll' : undefined,
      items: item.children?.map(toNav),
    });
    return items.map(toNav);
  }, [items, icons]);

  return (
    <Nav
      className="jimu-menu"
      style={{ width: '100%' }}
      mode={mode}
      aria-label={props.label}
      items={navItems as never}
      selectedKeys={[selectedKey]}
      openKeys={mode === 'vertical' ? openKeys : undefined}
      onOpenChange={({ itemKey, openKeys: next, isOpen }) => {
        const key = String(itemKey);
        setOpenKeys(
          uniqueOpened && isOpen ? [...menuAncestors(items, key), key] : (next as string[]).map(String),
        );
      }}
      isCollapsed={collapsed}
      onClick={({ itemKey }) => {
        const item = findMenuItem(items, String(itemKey));
        if (item && !item.children?.length) onSelect(item);
      }}
      footer={
        onCollapse ? (
          <div className="jimu-menu-footer">
            <FoldButton folded={collapsed} onToggle={() => onCollapse(!collapsed)} />
          </div>
        ) : undefined
      }
    />
  );
}
