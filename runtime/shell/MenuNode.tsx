import IconChevronDown from '@douyinfe/semi-icons/lib/es/icons/IconChevronDown';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuTitle } from './MenuTitle';
import type { ShellMenuItem } from './menuItems';
import { RouteIcon } from './RouteIcon';
import './menu.css';
import { useShell } from './ShellContext';

export interface MenuNodeProps {
  item: ShellMenuItem;
  level: number;
  selectedKey: string;
  /** Keys of the groups on the way to the selected item: drawn as "in the current branch". */
  branch: readonly string[];
  isOpen(key: string): boolean;
  onToggle(item: ShellMenuItem, anchor: HTMLElement): void;
  onSelect(item: ShellMenuItem): void;
  /** Icons only (a collapsed side bar): titles stay for screen readers. */
  iconsOnly: boolean;
  /** Top-level groups open as a flyout (collapsed or horizontal menu), not inline. */
  flyoutTop?: boolean;
}

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * One menu entry (LY-08): a leaf is a link (so a new window with the modifier keys still works)
 * whose plain click goes through the shell's select logic; a group is a disclosure button.
 */
export function MenuNode(props: MenuNodeProps) {
  const { item, level, selectedKey, branch, isOpen, onToggle, onSelect, iconsOnly } = props;
  const { t } = useTranslation();
  const { icons } = useShell();
  const indent = iconsOnly ? undefined : { paddingInlineStart: 16 + level * 20 };
  const icon = (
    <span className="jimu-menu-icon" aria-hidden="true">
      <RouteIcon name={item.icon} isCustomSvg={item.isCustomSvg} icons={icons} />
    </span>
  );
  const title = iconsOnly ? (
    <span className="jimu-visually-hidden">
      <MenuTitle item={item} />
    </span>
  ) : (
    <MenuTitle item={item} />
  );
  if (!item.children?.length) {
    const selected = item.key === selectedKey;
    return (
      <li>
        <a
          className={`jimu-menu-item${selected ? ' is-selected' : ''}`}
          href={item.external ? item.key : `#${item.key}`}
          target={item.external && item.target === '_blank' ? '_blank' : undefined}
          rel={item.external ? 'noopener noreferrer' : undefined}
          aria-current={selected ? 'page' : undefined}
          title={iconsOnly ? t(item.title) : undefined}
          style={indent}
          onClick={(event) => {
            if (!plainClick(event)) return;
            event.preventDefault();
            onSelect(item);
          }}
        >
          {icon}
          {title}
        </a>
      </li>
    );
  }
  const open = isOpen(item.key);
  const inline = open && !(props.flyoutTop && level === 0);
  const id = `jimu-menu-${item.key.replace(/[^\w-]/g, '_')}`;
  return (
    <li>
      <button
        type="button"
        className={`jimu-menu-item jimu-menu-group${branch.includes(item.key) ? ' in-branch' : ''}`}
        aria-expanded={open}
        aria-controls={inline ? id : undefined}
        title={iconsOnly ? t(item.title) : undefined}
        style={indent}
        onClick={(event) => onToggle(item, event.currentTarget)}
      >
        {icon}
        {title}
        {iconsOnly ? null : <IconChevronDown className="jimu-menu-chevron" aria-hidden="true" size="small" />}
      </button>
      {inline ? (
        <ul id={id} className={`jimu-menu-sub${item.scroll ? ' is-scroll' : ''}`}>
          {item.children.map((child) => (
            <MenuNode key={child.key} {...props} item={child} level={level + 1} iconsOnly={false} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
