import Descriptions from '@douyinfe/semi-ui/lib/es/descriptions';
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useTranslation } from 'react-i18next';
import { usePluginServices } from '../../../runtime/plugin';
import { Table } from '../../../runtime/ui/semi';
import type { Access } from './types';

/**
 * 权限: the permissions.yaml rule that decides the call (the mock server's first match), the
 * permission it needs, every role allowed or denied — the signed-in person's own marked — and the
 * 403 the others get, so a refusal explains itself.
 */
export function AccessTab({ access }: { access: Access }) {
  const { t } = useTranslation();
  const { user } = usePluginServices();
  const needs = access.public
    ? t('workbench.apiPort.publicCall')
    : access.permission
      ? t('workbench.apiPort.needs', { permission: access.permission })
      : t('workbench.apiPort.noRule');
  return (
    <div className="wb-api-access" data-testid="wb-api-access">
      <Typography.Title heading={6}>{needs}</Typography.Title>
      <Descriptions
        align="left"
        data={[
          { key: t('workbench.apiPort.rule'), value: <Typography.Text code>{access.rule}</Typography.Text> },
          { key: t('workbench.apiPort.permission'), value: access.permission ?? '—' },
          ...(access.ruleDescription ? [{ key: '', value: access.ruleDescription }] : []),
        ]}
      />
      <Typography.Text type="tertiary">{t('workbench.apiPort.ruleNote')}</Typography.Text>
      <Table
        size="small"
        pagination={false}
        rowKey="role"
        dataSource={access.roles}
        columns={[
          {
            title: t('workbench.apiPort.role'),
            dataIndex: 'role',
            render: (role: string) =>
              user.roles.includes(role) ? `${role} (${t('workbench.apiPort.you')})` : role,
          },
          {
            title: t('workbench.apiPort.allowed'),
            dataIndex: 'allowed',
            render: (allowed: boolean) =>
              allowed ? (
                <Tag color="green">{t('workbench.apiPort.allowed')}</Tag>
              ) : (
                <Tag color="red">{t('workbench.apiPort.denied')}</Tag>
              ),
          },
        ]}
      />
      {!access.public && (
        <Typography.Paragraph type="tertiary">{t('workbench.apiPort.others403')}</Typography.Paragraph>
      )}
    </div>
  );
}
