import Banner from '@douyinfe/semi-ui/lib/es/banner';
import Button from '@douyinfe/semi-ui/lib/es/button';
import Input from '@douyinfe/semi-ui/lib/es/input';
import TextArea from '@douyinfe/semi-ui/lib/es/input/textarea';
import TagInput from '@douyinfe/semi-ui/lib/es/tagInput';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { stringify } from 'yaml';
import { toast, usePluginServices } from '../../../runtime/plugin';
import { CodeEditor } from '../shared/CodeEditor';
import { Diagnostics } from '../shared/Diagnostics';
import { fieldErrorsOf, refusalListOf, refusalOf } from '../shared/errors';
import { MaterialPreview } from './MaterialPreview';
import {
  isMaterialDiagnostic,
  MATERIAL_TYPES,
  type Material,
  type MaterialDiagnostic,
  type MaterialType,
} from './types';
import '../shared/workbench.css';
import './material.css';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../runtime/access';
import { Select } from '../../../runtime/forms';
import { isOneOf } from '../../../runtime/lib';

/** What another screen hands over for "存为物料" (the form editor, the column grid): sessionStorage. */
export const DRAFT_KEY = 'jimu-material-draft';

interface Draft {
  id?: number;
  version?: number;
  name: string;
  type: MaterialType;
  tags: string[];
  description: string;
  requiresPlugins: string[];
  content: string;
  params: string;
}

const EMPTY: Draft = {
  name: '',
  type: 'column',
  tags: [],
  description: '',
  requiresPlugins: [],
  content: '',
  params: '',
};
const paramsText = (m: Material) =>
  Object.keys(m.params.properties).length === 0 ? '' : stringify(m.params, { lineWidth: 0 });

/**
 * /material/create: a material from pasted YAML/JSON, a file, a copy of another
 * (`?from=`), one's own to edit (`?id=`, saved as a new version), or a draft another screen
 * left (`?draft=1`). The content is checked against its type's fragment schema as one types,
 * with errors at line and column in the editor, and previewed live; a refused save keeps every
 * value. The read-only account sees why it cannot create.
 */
