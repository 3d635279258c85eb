import Banner from '@douyinfe/semi-ui/lib/es/banner';
import Button from '@douyinfe/semi-ui/lib/es/button';
import Checkbox from '@douyinfe/semi-ui/lib/es/checkbox';
import CheckboxGroup from '@douyinfe/semi-ui/lib/es/checkbox/checkboxGroup';
import InputNumber from '@douyinfe/semi-ui/lib/es/inputNumber';
import Space from '@douyinfe/semi-ui/lib/es/space';
import { useEffect, useState } from 'react';
import { usePluginServices } from '../../../runtime/plugin';
import { refusalOf } from '../shared/errors';
import { NoProject, ProjectSwitcher, useProject } from '../shared/useProject';
import '../shared/workbench.css';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../runtime/access';
import { type BackendAnswer, BackendOutput } from './BackendOutput';

/**
 * /workbench/project/backend/index: for chosen generated tables, the mock collections
 * (rows from the column model with a fixed seed, or the source's sample rows), the project's
 * permissions.yaml with their API rules, and the OpenAPI 3.1 document of their envelope
 * endpoints — previewed, validated, downloaded or applied to the project (BackendOutput).
 */
export default function BackendGenerator() {
  const { t } = useTranslation();
  const { http } = usePluginServices();
  const context = useProject();
  const { project } = context;
  const [tables, setTables] = useState<{ id: number; pageName: string; resource: string }[]>([]);
  const [chosen, setChosen] = useState<number[]>([]);
  const [rows, setRows] = useState(20);
  const [seed, setSeed] = useState(1);
  const [useSample, setUseSample] = useState(false);
  // Rows already in mock-db.json are kept unless the person asks to replace them.
  const [replaceRows, setReplaceRows] = useState(false);
  const [answer, setAnswer] = useState<{ data: BackendAnswer; request: Record<string, unknown> }>();
  const [problem, setProblem] = useState<string | undefined>();
  useEffect(() => {
    if (!project) return;
    // Another project: its own tables, nothing ticked, no output of the previous one.
    setChosen([]);
    setAnswer(undefined);
    void http
      .get<{ list: { id: number; pageName: string; resource: string }[] }>('/workbench/genTable/getList', {
        projectId: project.id,
      })
      .then((a) => setTables(a.data.list));
  }, [http, project]);
  const canWrite = usePermission({ permissions: ['write:system'] });
  if (!context.loading && !project) return <NoProject />;
  const generate = (request: Record<string, unknown>) =>
    http.post<BackendAnswer>('/workbench/generator/backend', request).then(
      (a) => {
        setAnswer({ data: a.data, request });
        setProblem(undefined);
      },
      (error: unknown) => setProblem(refusalOf(error).msg ?? String(error)),
    );
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
        <Checkbox checked={replaceRows} onChange={(e) => setReplaceRows(Boolean(e.target.checked))}>
          {t('workbench.backend.replaceRows')}
        </Checkbox>
        {canWrite && (
          <Button
            theme="solid"
            disabled={chosen.length === 0}
            onClick={() => void generate({ genTableIds: chosen, rows, seed, useSample, replaceRows })}
          >
            {t('workbench.backend.generate')}
          </Button>
        )}
      </Space>
      {problem && <Banner type="danger" description={problem} />}
      {answer && (
        <BackendOutput
          answer={answer.data}
          request={answer.request}
          onApplied={() => void generate(answer.request)}
        />
      )}
    </div>
  );
}
