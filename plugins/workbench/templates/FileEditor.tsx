import Banner from '@douyinfe/semi-ui/lib/es/banner';
import Button from '@douyinfe/semi-ui/lib/es/button';
import Input from '@douyinfe/semi-ui/lib/es/input';
import Switch from '@douyinfe/semi-ui/lib/es/switch';
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../runtime/forms';
import { isOneOf } from '../../../runtime/lib';
import { toast, usePluginServices } from '../../../runtime/plugin';
import { CodeEditor, type CodeEditorProps, FileDiff } from '../shared/CodeEditor';
import { fieldErrorsOf, refusalOf } from '../shared/errors';
import { type RenderError, RenderPanel } from './RenderPanel';
import { fieldMessages, MODES, type TemplateFile } from './types';

/** A file being edited: a stored one, or a new one (no id yet). */
export type Draft = Omit<TemplateFile, 'id' | 'version' | 'updateTime' | 'order'> & Partial<TemplateFile>;

const FIELDS = ['path', 'mode', 'condition', 'enabled', 'content'] as const;
const changed = (a: Draft, b: Draft) => FIELDS.some((f) => a[f] !== b[f]);
/** The line and column at the start of the server's Liquid message ("2:1 tag … not closed"). */
const place = (text?: string) => {
  const found = /^(\d+):(\d+) (.*)$/s.exec(text ?? '');
  return found ? { line: Number(found[1]), col: Number(found[2]), message: found[3] } : undefined;
};

/**
 * One template file: output path, write mode, condition, enabled and the Liquid text, saved
 * with its version. A refused save keeps every typed value and shows the error at its field (Liquid
 * errors also at their line in the editor); a save after someone else's answers 409 with their
 * file: compare, overwrite with mine, or take theirs. No save when `writable` is false (a built-in
 * set: the text may still be changed to try a render).
 */
export function FileEditor(props: {
  file: Draft;
  /** May be saved (a custom set, write:system). */
  writable: boolean;
  /** The text may be changed to try it out (write:system), even where it may not be saved. */
  editable: boolean;
  onSaved: (file: TemplateFile) => void;
  onDirty: (dirty: boolean) => void;
}) {
  const { t } = useTranslation();
  const { http } = usePluginServices();
  const id = useId();
  const [draft, setDraft] = useState<Draft>(props.file);
  const [base, setBase] = useState<Draft>(props.file);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [contentError, setContentError] = useState<RenderError>();
  const [theirs, setTheirs] = useState<TemplateFile | undefined>();
  const [comparing, setComparing] = useState(false);
  const [saving, setSaving] = useState(false);
  const dirty = props.writable && (draft.id === undefined || changed(draft, base));
  const { onDirty } = props;
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const save = async (version = draft.version) => {
    setSaving(true);
    try {
      const answer = await http.post<TemplateFile>('/workbench/templateFile/doEdit', { ...draft, version });
      setErrors({});
      setContentError(undefined);
      setTheirs(undefined);
      setDraft(answer.data);
      setBase(answer.data);
      toast('success', t('workbench.tpl.saved'));
      props.onSaved(answer.data);
    } catch (error) {
      const { data } = refusalOf(error);
      if (data?.current) setTheirs(data.current as TemplateFile);
      setErrors(fieldMessages(data, t));
      setContentError(place(fieldErrorsOf(error).content));
    } finally {
      setSaving(false);
    }
  };
  const takeTheirs = () => {
    if (!theirs) return;
    setDraft(theirs);
    setBase(theirs);
    setTheirs(undefined);
  };
  const marks: CodeEditorProps['diagnostics'] = contentError ? [{ ...contentError, severity: 'error' }] : [];
  return (
    <div className="wb-screen">
      <div className="wb-tpl-fields">
        <div>
          <label htmlFor={`${id}-path`}>{t('workbench.tpl.path')}</label>
          <Input
            id={`${id}-path`}
            value={draft.path}
            onChange={(v) => set('path', v)}
            readonly={!props.writable}
            validateStatus={errors.path ? 'error' : 'default'}
          />
          {errors.path && (
            <span className="wb-tpl-error" data-field-error="path">
              {errors.path}
            </span>
          )}
        </div>
        <div>
          <span>{t('workbench.tpl.mode')}</span>
          <Select
            aria-label={t('workbench.tpl.mode')}
            value={draft.mode}
            disabled={!props.writable}
            style={{ width: '100%' }}
            onChange={(v) => isOneOf(MODES, v) && set('mode', v)}
            optionList={MODES.map((m) => ({ value: m, label: t(`workbench.tpl.mode_${m}`) }))}
          />
        </div>
        <div>
          <label htmlFor={`${id}-condition`}>{t('workbench.tpl.condition')}</label>
          <Input
            id={`${id}-condition`}
            value={draft.condition}
            placeholder={t('workbench.tpl.conditionHint')}
            onChange={(v) => set('condition', v)}
            readonly={!props.writable}
            validateStatus={errors.condition ? 'error' : 'default'}
          />
          {errors.condition && (
            <span className="wb-tpl-error" data-field-error="condition">
              {errors.condition}
            </span>
          )}
        </div>
        <div className="wb-toolbar-group">
          <span>{t('workbench.tpl.enabled')}</span>
          <Switch
            checked={draft.enabled}
            disabled={!props.writable}
            onChange={(v) => set('enabled', v)}
            aria-label={t('workbench.tpl.enabled')}
          />
        </div>
      </div>
      {errors.content && (
        <Banner type="danger" description={<span data-field-error="content">{errors.content}</span>} />
      )}
      <CodeEditor
        value={draft.content}
        lang="liquid"
        onChange={(v) => set('content', v)}
        readOnly={!props.editable}
        diagnostics={marks}
        focusLine={contentError?.line}
        ariaLabel={draft.path}
        height="320px"
      />
      {theirs && (
        <Banner
          type="warning"
          data-testid="wb-tpl-conflict"
          description={
            <div className="wb-screen">
              <span>{t('workbench.tpl.conflict', { version: theirs.version })}</span>
              <span className="wb-toolbar-group">
                <Button size="small" onClick={() => setComparing(!comparing)}>
                  {comparing ? t('workbench.tpl.hideTheirs') : t('workbench.tpl.showTheirs')}
                </Button>
                <Button size="small" type="danger" onClick={() => void save(theirs.version)}>
                  {t('workbench.tpl.overwrite')}
                </Button>
                <Button size="small" onClick={takeTheirs}>
                  {t('workbench.tpl.takeTheirs')}
                </Button>
              </span>
              {comparing && (
                <FileDiff before={theirs.content} after={draft.content} lang="liquid" height="240px" />
              )}
            </div>
          }
        />
      )}
      {props.writable && (
        <div className="wb-toolbar-group">
          <Button theme="solid" loading={saving} disabled={!dirty} onClick={() => void save()}>
            {t('workbench.tpl.save')}
          </Button>
          {dirty && <Tag color="orange">{t('workbench.tpl.unsaved')}</Tag>}
        </div>
      )}
      <RenderPanel
        content={draft.content}
        path={draft.path}
        mode={draft.mode}
        onError={(error) => setContentError(error)}
      />
    </div>
  );
}
