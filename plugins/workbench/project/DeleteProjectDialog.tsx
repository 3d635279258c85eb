import Input from '@douyinfe/semi-ui/lib/es/input';
import Modal from '@douyinfe/semi-ui/lib/es/modal';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '../shared/useProject';

/**
 * Deleting a project removes its folder for good: the delete stays disabled until the
 * project's code is typed, so a slip on the wrong row cannot do it.
 */
export function DeleteProjectDialog({
  project,
  onCancel,
  onConfirm,
}: {
  project: Project;
  onCancel(): void;
  onConfirm(): Promise<void>;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const matches = typed.trim() === project.code;
  return (
    <Modal
      visible
      title={t('workbench.common.delete')}
      okText={t('workbench.common.delete')}
      okButtonProps={{ type: 'danger', disabled: !matches, loading: busy }}
      onCancel={onCancel}
      onOk={async () => {
        setBusy(true);
        try {
          await onConfirm();
        } finally {
          setBusy(false);
        }
      }}
    >
      <Typography.Paragraph>
        {t('workbench.project.confirmDelete', { code: project.code })}
      </Typography.Paragraph>
      <Input
        aria-label={t('workbench.projectSettings.typeCode', { code: project.code })}
        placeholder={project.code}
        value={typed}
        onChange={setTyped}
        validateStatus={typed && !matches ? 'error' : 'default'}
      />
      <Typography.Text type={typed && !matches ? 'danger' : 'tertiary'} size="small">
        {typed && !matches
          ? t('workbench.projectSettings.codeMismatch')
          : t('workbench.projectSettings.typeCode', { code: project.code })}
      </Typography.Text>
    </Modal>
  );
}
