import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from './Logo';
import type { ShellMenuItem } from './menuItems';
import { useShell } from './ShellContext';
import { SideMenu } from './SideMenu';
import { useLayoutSettings } from './useLayoutSettings';
import { useMenuSelect } from './useMenuSelect';

export interface SideBarProps {
  items: ShellMenuItem[];
  selectedKey: string;
  /** vertical and float carry the logo; common and comprehensive have it in the top header. */
  withLogo: boolean;
  variant: 'vertical' | 'common' | 'comprehensive' | 'float';
  /** On a phone the side bar is a drawer. */
  drawer?: { open: boolean; onClose(): void };
}

/**
 * The side bar: logo and route menu, collapsible on the desktop (persisted), a drawer over an
 * overlay on a phone — a click on the overlay folds it. The float variant floats as a
 * compact card beside the page.
 */
export const SideBar = memo(function SideBar({
  items,
  selectedKey,
  withLogo,
  variant,
  drawer,
}: SideBarProps) {
  const { t } = useTranslation();
  const { settings } = useShell();
  const { collapse, uniqueOpened } = useLayoutSettings();
  const select = useMenuSelect();
  const folded = drawer ? false : collapse;
  const classes = [
    'jimu-shell-sider',
    `jimu-sider--${variant}`,
    folded ? 'is-collapsed' : '',
    drawer ? 'is-drawer' : '',
    drawer?.open ? 'is-open' : '',
  ];
  return (
    <>
      {drawer?.open ? (
        <button
          type="button"
          className="jimu-shell-overlay"
          data-testid="sider-overlay"
          tabIndex={-1}
          aria-label={t('jimu.shell.overlay')}
          onClick={drawer.onClose}
        />
      ) : null}
      <aside
        className={classes.filter(Boolean).join(' ')}
        data-testid="side-bar"
        {...(drawer && !drawer.open ? { inert: '' } : {})}
      >
        {withLogo ? (
          <div className="jimu-sider-logo">
            <Logo compact={folded} />
          </div>
        ) : null}
        <SideMenu
          items={items}
          selectedKey={selectedKey}
          onSelect={select}
          collapsed={folded}
          uniqueOpened={uniqueOpened}
          label={t('jimu.header.menu')}
          onCollapse={drawer ? undefined : () => settings.send({ type: 'settings.toggleCollapse' })}
        />
      </aside>
    </>
  );
});
