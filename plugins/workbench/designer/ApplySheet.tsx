import Banner from '@douyinfe/semi-ui/lib/es/banner';
import Button from '@douyinfe/semi-ui/lib/es/button';
import SideSheet from '@douyinfe/semi-ui/lib/es/sideSheet';
import Tabs from '@douyinfe/semi-ui/lib/es/tabs';
import TabPane from '@douyinfe/semi-ui/lib/es/tabs/TabPane';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, useNarrowScreen, usePluginServices } from '../../../runtime/plugin';
import { FileDiff } from '../shared/CodeEditor';
import { type Diagnostic, Diagnostics } from '../shared/Diagnostics';
import { refusalOf } from '../shared/errors';
import type { FormRecord } from './useFormRecord';

interface FormFile {
  path: string;
  mode: 'replace';
  content: string;
  before: string | null;
  baseHash: string | null;
  status: 'changed' | 'unchanged';
}

/**
 * 应用到页面 (with the same diff and validation as the code preview): the page file and the
 * zh/en tables as they would change, the project validated with them, and 应用 through the shared
 * /workbench/apply (hash-checked, atomic; only when valid and the project is writable).
 */
export function ApplySheet(props: { form: FormRecord; onClose(): void }) {
  const { t } = useTranslation();
  const { http } = usePluginServices();
  const narrow = useNarrowScreen();
  const [answer, setAnswer] = useState<{ files: FormFile[]; diagnostics: Diagnostic[]; writable: boolean }>();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const { form } = props;
  const load = () => {
    setProblem(undefined);
    http
      .post<NonNullable<typeof answer>>('/workbench/form/applyPreview', {
        projectId: form.projectId,
        target: form.target,
        schema: form.schema,
        uiSchema: form.uiSchema,
        strings: form.strings,
      })
      .then(
        (next) => setAnswer(next.data),
        (e: unknown) => setProblem(refusalOf(e).msg ?? String(e)),
      );
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: built once for the form the sheet opened with
  useEffect(load, []);
  const changed = answer?.files.filter((f) => f.status === 'changed') ?? [];
  const errors = answer?.diagnostics.filter((d) => d.severity === 'error') ?? [];
  const apply = async () => {
    setBusy(true);
    try {
      const done = await http.post<{ written: string[] }>('/workbench/apply', {
        projectId: form.projectId,
        files: changed,
        resolutions: {},
      });
      toast('success', t('workbench.designer.apply.applied', { count: done.data.written.length }));
      props.onClose();
    } catch (e) {
      toast('error', refusalOf(e).msg ?? String(e));
      load();
    } finally {
      setBusy(false);
    }
  };
  return (
    <SideSheet
      visible
      closeOnEsc
      title={t('workbench.designer.apply.title', { page: form.target?.page ?? '' })}
      width={narrow ? '100%' : 880}
      onCancel={props.onClose}
      footer={
        answer?.writable ? (
          <Button
            theme="solid"
            loading={busy}
            disabled={errors.length > 0 || changed.length === 0}
            onClick={apply}
          >
            {t('workbench.designer.apply.apply')}
          </Button>
        ) : null
      }
    >
      {problem ? <Banner type="danger" description={problem} /> : null}
      {!answer && !problem ? <Typography.Text>{t('workbench.common.loading')}</Typography.Text> : null}
      {answer ? (
        <div className="wb-screen" data-testid="dz-apply">
          <Diagnostics items={answer.diagnostics} />
          {!answer.writable ? <Banner type="warning" description={t('workbench.common.devOnly')} /> : null}
          {errors.length > 0 ? (
            <Banner type="danger" description={t('workbench.designer.apply.fixFirst')} />
          ) : null}
          {changed.length === 0 ? (
            <Typography.Text>{t('workbench.designer.apply.nothing')}</Typography.Text>
          ) : (
            <Tabs type="card">
              {changed.map((file) => (
                <TabPane key={file.path} itemKey={file.path} tab={file.path.split('/').pop()}>
                  <code>{file.path}</code>
                  <FileDiff before={file.before ?? ''} after={file.content} lang="yaml" />
                </TabPane>
              ))}
            </Tabs>
          )}
        </div>
      ) : null}
    </SideSheet>
  );
}
