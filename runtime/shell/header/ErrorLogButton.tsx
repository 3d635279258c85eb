import IconAlertTriangle from '@douyinfe/semi-icons/lib/es/icons/IconAlertTriangle';
import Badge from '@douyinfe/semi-ui/lib/es/badge';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useShell } from '../ShellContext';
import { ErrorLogDialog } from './ErrorLogDialog';
import { headerMessages } from './headerMessages';
import { ToolButton } from './ToolButton';
import { useShellMessages } from './useShellMessages';

/** The error-log control (LY-05, SE-09): a badge with the number of logged errors; opens the dialog. */
export function ErrorLogButton() {
  const t = useShellMessages(headerMessages);
  const { errorLog } = useShell();
  const count = useSelector(errorLog, (s) => s.context.count);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Badge count={count || undefined} overflowCount={99} type="danger">
        <ToolButton
          label={count ? `${t('jimu.tools.errorLog')} (${count})` : t('jimu.tools.errorLog')}
          icon={<IconAlertTriangle />}
          testId="tool-error-log"
          onClick={() => setOpen(true)}
        />
      </Badge>
      <ErrorLogDialog visible={open} onClose={() => setOpen(false)} />
    </>
  );
}
