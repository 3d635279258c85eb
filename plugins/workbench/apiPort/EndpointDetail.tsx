import Button from '@douyinfe/semi-ui/lib/es/button';
import Popconfirm from '@douyinfe/semi-ui/lib/es/popconfirm';
import Tabs from '@douyinfe/semi-ui/lib/es/tabs';
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../runtime/access';
import { toast, usePluginServices } from '../../../runtime/plugin';
import { Table } from '../../../runtime/ui/semi';
import { AccessTab } from './AccessTab';
import { DocTab } from './DocTab';
import { HistoryTab } from './HistoryTab';
import { MethodTag } from './MethodTag';
import { RunTab } from './RunTab';
import type { Endpoint } from './types';

/** The right side of API management: the endpoint's title line and its five tabs. */
export function EndpointDetail(props: {
  endpoint: Endpoint;
  projectId: number;
  tab: string;
  /** The chosen environment's variables for try-it. */
  vars: Record<string, string | number | boolean>;
  onTab: (tab: string) => void;
  onEdit: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const { http } = usePluginServices();
  const canWrite = usePermission({ permissions: ['write:system'] });
  const canDelete = usePermission({ permissions: ['delete:system'] });
  const { endpoint } = props;
  const stored = endpoint.source !== 'derived';
  const remove = async () => {
    await http.post('/workbench/apis/doDelete', { ids: [endpoint.recordId] });
    toast('success', t('workbench.apiPort.deleted'));
    props.onDeleted();
  };
  return (
    <div className="wb-api-detail" data-testid="wb-api-detail">
      <div className="wb-toolbar">
        <Typography.Title heading={5} className="wb-api-title">
          <MethodTag method={endpoint.method} /> <span className="wb-api-path">{endpoint.path}</span>
        </Typography.Title>
        <div className="wb-toolbar-group">
          <Tag color={stored ? 'cyan' : 'grey'}>{t(`workbench.apiPort.source_${endpoint.source}`)}</Tag>
          {stored && canWrite && (
            <Button size="small" onClick={props.onEdit}>
              {t('workbench.common.edit')}
            </Button>
          )}
          {stored && canDelete && (
            <Popconfirm title={t('workbench.common.confirmDelete')} onConfirm={() => void remove()}>
              <Button size="small" type="danger">
                {t('workbench.common.delete')}
              </Button>
            </Popconfirm>
          )}
        </div>
      </div>
      <Tabs activeKey={props.tab} onChange={props.onTab} type="line" keepDOM={false}>
        <Tabs.TabPane tab={t('workbench.apiPort.tabDoc')} itemKey="doc">
          <DocTab endpoint={endpoint} />
        </Tabs.TabPane>
        <Tabs.TabPane tab={t('workbench.apiPort.tabRun')} itemKey="run">
          <RunTab endpoint={endpoint} projectId={props.projectId} vars={props.vars} />
        </Tabs.TabPane>
        <Tabs.TabPane tab={t('workbench.apiPort.tabAccess')} itemKey="access">
          <AccessTab access={endpoint.access} />
        </Tabs.TabPane>
        <Tabs.TabPane tab={t('workbench.apiPort.tabHistory')} itemKey="history">
          <HistoryTab endpoint={endpoint} />
        </Tabs.TabPane>
        <Tabs.TabPane tab={t('workbench.apiPort.tabUsedBy')} itemKey="usedBy">
          <Table
            size="small"
            pagination={false}
            rowKey={(u?: { page: string; role: string }) => `${u?.page}:${u?.role}`}
            dataSource={endpoint.usedBy}
            empty={t('workbench.apiPort.usedByNone')}
            columns={[
              { title: t('workbench.apiPort.page'), dataIndex: 'page' },
              {
                title: t('workbench.apiPort.usage'),
                dataIndex: 'role',
                render: (role: string) => t(`workbench.apiPort.use_${role}`, { defaultValue: role }),
              },
            ]}
          />
        </Tabs.TabPane>
      </Tabs>
    </div>
  );
}
