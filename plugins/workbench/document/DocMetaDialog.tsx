import Button from '@douyinfe/semi-ui/lib/es/button';
import Input from '@douyinfe/semi-ui/lib/es/input';
import Modal from '@douyinfe/semi-ui/lib/es/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../runtime/forms';
import { isKeyOf } from '../../../runtime/lib';
import { useNarrowScreen, usePluginServices } from '../../../runtime/plugin';
import { useViewActive } from '../../../runtime/routing';
import { fieldErrorsOf } from '../shared/errors';
import { TEMPLATES } from './outline';
import type { DocSummary } from './types';

const ROOT = 'root';

/** The documents as indented options, without `skip` and everything under it (no cycles offered). */
function parentOptions(docs: DocSummary[], skip: number | undefined, rootLabel: string) {
  const options = [{ value: ROOT, label: rootLabel }];
  const walk = (parentId: number | null, depth: number) => {
    for (const doc of docs
      .filter((d) => (d.parentId ?? null) === parentId)
      .sort((a, b) => a.order - b.order)) {
      if (doc.id === skip) continue;
      options.push({ value: String(doc.id), label: `${'\u00a0\u00a0'.repeat(depth)}${doc.title}` });
      walk(doc.id, depth + 1);
    }
  };
  walk(null, 0);
  return options;
}

/**
 * New document (title, parent, template) or rename / move of one (title, parent): the keyboard
 * way to do what dragging in the tree does. A refused save keeps what was typed and shows why.
 */
export function DocMetaDialog(props: {
  projectId: number;
  docs: DocSummary[];
  doc?: DocSummary;
  onClose: () => void;
  onDone: (id: number) => void;
}) {
  const { t } = useTranslation();
  const { http } = usePluginServices();
  const narrow = useNarrowScreen();
  // A kept-alive view stays mounted behind other tabs: its overlay hides with it, keeping what was typed.
  const active = useViewActive();
  const { doc } = props;
  const [title, setTitle] = useState(doc?.title ?? '');
  const [parent, setParent] = useState(doc?.parentId ? String(doc.parentId) : ROOT);
  const [template, setTemplate] = useState<keyof typeof TEMPLATES>('blank');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const parentId = parent === ROOT ? null : Number(parent);
  const submit = async () => {
    setSaving(true);
    try {
      if (!doc) {
        const answer = await http.post<{ id: number }>('/workbench/document/save', {
          projectId: props.projectId,
          title,
          parentId,
          content: TEMPLATES[template](title.trim()),
        });
        props.onDone(answer.data.id);
        return;
      }
      if (title !== doc.title) await http.post('/workbench/document/rename', { id: doc.id, title });
      if (parentId !== (doc.parentId ?? null))
        await http.post('/workbench/document/move', { id: doc.id, parentId });
      props.onDone(doc.id);
    } catch (error) {
      setErrors(fieldErrorsOf(error));
    } finally {
      setSaving(false);
    }
  };
  const error = (field: string) =>
    errors[field] && (
      <div className="wb-field-error" role="alert" data-field-error={field}>
        {errors[field]}
      </div>
    );
  const heading = doc ? t('workbench.document.rename') : t('workbench.document.create');
  return (
    <Modal
      visible={active}
      keepDOM
      title={heading}
      onCancel={props.onClose}
      fullScreen={narrow}
      footer={
        <>
          <Button onClick={props.onClose}>{t('workbench.common.cancel')}</Button>
          <Button theme="solid" loading={saving} onClick={() => void submit()}>
            {t('workbench.common.save')}
          </Button>
        </>
      }
    >
      <div className="wb-field">
        <label htmlFor="wb-doc-title">{t('workbench.document.title')}</label>
        <Input
          id="wb-doc-title"
          value={title}
          onChange={setTitle}
          validateStatus={errors.title ? 'error' : 'default'}
        />
        {error('title')}
      </div>
      <div className="wb-field">
        <span id="wb-doc-parent">{t('workbench.document.parent')}</span>
        <Select
          aria-labelledby="wb-doc-parent"
          value={parent}
          onChange={(v) => setParent(String(v))}
          optionList={parentOptions(props.docs, doc?.id, t('workbench.document.root'))}
          style={{ width: '100%' }}
        />
        {error('parentId')}
      </div>
      {!doc && (
        <div className="wb-field">
          <span id="wb-doc-template">{t('workbench.document.template')}</span>
          <Select
            aria-labelledby="wb-doc-template"
            value={template}
            onChange={(v) => isKeyOf(TEMPLATES, v) && setTemplate(v)}
            optionList={Object.keys(TEMPLATES).map((name) => ({
              value: name,
              label: t(`workbench.document.templates.${name}`),
            }))}
            style={{ width: '100%' }}
          />
        </div>
      )}
    </Modal>
  );
}
