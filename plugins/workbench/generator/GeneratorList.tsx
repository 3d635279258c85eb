import Button from '@douyinfe/semi-ui/lib/es/button';
import Modal from '@douyinfe/semi-ui/lib/es/modal';
import Popconfirm from '@douyinfe/semi-ui/lib/es/popconfirm';
import Space from '@douyinfe/semi-ui/lib/es/space';
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import { useCallback, useEffect, useState } from 'react';
import { usePluginServices } from '../../../runtime/plugin';
import { Trigger } from '../../../runtime/ui/controls';
import { NoProject, ProjectSwitcher, useProject } from '../shared/useProject';
import { type Drift, DriftTag } from './DriftTag';
import type { GenTable } from './types';
import '../shared/workbench.css';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../runtime/access';
import { Table } from '../../../runtime/ui/semi';

interface SyncChange {
  column: string;
  change: string;
  detail: string;
}

/** /workbench/project/generator/index: the project's generated tables. */
export default function GeneratorList() {
  const { t } = useTranslation();
  const { http, navigate } = usePluginServices();
  const context = useProject();
  const { project } = context;
  const [list, setList] = useState<GenTable[] | undefined>();
  const canWrite = usePermission({ permissions: ['write:system'] });
  const canDelete = usePermission({ permissions: ['delete:system'] });
  const [drift, setDrift] = useState<Record<string, Drift> | undefined>();
  const load = useCallback(() => {
    if (!project) return;
    void http
      .get<{ list: GenTable[] }>('/workbench/genTable/getList', { projectId: project.id })
      .then((a) => setList(a.data.list));
    // Drift is computed on open: every source is read again, so it comes after the list.
    setDrift(undefined);
    void http
      .get<Record<string, Drift>>('/workbench/generator/drift', { projectId: project.id })
      .then((a) => setDrift(a.data))
      .catch(() => setDrift({}));
  }, [http, project]);
  useEffect(load, [load]);
  if (!context.loading && !project) return <NoProject />;
  const go = (path: string, table: GenTable) =>
    navigate(`/workbench/project/generator/${path}?projectId=${table.projectId}&genTableId=${table.id}`);
  const sync = async (table: GenTable) => {
    const answer = await http.post<{ changes: SyncChange[] }>('/workbench/generator/sync', {
      genTableId: table.id,
      apply: true,
    });
    const changes = answer.data.changes;
    load();
    Modal.info({
      title: changes.length
        ? t('workbench.gen.synced', { count: changes.length })
        : t('workbench.gen.noChanges'),
      content: (
        <ul>
          {changes.map((c) => (
            <li key={c.column}>{`${c.column}: ${c.change} (${c.detail})`}</li>
          ))}
        </ul>
      ),
    });
  };
  return (
    <div className="wb-screen">
      <div className="wb-toolbar">
        <ProjectSwitcher {...context} />
        {canWrite && project && (
          <Button
            theme="solid"
            onClick={() => navigate(`/workbench/project/generator/create?projectId=${project.id}`)}
          >
            {t('workbench.gen.import')}
          </Button>
        )}
      </div>
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        loading={list === undefined}
        dataSource={list ?? []}
        scroll={{ x: 720 }}
        columns={[
          { title: t('workbench.gen.table'), dataIndex: 'tableName' },
          { title: t('workbench.gen.page'), dataIndex: 'pageName' },
          { title: t('workbench.gen.resource'), dataIndex: 'resource' },
          {
            title: '',
            dataIndex: 'sync',
            width: 130,
            render: (_: unknown, table: GenTable) =>
              table.dataSourceId === undefined ? null : (
                <DriftTag drift={drift?.[table.id]} pending={drift === undefined} />
              ),
          },
          {
            title: '',
            dataIndex: 'lastGenerated',
            width: 90,
            render: (v: unknown) => (v ? <Tag color="green">✓</Tag> : null),
          },
          {
            title: '',
            dataIndex: 'id',
            render: (_: unknown, table: GenTable) => (
              <Space wrap>
                <Button size="small" onClick={() => go('column', table)}>
                  {t('workbench.gen.columns')}
                </Button>
                {canWrite && (
                  <Button size="small" onClick={() => go('preview', table)}>
                    {t('workbench.gen.preview')}
                  </Button>
                )}
                {canWrite && table.dataSourceId !== undefined && (
                  <Button size="small" onClick={() => void sync(table)}>
                    {t('workbench.gen.sync')}
                  </Button>
                )}
                {canDelete && (
                  <Popconfirm
                    title={t('workbench.common.confirmDelete')}
                    onConfirm={() =>
                      http.post('/workbench/genTable/doDelete', { ids: [table.id] }).then(load)
                    }
                  >
                    <Trigger>
                      <Button size="small" type="danger">
                        {t('workbench.common.delete')}
                      </Button>
                    </Trigger>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
    </div>
  );
}
