import Button from '@douyinfe/semi-ui/lib/es/button';
import Tooltip from '@douyinfe/semi-ui/lib/es/tooltip';
import type { ReactNode } from 'react';

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
  return (
    <Tooltip content={label} position="bottom">
      <Button
        theme="borderless"
        type="tertiary"
        icon={icon}
        aria-label={label}
        data-testid={testId}
        onClick={onClick}
      />
    </Tooltip>
  );
}
