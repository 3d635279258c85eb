import Button from '@douyinfe/semi-ui/lib/es/button';
import Input from '@douyinfe/semi-ui/lib/es/input';
import Modal from '@douyinfe/semi-ui/lib/es/modal';
import Space from '@douyinfe/semi-ui/lib/es/space';
import Table from '@douyinfe/semi-ui/lib/es/table';
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import Toast from '@douyinfe/semi-ui/lib/es/toast';
import { useEffect, useState } from 'react';
import { usePluginServices } from '../../../runtime/plugin';
import { downloadFile } from '../shared/downloadFile';
import { holds } from '../shared/errors';
import { useWorkbenchMessages } from '../shared/messages';
import type { Project } from '../shared/useProject';
import '../shared/workbench.css';

/** /workbench/project (§5.3): the hub; every project sub-screen is reached from a row. */
export default function ProjectList() {
  const { t } = useWorkbenchMessages();
  const { http, navigate, user } = usePluginServices();
  const [keyword, setKeyword] = useState('');
  const [list, setList] = useState<Project[] | undefined>();
  const load = () =>
    http
      .get<{ list: Project[] }>('/workbench/project/getList', { keyword })
      .then((answer) => setList(answer.data.list));
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload only when the search changes
  useEffect(() => {
    void load();
  }, [keyword]);
  const canWrite = holds(user.permissions, 'write:system');
  const canDelete = holds(user.permissions, 'delete:system');
  const open = (path: string, project: Project) => navigate(`${path}?projectId=${project.id}`);
  const remove = (project: Project) =>
    Modal.confirm({
      title: t('workbench.common.delete'),
      content: t('workbench.project.confirmDelete', { code: project.code }),
      onOk: async () => {
        await http.post('/workbench/project/doDelete', { ids: [project.id] });
        Toast.success(t('workbench.project.saved'));
        await load();
      },
    });
  return (
    <div className="wb-screen">
      <div className="wb-toolbar">
        <Input
          aria-label={t('workbench.common.search')}
          placeholder={`${t('workbench.project.name')} / ${t('workbench.project.code')}`}
          showClear
          style={{ maxWidth: 280 }}
          onChange={setKeyword}
        />
        {canWrite && (
          <Button theme="solid" onClick={() => navigate('/workbench/project/create')}>
            {t('workbench.project.create')}
          </Button>
        )}
      </div>
      <Table
        rowKey="id"
        loading={list === undefined}
        dataSource={list ?? []}
        pagination={false}
        scroll={{ x: 900 }}
        columns={[
          { title: t('workbench.project.code'), dataIndex: 'code', width: 100 },
          { title: t('workbench.project.name'), dataIndex: 'name' },
          { title: t('workbench.project.owner'), dataIndex: 'owner', width: 110 },
          {
            title: t('workbench.project.status'),
            dataIndex: 'status',
            width: 110,
            render: (status: string, project: Project) => (
              <Space>
                <Tag color={status === 'archived' ? 'grey' : 'green'}>
                  {t(`workbench.project.${status === 'archived' ? 'archived' : 'active'}`)}
                </Tag>
                {project.devOnly && !project.writable && (
                  <Tag color="orange">{t('workbench.common.readOnly')}</Tag>
                )}
              </Space>
            ),
          },
          {
            title: '',
            dataIndex: 'id',
            render: (_: unknown, project: Project) => (
              <Space wrap>
                <Button size="small" onClick={() => open('/workbench/project/data_origin/index', project)}>
                  {t('workbench.project.dataSources')}
                </Button>
                <Button size="small" onClick={() => open('/workbench/project/generator/index', project)}>
                  {t('workbench.project.generator')}
                </Button>
                <Button size="small" onClick={() => open('/workbench/project/backend/index', project)}>
                  {t('workbench.project.backend')}
                </Button>
                <Button size="small" onClick={() => open('/workbench/board', project)}>
                  {t('route.board')}
                </Button>
                <Button size="small" onClick={() => open('/workbench/project/config', project)}>
                  {t('workbench.project.settings')}
                </Button>
                <Button
                  size="small"
                  onClick={() => void downloadFile(http, `/workbench/project/zip?projectId=${project.id}`)}
                >
                  {t('workbench.project.download')}
                </Button>
                {canDelete && !project.devOnly && (
                  <Button size="small" type="danger" onClick={() => remove(project)}>
                    {t('workbench.common.delete')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
    </div>
  );
}
