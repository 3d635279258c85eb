import Button from '@douyinfe/semi-ui/lib/es/button';
import Checkbox from '@douyinfe/semi-ui/lib/es/checkbox';
import CheckboxGroup from '@douyinfe/semi-ui/lib/es/checkbox/checkboxGroup';
import InputNumber from '@douyinfe/semi-ui/lib/es/inputNumber';
import Space from '@douyinfe/semi-ui/lib/es/space';
import Tabs from '@douyinfe/semi-ui/lib/es/tabs';
import TabPane from '@douyinfe/semi-ui/lib/es/tabs/TabPane';
import { useEffect, useState } from 'react';
import { usePluginServices } from '../../../runtime/plugin';
import { useAreaMessages } from '../shared/areaMessages';
import { CodeEditor } from '../shared/CodeEditor';
import { holds } from '../shared/errors';
import { NoProject, ProjectSwitcher, useProject } from '../shared/useProject';
import '../shared/workbench.css';
import { en, zh } from './messages';
import { RowsGrid } from './RowsGrid';

interface Answer {
  collections: Record<string, unknown[]>;
  openapi: unknown;
  /** The project's permissions.yaml with the chosen tables' API rules merged in. */
  permissions: string;
}

/**
 * /workbench/project/backend/index (§5.11): for chosen generated tables, the mock collections
 * (rows from the column model with a fixed seed, or the source's sample rows) and the OpenAPI
 * 3.1 document of their envelope endpoints. Apply goes through the code preview (mock-db.json
 * and permissions.yaml are among its files).
 */
export default function BackendGenerator() {
  const { t } = useAreaMessages('backend', { zh, en });
  const { http, user } = usePluginServices();
  const context = useProject();
  const { project } = context;
  const [tables, setTables] = useState<{ id: number; pageName: string; resource: string }[]>([]);
  const [chosen, setChosen] = useState<number[]>([]);
  const [rows, setRows] = useState(20);
  const [seed, setSeed] = useState(1);
  const [useSample, setUseSample] = useState(false);
  const [answer, setAnswer] = useState<Answer | undefined>();
  useEffect(() => {
    if (!project) return;
    void http
      .get<{ list: { id: number; pageName: string; resource: string }[] }>('/workbench/genTable/getList', {
        projectId: project.id,
      })
      .then((a) => setTables(a.data.list));
  }, [http, project]);
  if (!context.loading && !project) return <NoProject />;
  const canWrite = holds(user.permissions, 'write:system');
  const generate = () =>
    http
      .post<Answer>('/workbench/generator/backend', { genTableIds: chosen, rows, seed, useSample })
      .then((a) => setAnswer(a.data));
  return (
    <div className="wb-screen">
      <div className="wb-toolbar">
        <ProjectSwitcher {...context} />
      </div>
      <CheckboxGroup value={chosen} onChange={setChosen} direction="horizontal">
        {tables.map((table) => (
          <Checkbox key={table.id} value={table.id}>
            {table.pageName} ({table.resource})
          </Checkbox>
        ))}
      </CheckboxGroup>
      <Space wrap>
        <InputNumber
          aria-label={t('workbench.backend.rows')}
          prefix={t('workbench.backend.rows')}
          min={1}
          max={1000}
          value={rows}
          onChange={(v) => setRows(Number(v))}
        />
        <InputNumber
          aria-label={t('workbench.backend.seed')}
          prefix={t('workbench.backend.seed')}
          value={seed}
          onChange={(v) => setSeed(Number(v))}
        />
        <Checkbox checked={useSample} onChange={(e) => setUseSample(Boolean(e.target.checked))}>
          {t('workbench.backend.useSample')}
        </Checkbox>
        {canWrite && (
          <Button theme="solid" disabled={chosen.length === 0} onClick={() => void generate()}>
            {t('workbench.backend.generate')}
          </Button>
        )}
      </Space>
      {answer && (
        <Tabs>
          <TabPane tab={t('workbench.backend.grid')} itemKey="grid">
            <RowsGrid collections={answer.collections} />
          </TabPane>
          <TabPane tab="mock-db.json" itemKey="mock">
            <CodeEditor
              value={JSON.stringify(answer.collections, null, 2)}
              lang="json"
              readOnly
              ariaLabel="mock-db.json"
            />
          </TabPane>
          <TabPane tab="permissions.yaml" itemKey="permissions">
            <CodeEditor value={answer.permissions} lang="yaml" readOnly ariaLabel="permissions.yaml" />
          </TabPane>
          <TabPane tab={t('workbench.backend.openapi')} itemKey="openapi">
            <CodeEditor
              value={JSON.stringify(answer.openapi, null, 2)}
              lang="json"
              readOnly
              ariaLabel="openapi.json"
            />
          </TabPane>
        </Tabs>
      )}
    </div>
  );
}