export default function MaterialCreate() {
  const { t } = useTranslation();
  const { http, navigate } = usePluginServices();
  const [params] = useSearchParams();
  const canWrite = usePermission({ permissions: ['write:system'] });
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [diagnostics, setDiagnostics] = useState<MaterialDiagnostic[]>([]);
  const [value, setValue] = useState<unknown>();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [focus, setFocus] = useState<{ path: string; line: number } | undefined>();
  const [saving, setSaving] = useState(false);
  const source = params.get('id') ?? params.get('from');
  useEffect(() => {
    if (params.get('draft')) {
      const stored = sessionStorage.getItem(DRAFT_KEY);
      if (stored) setDraft({ ...EMPTY, ...(JSON.parse(stored) as Partial<Draft>) });
      return;
    }
    if (!source) return;
    void http.get<Material>('/workbench/material/get', { id: source }).then(({ data: m }) => {
      const copy = params.get('from') !== null;
      setDraft({
        id: copy ? undefined : m.id,
        version: copy ? undefined : m.version,
        name: copy ? `${m.name}（副本）` : m.name,
        type: m.type,
        tags: m.tags,
        description: m.description,
        requiresPlugins: m.requiresPlugins,
        content: m.content,
        params: paramsText(m),
      });
    });
  }, [http, params, source]);
  // Checked as one types (after a pause): errors at line:col and the live preview.
  useEffect(() => {
    if (!canWrite || draft.content.trim() === '') return;
    const timer = setTimeout(() => {
      void http
        .post<{ diagnostics: MaterialDiagnostic[]; value: unknown }>('/workbench/material/validate', {
          type: draft.type,
          content: draft.content,
          params: draft.params,
        })
        .then((answer) => {
          setDiagnostics(answer.data.diagnostics);
          setValue(
            answer.data.diagnostics.some((d) => d.severity === 'error') ? undefined : answer.data.value,
          );
        });
    }, 400);
    return () => clearTimeout(timer);
  }, [http, canWrite, draft.type, draft.content, draft.params]);
  const change = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const readFile = async (file: File | undefined) => {
    if (file) change({ content: await file.text() });
  };
  const save = async () => {
    if (!draft.name.trim()) {
      setFieldErrors({ name: t('workbench.material.nameRequired') });
      return;
    }
    setSaving(true);
    try {
      const answer = await http.post<Material>('/workbench/material/save', draft);
      toast('success', t('workbench.material.valid'));
      navigate(`/material/index?open=${answer.data.id}`);
    } catch (error) {
      const data = refusalOf(error).data ?? {};
      setFieldErrors(fieldErrorsOf(error));
      if (Array.isArray(data.diagnostics))
        setDiagnostics(refusalListOf(error, 'diagnostics', isMaterialDiagnostic));
      if (!data.fieldErrors && !data.diagnostics) toast('error', refusalOf(error).msg ?? String(error));
    } finally {
      setSaving(false);
    }
  };
  if (!canWrite) return <Banner type="info" description={t('workbench.material.readOnly')} />;
  const located = diagnostics.map((d) => ({ ...d, path: `${d.path}.yaml` }));
  const marks = (path: MaterialDiagnostic['path']) => diagnostics.filter((d) => d.path === path);
  const error = (name: string) =>
    fieldErrors[name] ? (
      <Typography.Text type="danger" size="small" data-field-error={name}>
        {fieldErrors[name]}
      </Typography.Text>
    ) : null;
  return (
    <div className="wb-screen">
      <div className="wb-toolbar">
        <Typography.Title heading={5}>
          {draft.id
            ? t('workbench.material.editTitle', { version: (draft.version ?? 1) + 1 })
            : t('workbench.material.createTitle')}
        </Typography.Title>
        <span className="wb-toolbar-group">
          <Button onClick={() => navigate('/material/index')}>{t('workbench.material.back')}</Button>
          <Button theme="solid" loading={saving} onClick={save}>
            {draft.id ? t('workbench.material.saveVersion') : t('workbench.material.publish')}
          </Button>
        </span>
      </div>
      <div className="wb-material-form-grid" style={{ maxWidth: 720 }}>
        <label htmlFor="material-name">{t('workbench.material.name')}</label>
        <Input id="material-name" value={draft.name} onChange={(name) => change({ name })} maxLength={40} />
        {error('name')}
        <span id="material-type">{t('workbench.material.materialType')}</span>
        <Select
          aria-labelledby="material-type"
          value={draft.type}
          onChange={(type) => isOneOf(MATERIAL_TYPES, type) && change({ type })}
          optionList={MATERIAL_TYPES.map((type) => ({
            value: type,
            label: t(`workbench.material.type.${type}`),
          }))}
        />
        {error('type')}
        <span>{t('workbench.material.tags')}</span>
        <TagInput
          aria-label={t('workbench.material.tags')}
          value={draft.tags}
          onChange={(tags) => change({ tags })}
          placeholder={t('workbench.material.tagsHint')}
          maxTagCount={8}
        />
        {error('tags')}
        <label htmlFor="material-description">{t('workbench.material.description')}</label>
        <TextArea
          id="material-description"
          value={draft.description}
          onChange={(description) => change({ description })}
          autosize
          rows={2}
        />
        <span id="material-plugins">{t('workbench.material.requiresPlugins')}</span>
        <Select
          aria-labelledby="material-plugins"
          multiple
          value={draft.requiresPlugins}
          onChange={(v) => change({ requiresPlugins: v as string[] })}
          optionList={['showcase', 'example', 'workbench'].map((p) => ({ value: p, label: p }))}
        />
      </div>
      <div className="wb-material-editors">
        <div>
          <div className="wb-toolbar">
            <label htmlFor="material-file">{t('workbench.material.content')}</label>
            <input
              id="material-file"
              type="file"
              accept=".yaml,.yml,.json"
              aria-label={t('workbench.material.fromFile')}
              onChange={(e) => void readFile(e.target.files?.[0])}
            />
          </div>
          <CodeEditor
            value={draft.content}
            lang="yaml"
            onChange={(content) => change({ content })}
            diagnostics={marks('content')}
            focusLine={focus?.path === 'content.yaml' ? focus.line : undefined}
            height="280px"
            ariaLabel={t('workbench.material.content')}
          />
          <Typography.Text type="tertiary" size="small">
            {t('workbench.material.params')} · {t('workbench.material.paramsHint')}{' '}
            <code>{'{{ name }}'}</code>
          </Typography.Text>
          <CodeEditor
            value={draft.params}
            lang="yaml"
            onChange={(text) => change({ params: text })}
            diagnostics={marks('params')}
            focusLine={focus?.path === 'params.yaml' ? focus.line : undefined}
            height="140px"
            ariaLabel={t('workbench.material.params')}
          />
          <Diagnostics items={located} onPick={(d) => setFocus({ path: d.path, line: d.line })} />
        </div>
        <div>
          <Typography.Text strong>{t('workbench.material.livePreview')}</Typography.Text>
          {value === undefined ? (
            <Typography.Paragraph type="tertiary">
              {t('workbench.material.previewWaiting')}
            </Typography.Paragraph>
          ) : (
            <MaterialPreview type={draft.type} value={value} name={draft.name || 'material'} />
          )}
        </div>
      </div>
    </div>
  );
}
