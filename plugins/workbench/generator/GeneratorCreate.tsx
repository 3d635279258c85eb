import Button from '@douyinfe/semi-ui/lib/es/button';
import Checkbox from '@douyinfe/semi-ui/lib/es/checkbox';
import Input from '@douyinfe/semi-ui/lib/es/input';
import TextArea from '@douyinfe/semi-ui/lib/es/input/textarea';
import Tabs from '@douyinfe/semi-ui/lib/es/tabs';
import TabPane from '@douyinfe/semi-ui/lib/es/tabs/TabPane';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePluginServices } from '../../../runtime/plugin';
import { messageOf, refusalOf } from '../shared/errors';
import { NoProject, useProject } from '../shared/useProject';
import type { GenTable } from './types';
import '../shared/workbench.css';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../runtime/forms';

/**
 * /workbench/project/generator/create: four ways in, one result — tables from a data
 * source (searched, multi-select, already imported marked), a JSON sample, SQL DDL (the parser's line and
 * column on error), or blank columns. Typed text stays when the server refuses it.
 */
export default function GeneratorCreate() {
  const { t } = useTranslation();
  const { http, navigate } = usePluginServices();
  const [params] = useSearchParams();
  const { project, loading } = useProject();
  const [sources, setSources] = useState<{ id: number; name: string }[]>([]);
  const [sourceId, setSourceId] = useState<number>(Number(params.get('sourceId') ?? 0));
  const [tables, setTables] = useState<string[]>([]);
  const [imported, setImported] = useState<string[]>([]);
  const [chosen, setChosen] = useState<string[]>(() => {
    const table = params.get('table');
    return table ? [table] : [];
  });
  const [tableFilter, setTableFilter] = useState('');
  // A database's tables bind live unless an offline copy is asked for.
  const [offline, setOffline] = useState(false);
  const [name, setName] = useState('records');
  const [sample, setSample] = useState('');
  const [ddl, setDdl] = useState('');
  const [blank, setBlank] = useState('id integer\ntitle varchar(64)');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!project) return;
    void http
      .get<{ list: { id: number; name: string }[] }>('/workbench/dataSource/getList', {
        projectId: project.id,
      })
      .then((a) => setSources(a.data.list));
    void http
      .get<{ list: GenTable[] }>('/workbench/genTable/getList', { projectId: project.id })
      .then((a) => setImported(a.data.list.map((g) => `${g.dataSourceId}/${g.tableName}`)));
  }, [http, project]);
  useEffect(() => {
    void http
      .get<{ list: { name: string }[] }>('/workbench/dataSource/tables', { id: sourceId })
      .then((a) => setTables(a.data.list.map((x) => x.name)));
  }, [http, sourceId]);
  const shown = tables.filter((name) => name.toLowerCase().includes(tableFilter.trim().toLowerCase()));
  if (!loading && !project) return <NoProject />;
  const run = async (body: Record<string, unknown>) => {
    setBusy(true);
    setError(undefined);
    try {
      const answer = await http.post<GenTable[]>('/workbench/generator/import', {
        projectId: project?.id,
        ...body,
      });
      // The page stays open in its tab: what was imported is marked when the person comes back.
      setImported((list) => [...list, ...answer.data.map((g) => `${g.dataSourceId}/${g.tableName}`)]);
      setChosen([]);
      const first = answer.data[0];
      if (first)
        navigate(`/workbench/project/generator/column?projectId=${first.projectId}&genTableId=${first.id}`);
    } catch (e) {
      setError(refusalOf(e).msg ?? String(e));
    } finally {
      setBusy(false);
    }
  };
  const parseSample = () => {
    try {
      return JSON.parse(sample);
    } catch (e) {
      setError(messageOf(e));
      return undefined;
    }
  };
  return (
    <div className="wb-screen">
      {error && (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
      <Tabs>
        <TabPane tab={t('workbench.gen.fromSource')} itemKey="source">
          <div className="wb-screen">
            <Select
              aria-label={t('workbench.source.title')}
              value={sourceId}
              style={{ maxWidth: 320 }}
              optionList={sources.map((s) => ({ value: s.id, label: s.name }))}
              onChange={(v) => {
                // Another source's tables are not this one's: what was ticked goes with it. Done
                // here, on the person's change, not in an effect, which also ran when nothing
                // changed and unticked the table the link of 生成页面 had ticked.
                setSourceId(Number(v));
                setChosen([]);
              }}
            />
            <Input
              aria-label={t('workbench.gen.searchTables')}
              placeholder={t('workbench.gen.searchTables')}
              showClear
              value={tableFilter}
              onChange={setTableFilter}
              style={{ maxWidth: 320 }}
            />
            {/* Each box is ticked from `chosen`, so a table hidden by the search stays chosen. */}
            <fieldset aria-label={t('workbench.source.tables')} className="wb-table-choices">
              {shown.map((name) => (
                <Checkbox
                  key={name}
                  checked={chosen.includes(name)}
                  onChange={(e) =>
                    setChosen((list) =>
                      e.target.checked
                        ? [...list.filter((n) => n !== name), name]
                        : list.filter((n) => n !== name),
                    )
                  }
                >
                  {name}{' '}
                  {imported.includes(`${sourceId}/${name}`) && (
                    <Typography.Text type="tertiary">({t('workbench.gen.alreadyImported')})</Typography.Text>
                  )}
                </Checkbox>
              ))}
              {tables.length > 0 && shown.length === 0 && (
                <Typography.Text type="tertiary">{t('workbench.gen.noTables')}</Typography.Text>
              )}
            </fieldset>
            <Checkbox checked={offline} onChange={(e) => setOffline(e.target.checked === true)}>
              {t('workbench.gen.offlineCopy')}
            </Checkbox>
            <Button
              theme="solid"
              disabled={chosen.length === 0}
              loading={busy}
              onClick={() =>
                run({
                  dataSourceId: sourceId,
                  ...(offline ? { offline: true } : {}),
                  // In the source's order where its list is known; a table ticked by the link of
                  // 生成页面 before the list arrived is imported all the same.
                  tables: [
                    ...tables.filter((n) => chosen.includes(n)),
                    ...chosen.filter((n) => !tables.includes(n)),
                  ],
                })
              }
            >
              {chosen.length > 0
                ? t('workbench.gen.importCount', { count: chosen.length })
                : t('workbench.gen.import')}
            </Button>
          </div>
        </TabPane>
        <TabPane tab={t('workbench.gen.fromSample')} itemKey="sample">
          <div className="wb-screen">
            <Input
              aria-label={t('workbench.gen.tableName')}
              prefix={t('workbench.gen.tableName')}
              value={name}
              onChange={setName}
            />
            <TextArea
              aria-label={t('workbench.gen.sampleJson')}
              placeholder={t('workbench.gen.sampleJson')}
              rows={10}
              value={sample}
              onChange={setSample}
            />
            <Button
              theme="solid"
              loading={busy}
              onClick={() => {
                const records = parseSample();
                if (records) void run({ name, sample: records });
              }}
            >
              {t('workbench.gen.import')}
            </Button>
          </div>
        </TabPane>
        <TabPane tab={t('workbench.gen.fromDdl')} itemKey="ddl">
          <div className="wb-screen">
            <TextArea
              aria-label={t('workbench.gen.ddl')}
              placeholder={t('workbench.gen.ddl')}
              rows={10}
              value={ddl}
              onChange={setDdl}
            />
            <Button theme="solid" loading={busy} onClick={() => run({ ddl })}>
              {t('workbench.gen.import')}
            </Button>
          </div>
        </TabPane>
        <TabPane tab={t('workbench.gen.blank')} itemKey="blank">
          <div className="wb-screen">
            <Input
              aria-label={t('workbench.gen.tableName')}
              prefix={t('workbench.gen.tableName')}
              value={name}
              onChange={setName}
            />
            <TextArea
              aria-label={t('workbench.gen.blankColumns')}
              rows={8}
              value={blank}
              onChange={setBlank}
            />
            <Button
              theme="solid"
              loading={busy}
              onClick={() =>
                run({
                  name,
                  columns: blank
                    .split('\n')
                    .map((line) => line.trim().split(/\s+/))
                    .filter(([n]) => n)
                    .map(([n, type]) => ({ name: n, type: type ?? 'varchar(255)' })),
                })
              }
            >
              {t('workbench.gen.import')}
            </Button>
          </div>
        </TabPane>
      </Tabs>
    </div>
  );
}
