import Banner from '@douyinfe/semi-ui/lib/es/banner';
import Button from '@douyinfe/semi-ui/lib/es/button';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, usePluginServices } from '../../../../runtime/plugin';
import { FileTabs } from '../../generator/FileTabs';
import { Diagnostics } from '../../shared/Diagnostics';
import { downloadFile } from '../../shared/downloadFile';
import { refusalOf } from '../../shared/errors';
import type { ConsoleDraft, ConsoleOutput } from './consoleTypes';

/**
 * The output: the files of the assembled console regenerated after each pause in
 * editing, with badges, diff and the whole project's validation (a click focuses the line);
 * 下载 ZIP (the whole console folder) and 应用到项目 through the apply service (hash-checked,
 * validated again, atomic), offered only when the project may be written.
 */
export function OutputPanel({ projectId, draft }: { projectId: number; draft: ConsoleDraft }) {
  const { t } = useTranslation();
  const { http } = usePluginServices();
  const [output, setOutput] = useState<ConsoleOutput | undefined>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const [focus, setFocus] = useState<{ path: string; line: number } | undefined>();
  const body = { projectId, ...draft };
  const key = JSON.stringify(body);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialised document is the dependency
  useEffect(() => {
    setBusy(true);
    const timer = setTimeout(() => {
      http.post<ConsoleOutput>('/workbench/frontend/render', JSON.parse(key)).then(
        (answer) => {
          setOutput(answer.data);
          setProblem(undefined);
          setBusy(false);
        },
        (error: unknown) => {
          setProblem(refusalOf(error).msg ?? String(error));
          setBusy(false);
        },
      );
    }, 500);
    return () => clearTimeout(timer);
  }, [http, key]);
  const apply = async () => {
    if (!output) return;
    setBusy(true);
    try {
      const files = output.files.filter((f) => f.status !== 'unchanged');
      const answer = await http.post<{ written: string[] }>('/workbench/apply', { projectId, files });
      toast('success', t('workbench.material.fe.applied', { count: answer.data.written.length }));
      setOutput({
        ...output,
        files: output.files.map((f) => ({ ...f, status: 'unchanged', before: f.content })),
      });
    } catch (error) {
      toast('error', refusalOf(error).msg ?? String(error));
    } finally {
      setBusy(false);
    }
  };
  const errors = output?.diagnostics.filter((d) => d.severity === 'error') ?? [];
  return (
    <div className="wb-screen" data-testid="wb-fe-output" aria-busy={busy}>
      <div className="wb-toolbar">
        {output ? (
          <Diagnostics items={output.diagnostics} onPick={(d) => setFocus({ path: d.path, line: d.line })} />
        ) : (
          <Typography.Text>{t('workbench.material.fe.rendering')}</Typography.Text>
        )}
        <span className="wb-toolbar-group">
          <Button onClick={() => void downloadFile(http, '/workbench/frontend/zip', body)}>
            {t('workbench.material.fe.download')}
          </Button>
          {output?.writable && (
            <Button theme="solid" loading={busy} disabled={errors.length > 0} onClick={apply}>
              {t('workbench.material.fe.apply')}
            </Button>
          )}
        </span>
      </div>
      {problem && <Banner type="danger" description={problem} />}
      {output && !output.writable && (
        <Banner type="warning" description={t('workbench.material.fe.notWritable')} />
      )}
      {errors.length > 0 && <Banner type="danger" description={t('workbench.material.fe.fixFirst')} />}
      {output && <FileTabs files={output.files} focus={focus} resolutions={{}} onResolve={() => undefined} />}
    </div>
  );
}
