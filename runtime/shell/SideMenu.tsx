import { useEffect, useMemo, useRef, useState } from 'react';
import { FoldButton } from './FoldButton';
import { MenuNode } from './MenuNode';
import { menuAncestors, type ShellMenuItem } from './menuItems';

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

interface Flyout {
  item: ShellMenuItem;
  top: number;
  left: number;
}

const union = (a: string[], b: string[]) => [...new Set([...a, ...b])];

/**
 * The route menu (LY-08): a navigation landmark of links and disclosure buttons — icon, translated
 * title, badge and dot; the submenus leading to the current route open as it changes (several may
 * stay open unless uniqueOpened); more than 18 children scroll. A collapsed side bar and the
 * horizontal menu show a top-level group's children in a flyout. Tab and Enter drive it all.
 */
export function SideMenu(props: SideMenuProps) {
  const { items, selectedKey, onSelect, mode = 'vertical', collapsed = false, uniqueOpened = false } = props;
  const { onCollapse } = props;
  const branch = useMemo(() => menuAncestors(items, selectedKey), [items, selectedKey]);
  const [openKeys, setOpenKeys] = useState<string[]>(branch);
  const [flyout, setFlyout] = useState<Flyout | null>(null);
  const nav = useRef<HTMLElement>(null);
  const flyingOut = collapsed || mode === 'horizontal';

  useEffect(() => {
    setOpenKeys((open) => (uniqueOpened ? branch : union(open, branch)));
    setFlyout(null);
  }, [branch, uniqueOpened]);
  useEffect(() => {
    if (!flyout) return;
    const outside = (event: MouseEvent) => {
      if (!nav.current?.contains(event.target as Node)) setFlyout(null);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [flyout]);

  const toggle = (item: ShellMenuItem, anchor: HTMLElement) => {
    if (flyingOut && items.includes(item)) {
      const box = anchor.getBoundingClientRect();
      const place =
        mode === 'horizontal' ? { top: box.bottom, left: box.left } : { top: box.top, left: box.right };
      setFlyout((current) => (current?.item === item ? null : { item, ...place }));
      return;
    }
    setOpenKeys((open) => {
      if (open.includes(item.key)) return open.filter((key) => key !== item.key);
      return uniqueOpened ? [...menuAncestors(items, item.key), item.key] : [...open, item.key];
    });
  };
  const select = (item: ShellMenuItem) => {
    setFlyout(null);
    onSelect(item);
  };
  const node = { selectedKey, branch, onToggle: toggle, onSelect: select };
  const isOpen = (key: string) => (flyingOut && flyout?.item.key === key) || openKeys.includes(key);

  return (
    <nav
      ref={nav}
      className={`jimu-menu jimu-menu--${mode}${collapsed ? ' is-collapsed' : ''}`}
      aria-label={props.label}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && flyout) setFlyout(null);
      }}
    >
      {/* semi-navigation-list: the name tests/e2e/support/signIn.ts topMenuTitles still reads. */}
      <ul className="jimu-menu-list semi-navigation-list">
        {items.map((item) => (
          <MenuNode
            key={item.key}
            item={item}
            level={0}
            isOpen={isOpen}
            iconsOnly={collapsed}
            flyoutTop={flyingOut}
            {...node}
          />
        ))}
      </ul>
      {flyout ? (
        <ul
          className="jimu-menu-flyout"
          style={{ top: flyout.top, left: flyout.left }}
          data-testid="menu-flyout"
        >
          {flyout.item.children?.map((child) => (
            <MenuNode
              key={child.key}
              item={child}
              level={0}
              iconsOnly={false}
              isOpen={(key) => openKeys.includes(key)}
              {...node}
              onToggle={(item) =>
                setOpenKeys((open) =>
                  open.includes(item.key) ? open.filter((key) => key !== item.key) : [...open, item.key],
                )
              }
            />
          ))}
        </ul>
      ) : null}
      {onCollapse ? (
        <div className="jimu-menu-footer">
          <FoldButton folded={collapsed} onToggle={() => onCollapse(!collapsed)} />
        </div>
      ) : null}
    </nav>
  );
}
