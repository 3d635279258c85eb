import Tag from '@douyinfe/semi-ui/lib/es/tag';
import { useTranslation } from 'react-i18next';
import type { ShellMenuItem } from './menuItems';

/** A menu entry's translated title with its badge tag and red dot (LY-08). */
export function MenuTitle({ item }: { item: ShellMenuItem }) {
  const { t } = useTranslation();
  return (
    <span className="jimu-menu-title">
      <span className="jimu-menu-text">{t(item.title)}</span>
      {item.badge !== undefined ? (
        <Tag size="small" color="red" className="jimu-menu-badge">
          {String(item.badge)}
        </Tag>
      ) : null}
      {item.dot ? <span className="jimu-menu-dot" aria-hidden="true" /> : null}
      {item.external && item.target === '_blank' ? (
        <span className="jimu-visually-hidden">{t('jimu.shell.newWindow')}</span>
      ) : null}
    </span>
  );
}
