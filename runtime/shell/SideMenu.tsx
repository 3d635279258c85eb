import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FoldButton } from './FoldButton';
import { MenuNode } from './MenuNode';
import { menuAncestors, type ShellMenuItem } from './menuItems';
import { useShell } from './ShellContext';
import { useFitCount } from './useFitCount';

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
  left?: number;
  right?: number;
}

/** The horizontal menu's "more" entry: the top-level groups that do not fit. */
const MORE_KEY = '#more';
const FLYOUT_WIDTH = 240;

const NO_KEYS: readonly string[] = [];
/** `a` itself when `b` adds nothing, so the memoised entries see the same array. */
const union = (a: string[], b: string[]) =>
  b.every((key) => a.includes(key)) ? a : [...new Set([...a, ...b])];

/**
 * The route menu: a navigation landmark of links and disclosure buttons — icon, translated
 * title, badge and dot; the submenus leading to the current route open as it changes (several may
 * stay open unless uniqueOpened); more than 18 children scroll. A collapsed side bar and the
 * horizontal menu show a top-level group's children in a flyout; the horizontal menu puts the
 * groups that do not fit its width under 更多 / More, measured again on every resize. Tab and
 * Enter drive it all.
 */
export const SideMenu = memo(function SideMenu(props: SideMenuProps) {
  const { items, selectedKey, onSelect, mode = 'vertical', collapsed = false, uniqueOpened = false } = props;
  const { onCollapse } = props;
  const { icons } = useShell();
  const branch = useMemo(() => menuAncestors(items, selectedKey), [items, selectedKey]);
  const [openKeys, setOpenKeys] = useState<string[]>(branch);
  const [flyout, setFlyout] = useState<Flyout | null>(null);
  const nav = useRef<HTMLElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const horizontal = mode === 'horizontal';
  const flyingOut = collapsed || horizontal;
  const fit = useFitCount(list, horizontal ? items.length : 0);
  const shown = horizontal ? fit : items.length;
  const more = useMemo<ShellMenuItem>(
    () => ({ key: MORE_KEY, title: 'jimu.shell.more', children: items.slice(shown) }),
    [items, shown],
  );

  useEffect(() => {
    setOpenKeys((open) => (uniqueOpened ? branch : union(open, branch)));
    setFlyout(null);
  }, [branch, uniqueOpened]);
  useEffect(() => {
    if (!flyout) return;
    const outside = (event: MouseEvent) => {
      if (!(event.target instanceof Node && nav.current?.contains(event.target))) setFlyout(null);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [flyout]);

  const toggle = useCallback(
    (item: ShellMenuItem, anchor: HTMLElement) => {
      if (flyingOut && (items.includes(item) || item.key === MORE_KEY)) {
        const box = anchor.getBoundingClientRect();
        // Near the right edge (the "more" entry) the flyout opens leftwards, inside the window.
        const place = !horizontal
          ? { top: box.top, left: box.right }
          : box.left + FLYOUT_WIDTH > window.innerWidth
            ? { top: box.bottom, right: Math.max(0, window.innerWidth - box.right) }
            : { top: box.bottom, left: box.left };
        setFlyout((current) => (current?.item.key === item.key ? null : { item, ...place }));
        return;
      }
      setOpenKeys((open) => {
        if (open.includes(item.key)) return open.filter((key) => key !== item.key);
        return uniqueOpened ? [...menuAncestors(items, item.key), item.key] : [...open, item.key];
      });
    },
    [flyingOut, horizontal, items, uniqueOpened],
  );
  const toggleInFlyout = useCallback(
    (item: ShellMenuItem) =>
      setOpenKeys((open) =>
        open.includes(item.key) ? open.filter((key) => key !== item.key) : [...open, item.key],
      ),
    [],
  );
  // The select logic changes with every route; the entries keep one stable callback.
  const latestSelect = useRef(onSelect);
  latestSelect.current = onSelect;
  const select = useCallback((item: ShellMenuItem) => {
    setFlyout(null);
    latestSelect.current(item);
  }, []);
  const entry = (item: ShellMenuItem) => {
    const inBranch = branch.includes(item.key);
    return {
      item,
      level: 0,
      openKeys,
      flyoutKey: flyout?.item.key ?? null,
      onSelect: select,
      icons,
      selectedKey: inBranch || item.key === selectedKey ? selectedKey : '',
      branch: inBranch ? branch : NO_KEYS,
    };
  };

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
      <ul ref={list} className="jimu-menu-list semi-navigation-list">
        {items.map((item, at) => (
          <MenuNode
            key={item.key}
            {...entry(item)}
            iconsOnly={collapsed}
            flyoutTop={flyingOut}
            onToggle={toggle}
            fit={horizontal ? (at < shown ? 'shown' : 'hidden') : undefined}
          />
        ))}
        {horizontal ? (
          <MenuNode
            {...entry(more)}
            branch={more.children?.some((item) => branch[0] === item.key) ? [MORE_KEY, ...branch] : NO_KEYS}
            iconsOnly={false}
            flyoutTop
            onToggle={toggle}
            fit={shown < items.length ? 'more' : 'more-hidden'}
          />
        ) : null}
      </ul>
      {flyout ? (
        <ul
          className="jimu-menu-flyout"
          style={{ top: flyout.top, left: flyout.left, right: flyout.right }}
          data-testid="menu-flyout"
        >
          {(flyout.item.key === MORE_KEY ? more : flyout.item).children?.map((child) => (
            <MenuNode
              key={child.key}
              {...entry(child)}
              flyoutKey={null}
              iconsOnly={false}
              onToggle={toggleInFlyout}
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
});
