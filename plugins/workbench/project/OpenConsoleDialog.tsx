import Modal from '@douyinfe/semi-ui/lib/es/modal';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useTranslation } from 'react-i18next';
import type { Project } from '../shared/useProject';

/**
 * 打开控制台: a project's console runs in a server of its own, with its own accounts and data
 * sources. The dialog gives the two commands that build and serve it, and the address to open;
 * the JIMU project is this console itself, opened at once.
 */
export function OpenConsoleDialog({ project, onClose }: { project: Project; onClose(): void }) {
  const { t } = useTranslation();
  const commands = [`npx jimu serve --project ${project.code}`, `npx jimu dev --project ${project.code}`];
  return (
    <Modal visible title={t('workbench.projectSettings.openConsole')} footer={null} onCancel={onClose}>
      <Typography.Paragraph>{t('workbench.projectSettings.openConsoleHelp')}</Typography.Paragraph>
      {commands.map((command) => (
        <Typography.Paragraph key={command} copyable={{ content: command }}>
          <code data-testid="wb-console-command">{command}</code>
        </Typography.Paragraph>
      ))}
      <Typography.Paragraph type="tertiary">
        {t('workbench.projectSettings.openConsoleAccount')}
      </Typography.Paragraph>
      <Typography.Paragraph>
        <a href="http://localhost:10000/" target="_blank" rel="noreferrer">
          http://localhost:10000/
        </a>
      </Typography.Paragraph>
    </Modal>
  );
}
