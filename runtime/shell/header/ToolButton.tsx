import type { ReactNode } from 'react';
import { IconButton } from '../../ui/controls/IconButton';

export interface ToolButtonProps {
  /** Accessible name and tooltip of an icon-only button. */
  label: string;
  icon: ReactNode;
  onClick?: () => void;
  testId?: string;
}

/**
 * An icon-only header button: the label is both its aria-label (screen readers) and its tooltip.
 *
 * @example <ToolButton label={t('jimu.tools.refresh')} icon={<IconRefresh />} onClick={reload} />
 */
export function ToolButton({ label, icon, onClick, testId }: ToolButtonProps) {
  return <IconButton label={label} icon={icon} testId={testId} onClick={onClick} />;
}
