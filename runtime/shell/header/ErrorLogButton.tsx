import IconAlertTriangle from '@douyinfe/semi-icons/lib/es/icons/IconAlertTriangle';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../lib/lazyComponent';
import { Badge } from '../../ui/controls/Badge';
import { useShell } from '../ShellContext';
import { ToolButton } from './ToolButton';

// Modal, Typography and the list load with the first opening, not with the header.
const ErrorLogDialog = lazyComponent(() => import('./ErrorLogDialog').then((m) => m.ErrorLogDialog));

/** The error-log control: a badge with the number of logged errors; opens the dialog. */
export function ErrorLogButton() {
  const { t } = useTranslation();
  const { errorLog } = useShell();
  const count = useSelector(errorLog, (s) => s.context.count);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Badge count={count}>
        <ToolButton
          label={count ? `${t('jimu.tools.errorLog')} (${count})` : t('jimu.tools.errorLog')}
          icon={<IconAlertTriangle />}
          testId="tool-error-log"
          onClick={() => {
            setOpened(true);
            setOpen(true);
          }}
        />
      </Badge>
      {opened ? <ErrorLogDialog visible={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
