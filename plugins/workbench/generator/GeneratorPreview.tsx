import Banner from '@douyinfe/semi-ui/lib/es/banner';
import Button from '@douyinfe/semi-ui/lib/es/button';
import Tabs from '@douyinfe/semi-ui/lib/es/tabs';
import TabPane from '@douyinfe/semi-ui/lib/es/tabs/TabPane';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast, usePluginServices } from '../../../runtime/plugin';
import { Diagnostics } from '../shared/Diagnostics';
import { downloadFile } from '../shared/downloadFile';
import { refusalOf } from '../shared/errors';
import { PagePreview } from '../shared/PagePreview';
import { FileTabs, type Resolution } from './FileTabs';
import type { RenderAnswer } from './types';
import '../shared/workbench.css';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../runtime/access';
import { NoGenTable } from './NoGenTable';

/**
 * /workbench/project/generator/preview: the files with badges, the validation panel
 * (must be empty to apply; a click focuses the line), the page running in the preview host, ZIP,
 * and apply with conflict choices. Apply and download need write:system; the JIMU project only
 * under jimu dev with write:config (the server says `writable`).
 */
export default function GeneratorPreview() {
  const [params] = useSearchParams();
  // One tab shows every table's preview: a render belongs to the table it was made for, so another
  // table starts afresh (loading, nothing to apply) instead of offering the last table's files.
  return <TablePreview key={params.get('genTableId')} params={params} />;
}

function TablePreview({ params }: { params: URLSearchParams }) {
  const { t } = useTranslation();
  const { http } = usePluginServices();
  const id = params.get('genTableId');
  const [answer, setAnswer] = useState<RenderAnswer | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const [focus, setFocus] = useState<{ path: string; line: number } | undefined>();
  const [resolutions, setResolutions] = useState<Record<string, Resolution>>({});
  const [applying, setApplying] = useState(false);
  const canWrite = usePermission({ permissions: ['write:system'] });
  const render = useCallback(() => {
    if (!id || !canWrite) return;
    setProblem(undefined);
    http.post<RenderAnswer>('/workbench/generator/render', { genTableId: Number(id) }).then(
      (next) => {
        setAnswer(next.data);
        setResolutions({});
      },
      (e: unknown) => setProblem(refusalOf(e).msg ?? String(e)),
    );
  }, [http, id, canWrite]);
  useEffect(render, [render]);
  if (!id) return <NoGenTable />;
  if (!canWrite) return <Banner type="info" description={t('workbench.gen.noWrite')} />;
  if (problem) return <Banner type="danger" description={problem} />;
  if (!answer) return <Typography.Text>{t('workbench.common.loading')}</Typography.Text>;
  const errors = answer.diagnostics.filter((d) => d.severity === 'error');
  const conflicts = answer.files.filter((f) => f.status === 'conflict');
  const unresolved = conflicts.some((f) => !resolutions[f.path]);
  const apply = async () => {
    setApplying(true);
    try {
      const files = answer.files
        .filter((f) => f.status !== 'unchanged')
        .map((f) => ({ ...f, conflict: f.status === 'conflict' }));
      const result = await http.post<{ written: string[] }>('/workbench/apply', {
        projectId: Number(params.get('projectId')),
        genTableId: Number(id),
        files,
        resolutions,
      });
      toast('success', t('workbench.gen.applied', { count: result.data.written.length }));
      render();
    } catch (e) {
      setProblem(undefined);
      toast('error', refusalOf(e).msg ?? String(e));
    } finally {
      setApplying(false);
    }
  };
  return (
    <div className="wb-screen">
      <div className="wb-toolbar">
        <Diagnostics items={answer.diagnostics} onPick={(d) => setFocus({ path: d.path, line: d.line })} />
        <span className="wb-toolbar-group">
          <Button
            onClick={() => void downloadFile(http, '/workbench/generator/zip', { genTableId: Number(id) })}
          >
            {t('workbench.gen.download')}
          </Button>
          {answer.writable && (
            <Button
              theme="solid"
              loading={applying}
              disabled={errors.length > 0 || unresolved}
              onClick={apply}
            >
              {t('workbench.gen.apply')}
            </Button>
          )}
        </span>
      </div>
      {!answer.writable && <Banner type="warning" description={t('workbench.common.devOnly')} />}
      {errors.length > 0 && <Banner type="danger" description={t('workbench.gen.fixFirst')} />}
      {unresolved && <Banner type="warning" description={t('workbench.gen.resolveFirst')} />}
      <Tabs>
        <TabPane tab={t('workbench.gen.files')} itemKey="files">
          <FileTabs
            files={answer.files}
            focus={focus}
            resolutions={resolutions}
            onResolve={(path, r) => setResolutions({ ...resolutions, [path]: r })}
          />
        </TabPane>
        <TabPane tab={t('workbench.gen.livePreview')} itemKey="preview">
          <PagePreview
            name={answer.preview.name}
            page={answer.preview.page}
            strings={answer.preview.strings}
            rows={answer.rows}
          />
        </TabPane>
      </Tabs>
    </div>
  );
}
