import { useTranslation } from 'react-i18next';
import type { ShellMenuItem } from './menuItems';

/**
 * A menu entry's translated title with its badge tag and red dot. The badge is a styled
 * span (Semi's small red tag look, shell.css), not Semi's Tag: Tag brings Avatar with it, ~40 KB of
 * JS and CSS the shell would load for a few characters.
 */
export function MenuTitle({ item }: { item: ShellMenuItem }) {
  const { t } = useTranslation();
  return (
    <span className="jimu-menu-title">
      <span className="jimu-menu-text">{t(item.title)}</span>
      {item.badge !== undefined ? <span className="jimu-menu-badge">{String(item.badge)}</span> : null}
      {item.dot ? <span className="jimu-menu-dot" aria-hidden="true" /> : null}
      {item.external && item.target === '_blank' ? (
        <span className="jimu-visually-hidden">{t('jimu.shell.newWindow')}</span>
      ) : null}
    </span>
  );
}
