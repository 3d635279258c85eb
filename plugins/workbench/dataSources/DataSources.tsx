import Button from '@douyinfe/semi-ui/lib/es/button';
import Popconfirm from '@douyinfe/semi-ui/lib/es/popconfirm';
import Space from '@douyinfe/semi-ui/lib/es/space';
import Tabs from '@douyinfe/semi-ui/lib/es/tabs';
import TabPane from '@douyinfe/semi-ui/lib/es/tabs/TabPane';
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import { useCallback, useEffect, useState } from 'react';
import { usePluginServices } from '../../../runtime/plugin';
import { Trigger } from '../../../runtime/ui/controls';
import { NoProject, ProjectSwitcher, useProject } from '../shared/useProject';
import { RelationsPanel } from './RelationsPanel';
import { SourceSheet } from './SourceSheet';
import { TableBrowser } from './TableBrowser';
import { OUTCOME_COLORS, type Source, type TestOutcome } from './types';
import '../shared/workbench.css';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../runtime/access';
import { isKeyOf } from '../../../runtime/lib';
import { Table } from '../../../runtime/ui/semi';

/** /workbench/project/data_origin/index: the project's data sources, tests, tables and relations. */
export default function DataSources() {
  const { t } = useTranslation();
  const { http } = usePluginServices();
  const context = useProject();
  const { project } = context;
  const [sources, setSources] = useState<Source[] | undefined>();
  const [editing, setEditing] = useState<Source | 'new' | undefined>();
  const [browsing, setBrowsing] = useState<Source | undefined>();
  const [testing, setTesting] = useState<number | undefined>();
  const canWrite = usePermission({ permissions: ['write:system'] });
  const canDelete = usePermission({ permissions: ['delete:system'] });
  const load = useCallback(() => {
    if (!project) return;
    void http
      .get<{ list: Source[] }>('/workbench/dataSource/getList', { projectId: project.id })
      .then((answer) => setSources(answer.data.list));
  }, [http, project]);
  useEffect(load, [load]);
  if (!context.loading && !project) return <NoProject />;
  const test = async (source: Source) => {
    setTesting(source.id);
    try {
      const answer = await http.post<TestOutcome>('/workbench/dataSource/test', { id: source.id });
      setSources((list) =>
        list?.map((s) =>
          s.id === source.id
            ? {
                ...s,
                status: answer.data.outcome === 'ok' ? 'connected' : answer.data.outcome,
                lastError: answer.data.message,
              }
            : s,
        ),
      );
    } finally {
      setTesting(undefined);
    }
  };
  const statusTag = (source: Source) => {
    const outcome = source.status === 'connected' ? 'ok' : source.status;
    const color = isKeyOf(OUTCOME_COLORS, outcome) ? OUTCOME_COLORS[outcome] : 'grey';
    return <Tag color={color}>{source.status ?? 'untested'}</Tag>;
  };
  return (
    <div className="wb-screen">
      <div className="wb-toolbar">
        <ProjectSwitcher {...context} />
        {canWrite && project && (
          <Button theme="solid" onClick={() => setEditing('new')}>
            {t('workbench.source.create')}
          </Button>
        )}
      </div>
      <Table
        rowKey="id"
        size="small"
        loading={sources === undefined}
        dataSource={sources ?? []}
        pagination={false}
        scroll={{ x: 720 }}
        columns={[
          {
            title: t('workbench.source.name'),
            dataIndex: 'name',
            render: (name: string, s: Source) => (
              <>
                {name} {s.builtIn && <Tag>{t('workbench.source.builtIn')}</Tag>}
              </>
            ),
          },
          { title: t('workbench.source.type'), dataIndex: 'type', width: 100 },
          {
            title: t('workbench.source.status'),
            dataIndex: 'status',
            width: 120,
            render: (_: unknown, s: Source) => statusTag(s),
          },
          {
            title: t('workbench.source.lastTested'),
            dataIndex: 'lastError',
            render: (v: string | null) => v ?? '',
          },
          {
            title: '',
            dataIndex: 'id',
            render: (_: unknown, source: Source) => (
              <Space wrap>
                <Button size="small" onClick={() => setBrowsing(source)}>
                  {t('workbench.source.tables')}
                </Button>
                {canWrite && (
                  <Button
                    size="small"
                    loading={testing === source.id}
                    disabled={testing === source.id}
                    onClick={() => void test(source)}
                  >
                    {t('workbench.source.test')}
                  </Button>
                )}
                {canWrite && !source.builtIn && (
                  <Button size="small" onClick={() => setEditing(source)}>
                    {t('workbench.common.edit')}
                  </Button>
                )}
                {canDelete && !source.builtIn && (
                  <Popconfirm
                    title={t('workbench.common.confirmDelete')}
                    onConfirm={() =>
                      http.post('/workbench/dataSource/doDelete', { ids: [source.id] }).then(load)
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
      {browsing && project && (
        <Tabs key={browsing.id} lazyRender>
          <TabPane tab={t('workbench.source.tables')} itemKey="tables">
            <TableBrowser source={browsing} projectId={project.id} canGenerate={canWrite} />
          </TabPane>
          <TabPane tab={t('workbench.source.relations')} itemKey="relations">
            <RelationsPanel source={browsing} canWrite={canWrite} />
          </TabPane>
        </Tabs>
      )}
      {editing && project && (
        <SourceSheet
          projectId={project.id}
          source={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            load();
          }}
        />
      )}
    </div>
  );
}
