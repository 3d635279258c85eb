import Button from '@douyinfe/semi-ui/lib/es/button';
import Input from '@douyinfe/semi-ui/lib/es/input';
import Space from '@douyinfe/semi-ui/lib/es/space';
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import { useEffect, useState } from 'react';
import { toast, usePluginServices } from '../../../runtime/plugin';
import { downloadFile } from '../shared/downloadFile';
import type { Project } from '../shared/useProject';
import '../shared/workbench.css';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../runtime/access';
import { Select } from '../../../runtime/forms';
import { Table } from '../../../runtime/ui/semi';
import { DeleteProjectDialog } from './DeleteProjectDialog';
import { OpenConsoleDialog } from './OpenConsoleDialog';

/** The project sub-screens a row opens, in the spec's order, each with its label key. */
const ROW_LINKS: [string, string][] = [
  ['/workbench/board', 'route.board'],
  ['/workbench/api_port', 'workbench.projectSettings.row.apis'],
  ['/workbench/flaw', 'workbench.projectSettings.row.defects'],
  ['/workbench/project/document/index', 'workbench.projectSettings.row.documents'],
  ['/workbench/project/data_origin/index', 'workbench.project.dataSources'],
  ['/workbench/project/generator/index', 'workbench.project.generator'],
  ['/workbench/project/form_marker/index', 'workbench.projectSettings.row.forms'],
  ['/workbench/index', 'workbench.projectSettings.row.frontend'],
  ['/workbench/project/backend/index', 'workbench.project.backend'],
  ['/workbench/project/config', 'workbench.project.settings'],
];

/** /workbench/project: the hub; every project sub-screen is reached from a row. */
export default function ProjectList() {
  const { t } = useTranslation();
  useTranslation();
  const { http, navigate } = usePluginServices();
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<string>();
  const [removing, setRemoving] = useState<Project>();
  const [running, setRunning] = useState<Project>();
  const [list, setList] = useState<Project[] | undefined>();
  const load = () =>
    http
      .get<{ list: Project[] }>('/workbench/project/getList', { keyword })
      .then((answer) => setList(answer.data.list));
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload only when the search changes
  useEffect(() => {
    void load();
  }, [keyword]);
  const canWrite = usePermission({ permissions: ['write:system'] });
  const canDelete = usePermission({ permissions: ['delete:system'] });
  const open = (path: string, project: Project) => navigate(`${path}?projectId=${project.id}`);
  const remove = async (project: Project) => {
    await http.post('/workbench/project/doDelete', { ids: [project.id] });
    setRemoving(undefined);
    toast('success', t('workbench.project.saved'));
    await load();
  };
  const shown = (list ?? []).filter((p) => !status || (p.status === 'archived') === (status === 'archived'));
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
        <Select
          aria-label={t('workbench.project.status')}
          placeholder={t('workbench.projectSettings.allStatus')}
          showClear
          value={status}
          onChange={(value) => setStatus(value as string | undefined)}
          optionList={[
            { value: 'active', label: t('workbench.project.active') },
            { value: 'archived', label: t('workbench.project.archived') },
          ]}
          style={{ width: 140 }}
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
        dataSource={shown}
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
                {ROW_LINKS.map(([path, label]) => (
                  <Button key={path} size="small" onClick={() => open(path, project)}>
                    {t(label)}
                  </Button>
                ))}
                <Button size="small" onClick={() => (project.devOnly ? navigate('/') : setRunning(project))}>
                  {t('workbench.projectSettings.openConsole')}
                </Button>
                <Button
                  size="small"
                  onClick={() => void downloadFile(http, `/workbench/project/zip?projectId=${project.id}`)}
                >
                  {t('workbench.project.download')}
                </Button>
                {canDelete && !project.devOnly && (
                  <Button size="small" type="danger" onClick={() => setRemoving(project)}>
                    {t('workbench.common.delete')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      {running && <OpenConsoleDialog project={running} onClose={() => setRunning(undefined)} />}
      {removing && (
        <DeleteProjectDialog
          project={removing}
          onCancel={() => setRemoving(undefined)}
          onConfirm={() => remove(removing)}
        />
      )}
    </div>
  );
}
