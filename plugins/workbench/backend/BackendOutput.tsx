import Banner from '@douyinfe/semi-ui/lib/es/banner';
import Button from '@douyinfe/semi-ui/lib/es/button';
import Tabs from '@douyinfe/semi-ui/lib/es/tabs';
import TabPane from '@douyinfe/semi-ui/lib/es/tabs/TabPane';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, usePluginServices } from '../../../runtime/plugin';
import { FileTabs } from '../generator/FileTabs';
import type { GenFile } from '../generator/types';
import { type Diagnostic, Diagnostics } from '../shared/Diagnostics';
import { downloadFile } from '../shared/downloadFile';
import { refusalListOf, refusalOf } from '../shared/errors';
import { isDiagnostic } from '../shared/isDiagnostic';
import { RowsGrid } from './RowsGrid';

/** The answer of POST /workbench/generator/backend. */
export interface BackendAnswer {
  projectId: number;
  collections: Record<string, unknown[]>;
  files: GenFile[];
  diagnostics: Diagnostic[];
  writable: boolean;
}

/**
 * What the backend generator made: the rows as a grid, then the project's files with
 * badges and diff (mock-db.json as the chosen collections, permissions.yaml, config/openapi.json),
 * the validation of both (a click focuses the line), 下载 ZIP, and 应用到项目 through the apply
 * service (hash-checked, validated again, atomic) when the project may be written. `request` is
 * the body that made this answer, so the download is what the screen shows.
 */
export function BackendOutput(props: {
  answer: BackendAnswer;
  request: Record<string, unknown>;
  onApplied: () => void;
}) {
  const { t } = useTranslation();
  const { http } = usePluginServices();
  const { answer } = props;
  const [focus, setFocus] = useState<{ path: string; line: number } | undefined>();
  const [tab, setTab] = useState('grid');
  const [applying, setApplying] = useState(false);
  const [refused, setRefused] = useState<Diagnostic[]>([]);
  const diagnostics = [...answer.diagnostics, ...refused];
  const errors = diagnostics.filter((d) => d.severity === 'error');
  const changed = answer.files.filter((f) => f.status !== 'unchanged');
  const apply = async () => {
    setApplying(true);
    try {
      const result = await http.post<{ written: string[] }>('/workbench/apply', {
        projectId: answer.projectId,
        files: changed,
      });
      toast('success', t('workbench.gen.applied', { count: result.data.written.length }));
      setRefused([]);
      props.onApplied();
    } catch (error) {
      const refusal = refusalOf(error);
      setRefused(refusalListOf(error, 'diagnostics', isDiagnostic));
      toast('error', refusal.msg ?? String(error));
    } finally {
      setApplying(false);
    }
  };
  return (
    <>
      <div className="wb-toolbar">
        <Diagnostics
          items={diagnostics}
          onPick={(d) => {
            setTab('files');
            setFocus({ path: d.path, line: d.line });
          }}
        />
        <span className="wb-toolbar-group">
          <Button onClick={() => void downloadFile(http, '/workbench/generator/backend/zip', props.request)}>
            {t('workbench.gen.download')}
          </Button>
          {answer.writable && (
            <Button
              theme="solid"
              loading={applying}
              disabled={errors.length > 0 || changed.length === 0}
              onClick={apply}
            >
              {t('workbench.gen.apply')}
            </Button>
          )}
        </span>
      </div>
      {!answer.writable && <Banner type="warning" description={t('workbench.backend.notWritable')} />}
      {errors.length > 0 && <Banner type="danger" description={t('workbench.gen.fixFirst')} />}
      <Tabs activeKey={tab} onChange={setTab}>
        <TabPane tab={t('workbench.backend.grid')} itemKey="grid">
          <RowsGrid collections={answer.collections} />
        </TabPane>
        <TabPane tab={t('workbench.backend.files', { count: answer.files.length })} itemKey="files">
          <FileTabs files={answer.files} focus={focus} resolutions={{}} onResolve={() => undefined} />
        </TabPane>
      </Tabs>
    </>
  );
}
