import IconIndentLeft from '@douyinfe/semi-icons/lib/es/icons/IconIndentLeft';
import IconIndentRight from '@douyinfe/semi-icons/lib/es/icons/IconIndentRight';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../ui/controls/IconButton';

export interface FoldButtonProps {
  /** true when the menu is folded (desktop collapse, or the mobile drawer closed). */
  folded: boolean;
  onToggle(): void;
  className?: string;
}

/** The icon-only fold/unfold button of the side menu, named for screen readers. */
export function FoldButton({ folded, onToggle, className }: FoldButtonProps) {
  const { t } = useTranslation();
  return (
    <IconButton
      className={className ?? 'jimu-fold-button'}
      icon={folded ? <IconIndentRight /> : <IconIndentLeft />}
      label={t(folded ? 'jimu.shell.unfold' : 'jimu.shell.fold')}
      tooltip={false}
      aria-expanded={!folded}
      onClick={onToggle}
    />
  );
}
