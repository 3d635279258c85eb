import Button from '@douyinfe/semi-ui/lib/es/button';
import Checkbox from '@douyinfe/semi-ui/lib/es/checkbox';
import Input from '@douyinfe/semi-ui/lib/es/input';
import Space from '@douyinfe/semi-ui/lib/es/space';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast, usePluginServices } from '../../../runtime/plugin';
import { refusalOf } from '../shared/errors';
import { PagePreview } from '../shared/PagePreview';
import { useHistory } from '../shared/useHistory';
import { ColumnGrid } from './ColumnGrid';
import { ColumnPanel } from './ColumnPanel';
import { type GenTable, type RenderAnswer, withOverride } from './types';
import '../shared/workbench.css';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../runtime/access';
import { NoGenTable } from './NoGenTable';
import { ReapplyRules } from './ReapplyRules';

/**
 * /workbench/project/generator/column: the page name and titles, the column grid with
 * undo/redo, and a live mini preview rendered by the preview host that follows every change
 * (the server builds the page from the edited, unsaved table). Save keeps the table; 预览 goes on
 * to the files.
 */
export default function GeneratorColumn() {
  const [params] = useSearchParams();
  // One tab shows every table's columns: another table starts afresh rather than showing, under
  // its address, the columns of the table shown before.
  return <TableColumns key={params.get('genTableId')} id={params.get('genTableId')} />;
}

function TableColumns({ id }: { id: string | null }) {
  const { t } = useTranslation();
  const { http, navigate } = usePluginServices();
  const [loaded, setLoaded] = useState<GenTable | undefined>();
  const history = useHistory<GenTable | undefined>(undefined);
  const table = history.present;
  const [preview, setPreview] = useState<RenderAnswer | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [panel, setPanel] = useState<number | undefined>();
  const canWrite = usePermission({ permissions: ['write:system'] });
  // biome-ignore lint/correctness/useExhaustiveDependencies: load once per table id
  useEffect(() => {
    if (!id) return;
    void http.get<GenTable>('/workbench/genTable/get', { id }).then((answer) => {
      setLoaded(answer.data);
      history.reset(answer.data);
    });
  }, [id]);
  useEffect(() => {
    if (!table || !canWrite) return;
    const timer = setTimeout(() => {
      http
        .post<RenderAnswer>('/workbench/generator/render', {
          genTableId: table.id,
          genTable: table,
          validate: false,
        })
        .then(
          (answer) => {
            setPreview(answer.data);
            setError(undefined);
          },
          (e: unknown) => setError(refusalOf(e).msg ?? String(e)),
        );
    }, 250);
    return () => clearTimeout(timer);
  }, [http, table, canWrite]);
  if (!id) return <NoGenTable />;
  if (!table || !loaded) return <Typography.Text>{t('workbench.common.loading')}</Typography.Text>;
  const save = async () => {
    await http.post('/workbench/genTable/doEdit', table);
    toast('success', t('workbench.project.saved'));
  };
  const set = (key: keyof GenTable, value: unknown) => history.commit({ ...table, [key]: value });
  return (
    <div className="wb-screen">
      <div className="wb-toolbar">
        <Space wrap>
          <Input
            aria-label={t('workbench.gen.pageName')}
            prefix={t('workbench.gen.pageName')}
            value={table.pageName}
            disabled={!canWrite}
            onChange={(v) => set('pageName', v)}
          />
          <Input
            aria-label={t('workbench.gen.titleZh')}
            prefix={t('workbench.gen.titleZh')}
            value={table.titleZh}
            disabled={!canWrite}
            onChange={(v) => set('titleZh', v)}
          />
          <Input
            aria-label={t('workbench.gen.titleEn')}
            prefix={t('workbench.gen.titleEn')}
            value={table.titleEn}
            disabled={!canWrite}
            onChange={(v) => set('titleEn', v)}
          />
        </Space>
        {table.liveSource && table.options && (
          <Checkbox
            checked={table.options.live !== true}
            disabled={!canWrite}
            onChange={(e) =>
              set('options', {
                ...table.options,
                live: e.target.checked !== true,
                seedCollection: e.target.checked === true,
              })
            }
          >
            {t('workbench.gen.offlineCopy')}
          </Checkbox>
        )}
        <Space wrap>
          <Button disabled={!history.canUndo} onClick={history.undo}>
            {t('workbench.gen.undo')} ({history.canUndo})
          </Button>
          <Button disabled={!history.canRedo} onClick={history.redo}>
            {t('workbench.gen.redo')} ({history.canRedo})
          </Button>
          {canWrite && <ReapplyRules table={table} onApply={(columns) => set('columns', columns)} />}
          {canWrite && <Button onClick={save}>{t('workbench.common.save')}</Button>}
          <Button
            theme="solid"
            onClick={async () => {
              if (canWrite) await save();
              navigate(
                `/workbench/project/generator/preview?projectId=${table.projectId}&genTableId=${table.id}`,
              );
            }}
          >
            {t('workbench.gen.preview')}
          </Button>
        </Space>
      </div>
      <ColumnGrid
        columns={table.columns}
        readOnly={!canWrite}
        onChange={(columns) => set('columns', columns)}
        onOpen={setPanel}
      />
      {panel !== undefined && table.columns[panel] && (
        <ColumnPanel
          column={table.columns[panel]}
          readOnly={!canWrite}
          onClose={() => setPanel(undefined)}
          onChange={(key, value) =>
            set(
              'columns',
              table.columns.map((c, i) => (i === panel ? withOverride(c, key, value) : c)),
            )
          }
        />
      )}
      <Typography.Title heading={5}>{t('workbench.gen.livePreview')}</Typography.Title>
      {error && (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
      {!canWrite && <Typography.Text type="tertiary">{t('workbench.gen.noWrite')}</Typography.Text>}
      {preview && (
        <PagePreview
          name={preview.preview.name}
          page={preview.preview.page}
          strings={preview.preview.strings}
          rows={preview.rows}
        />
      )}
    </div>
  );
}
