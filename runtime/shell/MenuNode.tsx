import IconChevronDown from '@douyinfe/semi-icons/lib/es/icons/IconChevronDown';
import { type ComponentType, type MouseEvent, memo } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuTitle } from './MenuTitle';
import type { ShellMenuItem } from './menuItems';
import { RouteIcon } from './RouteIcon';
import { FIT_ITEM, FIT_MORE } from './useFitCount';
import './menu.css';

export interface MenuNodeProps {
  item: ShellMenuItem;
  level: number;
  /** The selected key when it lies in this entry's subtree, else '' (so other entries skip renders). */
  selectedKey: string;
  /** Keys of the groups on the way to the selected item, when this entry is one of them, else []. */
  branch: readonly string[];
  openKeys: readonly string[];
  /** The top-level group whose flyout is open. */
  flyoutKey: string | null;
  onToggle(item: ShellMenuItem, anchor: HTMLElement): void;
  onSelect(item: ShellMenuItem): void;
  /** Icons only (a collapsed side bar): titles stay for screen readers. */
  iconsOnly: boolean;
  /** The bundled icons (passed down, not read from the shell context, to keep the memo effective). */
  icons: Record<string, ComponentType>;
  /** Top-level groups open as a flyout (collapsed or horizontal menu), not inline. */
  flyoutTop?: boolean;
  /**
   * In a row that measures what fits (useFitCount): a shown or hidden entry, or the "more"
   * entry, itself hidden while everything fits.
   */
  fit?: 'shown' | 'hidden' | 'more' | 'more-hidden';
}

const fitAttributes = (fit: MenuNodeProps['fit']) => {
  if (!fit) return {};
  const marker = fit === 'shown' || fit === 'hidden' ? { [FIT_ITEM]: '' } : { [FIT_MORE]: '' };
  const hidden = fit === 'hidden' || fit === 'more-hidden';
  return { ...marker, className: hidden ? 'jimu-fit-hidden' : undefined, 'aria-hidden': hidden || undefined };
};

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

const NO_KEYS: readonly string[] = [];

/**
 * One menu entry: a leaf is a link (so a new window with the modifier keys still works)
 * whose plain click goes through the shell's select logic; a group is a disclosure button.
 * Memoised, and handed the selection only inside its own branch, so a navigation re-renders the
 * two branches it leaves and enters rather than the whole menu.
 */
export const MenuNode = memo(function MenuNode(props: MenuNodeProps) {
  const { item, level, selectedKey, branch, openKeys, onToggle, onSelect, iconsOnly } = props;
  const { t } = useTranslation();
  const { icons } = props;
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
      <li {...fitAttributes(props.fit)}>
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
  const open = props.flyoutTop && level === 0 ? props.flyoutKey === item.key : openKeys.includes(item.key);
  const inline = open && !(props.flyoutTop && level === 0);
  const id = `jimu-menu-${item.key.replace(/[^\w-]/g, '_')}`;
  return (
    <li {...fitAttributes(props.fit)}>
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
          {item.children.map((child) => {
            const inBranch = branch.includes(child.key);
            return (
              <MenuNode
                key={child.key}
                {...props}
                item={child}
                level={level + 1}
                iconsOnly={false}
                fit={undefined}
                selectedKey={inBranch || child.key === selectedKey ? selectedKey : ''}
                branch={inBranch ? branch : NO_KEYS}
              />
            );
          })}
        </ul>
      ) : null}
    </li>
  );
});
