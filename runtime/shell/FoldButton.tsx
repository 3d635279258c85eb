import IconIndentLeft from '@douyinfe/semi-icons/lib/es/icons/IconIndentLeft';
import IconIndentRight from '@douyinfe/semi-icons/lib/es/icons/IconIndentRight';
import Button from '@douyinfe/semi-ui/lib/es/button';
import { useTranslation } from 'react-i18next';

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
    <Button
      className={className ?? 'jimu-fold-button'}
      theme="borderless"
      type="tertiary"
      icon={folded ? <IconIndentRight /> : <IconIndentLeft />}
      aria-label={t(folded ? 'jimu.shell.unfold' : 'jimu.shell.fold')}
      aria-expanded={!folded}
      onClick={onToggle}
    />
  );
}
