import Banner from '@douyinfe/semi-ui/lib/es/banner';
import Button from '@douyinfe/semi-ui/lib/es/button';
import Descriptions from '@douyinfe/semi-ui/lib/es/descriptions';
import Modal from '@douyinfe/semi-ui/lib/es/modal';
import RadioGroup from '@douyinfe/semi-ui/lib/es/radio/radioGroup';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { diffLines } from 'diff';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parse } from 'yaml';
import { SchemaForm } from '../../../runtime/forms';
import { toast, usePluginServices } from '../../../runtime/plugin';
import { FileDiff } from '../shared/CodeEditor';
import { type Diagnostic, Diagnostics } from '../shared/Diagnostics';
import { refusalOf } from '../shared/errors';
import type { Project } from '../shared/useProject';
import { FILES, formBaseline, validator } from './consoleForms';
import { useTitles } from './useTitles';
import { writeValues } from './writeValues';

type Json = Record<string, unknown>;
interface FileText {
  path: string;
  content: string;
  hash: string;
}

/**
 * 控制台 of the project settings: app.yaml and theme.yaml as forms rendered from their own
 * JSON Schemas (so the screen never drifts from them; a bad value is refused under its field with
 * the schema's message). Saving first shows the YAML diff — only the changed lines, comments kept —
 * with the validation service's verdict on the whole project; a refused save keeps every value.
 */
export function ConsoleSettings({ project }: { project: Project }) {
  const { t } = useTranslation();
  const { http } = usePluginServices();
  const [which, setWhich] = useState(0);
  const [file, setFile] = useState<FileText>();
  const [pending, setPending] = useState<{ text: string; diagnostics: Diagnostic[] }>();
  const [problem, setProblem] = useState<string>();
  const [health, setHealth] = useState<Diagnostic[]>();
  const { path, schema, name, uiSchema } = FILES[which];
  const load = useCallback(async () => {
    const answer = await http.get<FileText>('/workbench/project/file', { projectId: project.id, path });
    setFile(answer.data);
  }, [http, project.id, path]);
  useEffect(() => {
    setFile(undefined);
    void load();
  }, [load]);
  const values = useMemo(() => (file ? ((parse(file.content) ?? {}) as Json) : undefined), [file]);
  const titles = useTitles(project.id, typeof values?.title === 'string' ? values.title : undefined);
  // What the form shows before any change (the file plus the schema's defaults): only what differs
  // from it is written back.
  const baseline = useMemo(() => (values ? formBaseline(schema, values) : undefined), [values, schema]);
  const review = async (next: Json) => {
    if (!file || !baseline) return;
    const text = writeValues(file.content, baseline, next);
    if (text === file.content) {
      toast('info', t('workbench.projectSettings.noChange'));
      return;
    }
    const answer = await http.post<{ diagnostics: Diagnostic[] }>('/workbench/validate', {
      projectId: project.id,
      overrides: { [path]: text },
    });
    setProblem(undefined);
    setPending({ text, diagnostics: answer.data.diagnostics });
  };
  const save = async () => {
    if (!file || !pending) return;
    try {
      await http.post('/workbench/project/saveFile', {
        projectId: project.id,
        path,
        content: pending.text,
        baseHash: file.hash,
      });
    } catch (error) {
      setProblem(refusalOf(error).msg);
      return;
    }
    setPending(undefined);
    toast('success', t('workbench.projectSettings.saved', { path }));
    const check = await http.post<{ diagnostics: Diagnostic[] }>('/workbench/validate', {
      projectId: project.id,
      overrides: {},
    });
    setHealth(check.data.diagnostics);
    await load();
  };
  const counts = useMemo(() => {
    if (!pending || !file) return { added: 0, removed: 0 };
    const parts = diffLines(file.content, pending.text);
    const lines = (added: boolean) =>
      parts.filter((p) => (added ? p.added : p.removed)).reduce((n, p) => n + (p.count ?? 0), 0);
    return { added: lines(true), removed: lines(false) };
  }, [pending, file]);
  const errors = pending?.diagnostics.filter((d) => d.severity === 'error').length ?? 0;
  return (
    <div className={project.writable ? 'wb-settings' : 'wb-settings wb-settings-readonly'}>
      <RadioGroup
        type="button"
        value={which}
        onChange={(event) => setWhich(Number(event.target.value))}
        options={FILES.map((f, index) => ({ label: f.path.replace(/^config\//, ''), value: index }))}
      />
      <Typography.Paragraph type="tertiary" style={{ margin: '8px 0' }}>
        {t('workbench.projectSettings.consoleHelp', { schema: name })}
      </Typography.Paragraph>
      {!project.writable && <Banner type="info" description={t('workbench.projectSettings.readOnly')} />}
      {health && (
        <section className="wb-settings-health" aria-label={t('workbench.projectSettings.health')}>
          <Diagnostics items={health} />
        </section>
      )}
      {titles && (
        <Descriptions
          className="wb-settings-titles"
          data={[
            { key: t('workbench.project.titleZh'), value: titles.zh },
            { key: t('workbench.project.titleEn'), value: titles.en },
          ]}
        />
      )}
      {values && (
        <SchemaForm
          key={`${path}:${file?.hash}`}
          idPrefix={`settings_${which}`}
          schema={schema as never}
          uiSchema={uiSchema}
          formData={values}
          validator={validator}
          disabled={!project.writable}
          submitLabel={t('workbench.projectSettings.review')}
          onSubmit={review}
        />
      )}
      <Modal
        visible={pending !== undefined}
        title={t('workbench.projectSettings.changes', { path, ...counts })}
        width={880}
        onCancel={() => setPending(undefined)}
        footer={
          <>
            <Button onClick={() => setPending(undefined)}>{t('workbench.projectSettings.cancel')}</Button>
            <Button theme="solid" disabled={errors > 0} onClick={() => void save()}>
              {t('workbench.projectSettings.confirm')}
            </Button>
          </>
        }
      >
        {problem && <Banner type="danger" description={problem} />}
        {pending && file && (
          <>
            <Diagnostics items={pending.diagnostics} />
            <FileDiff before={file.content} after={pending.text} lang="yaml" height="320px" />
          </>
        )}
      </Modal>
    </div>
  );
}
