import Button from '@douyinfe/semi-ui/lib/es/button';
import DatePicker from '@douyinfe/semi-ui/lib/es/datePicker';
import Input from '@douyinfe/semi-ui/lib/es/input';
import TextArea from '@douyinfe/semi-ui/lib/es/input/textarea';
import InputNumber from '@douyinfe/semi-ui/lib/es/inputNumber';
import Popconfirm from '@douyinfe/semi-ui/lib/es/popconfirm';
import RadioGroup from '@douyinfe/semi-ui/lib/es/radio/radioGroup';
import SideSheet from '@douyinfe/semi-ui/lib/es/sideSheet';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../runtime/access';
import { Select } from '../../../runtime/forms';
import { lazyComponent, toast, useNarrowScreen, usePluginServices } from '../../../runtime/plugin';
import { fieldErrorsOf, messageOf, refusalOf } from '../shared/errors';
import { type Board, type BoardLinks, PRIORITIES, TASK_TYPES, type Task } from './types';

function PreviewLoading() {
  const { t } = useTranslation();
  return <div className="wb-editor-loading">{t('workbench.common.loading')}</div>;
}

// react-markdown and its plugins load with the first preview; a failed load reaches the view's error boundary.
const MarkdownPreview = lazyComponent<{ text: string }>(
  () => import('./MarkdownPreview').then((m) => m.default),
  PreviewLoading,
  { rethrow: true },
);

/** A labelled control with its server error under it. */
function Field(props: { label: string; labelId?: string; error?: string; children: ReactNode }) {
  return (
    <div className="wb-board-field">
      <div className="wb-board-field-label" id={props.labelId}>
        {props.label}
      </div>
      {props.children}
      {props.error && (
        <div className="wb-board-error" role="alert" data-field-error>
          {props.error}
        </div>
      )}
    </div>
  );
}

/** The fields of a card a save sends: what the sheet edits, and where the card is. */
const SAVED = [
  'id',
  'boardId',
  'column',
  'title',
  'description',
  'assignee',
  'priority',
  'type',
  'dueDate',
  'labels',
  'estimate',
  'defectId',
  'pageRef',
  'apiId',
] as const satisfies readonly (keyof Task)[];

const day = (value: unknown) => {
  if (!(value instanceof Date)) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
};

/**
 * A card's detail in a SideSheet (full width under 992 px): title, column, assignee, priority,
 * type, due date, labels, estimate, linked defect, page and endpoint, Markdown description with
 * a preview. Read-only without write:system; delete needs delete:system. A refused save keeps
 * every typed value and marks the fields the server named.
 */
export function TaskSheet(props: {
  task: Task;
  board: Board;
  links: BoardLinks;
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const { http } = usePluginServices();
  const narrow = useNarrowScreen();
  const dueLabel = useId();
  const formId = useId();
  const [values, setValues] = useState<Task>(props.task);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [preview, setPreview] = useState(false);
  const canWrite = usePermission({ permissions: ['write:system'] });
  const canDelete = usePermission({ permissions: ['delete:system'] });
  const set = <K extends keyof Task>(key: K, value: Task[K]) => setValues((v) => ({ ...v, [key]: value }));
  const k = (key: string) => t(`workbench.board.${key}`);
  const save = async () => {
    setSaving(true);
    try {
      const body = Object.fromEntries(SAVED.map((field) => [field, values[field]]));
      await http.post('/workbench/tasks/save', body, { showsRefusal: true });
      setErrors({});
      toast('success', k('saved'));
      await props.onSaved();
      props.onClose();
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      toast('error', refusalOf(error).msg ?? messageOf(error));
    } finally {
      setSaving(false);
    }
  };
  const remove = async () => {
    await http.post('/workbench/tasks/doDelete', { ids: [props.task.id] });
    toast('success', k('deleted'));
    await props.onSaved();
    props.onClose();
  };
  const people = [...new Set([...props.links.people, values.assignee].filter(Boolean))];
  const labels = [...new Set([...(props.board.labels ?? []), ...values.labels])];
  const options = (list: readonly string[], prefix: string) =>
    list.map((v) => ({ value: v, label: k(`${prefix}_${v}`) }));
  return (
    <SideSheet
      visible
      title={`${k('card')} #${props.task.id}`}
      aria-label={`${k('card')} #${props.task.id}`}
      width={narrow ? '100%' : 560}
      onCancel={props.onClose}
      footer={
        <div className="wb-toolbar">
          <span>
            {canDelete && (
              <Popconfirm
                title={t('workbench.board.confirmDeleteCard', { title: props.task.title })}
                onConfirm={() => void remove()}
              >
                <Button type="danger">{k('deleteCard')}</Button>
              </Popconfirm>
            )}
          </span>
          <span className="wb-toolbar-group">
            <Button onClick={props.onClose}>{t('workbench.common.cancel')}</Button>
            {canWrite && (
              <Button theme="solid" loading={saving} onClick={() => void save()}>
                {t('workbench.common.save')}
              </Button>
            )}
          </span>
        </div>
      }
    >
      <div className="wb-board-form" data-testid="wb-board-sheet">
        <Field label={k('cardTitle')} error={errors.title}>
          <Input
            aria-label={k('cardTitle')}
            value={values.title}
            disabled={!canWrite}
            validateStatus={errors.title ? 'error' : 'default'}
            onChange={(v) => set('title', v)}
          />
        </Field>
        <div className="wb-board-form-row">
          <Field label={k('column')} labelId={`${formId}-column`} error={errors.column}>
            <Select
              aria-labelledby={`${formId}-column`}
              style={{ width: '100%' }}
              value={values.column}
              disabled={!canWrite}
              onChange={(v) => set('column', String(v))}
              optionList={props.board.columns.map((c) => ({ value: c.key, label: c.name }))}
            />
          </Field>
          <Field label={k('assignee')} labelId={`${formId}-assignee`} error={errors.assignee}>
            <Select
              aria-labelledby={`${formId}-assignee`}
              style={{ width: '100%' }}
              filter
              allowCreate
              showClear
              value={values.assignee || undefined}
              disabled={!canWrite}
              onChange={(v) => set('assignee', String(v ?? ''))}
              optionList={people.map((p) => ({ value: p, label: p }))}
            />
          </Field>
        </div>
        <div className="wb-board-form-row">
          <Field label={k('priority')} error={errors.priority}>
            <RadioGroup
              type="button"
              aria-label={k('priority')}
              value={values.priority}
              disabled={!canWrite}
              onChange={(e) => set('priority', String(e.target.value))}
              options={options(PRIORITIES, 'priority')}
            />
          </Field>
          <Field label={k('type')} labelId={`${formId}-type`} error={errors.type}>
            <Select
              aria-labelledby={`${formId}-type`}
              style={{ width: '100%' }}
              value={values.type}
              disabled={!canWrite}
              onChange={(v) => set('type', String(v))}
              optionList={options(TASK_TYPES, 'type')}
            />
          </Field>
        </div>
        <div className="wb-board-form-row">
          <Field label={k('dueDate')} labelId={dueLabel} error={errors.dueDate}>
            <DatePicker
              aria-labelledby={dueLabel}
              style={{ width: '100%' }}
              value={values.dueDate || undefined}
              disabled={!canWrite}
              onChange={(d) => set('dueDate', day(d))}
            />
          </Field>
          <Field label={k('estimate')} error={errors.estimate}>
            <InputNumber
              aria-label={k('estimate')}
              style={{ width: '100%' }}
              min={0}
              max={999}
              value={values.estimate ?? undefined}
              disabled={!canWrite}
              onNumberChange={(v) => set('estimate', Number.isFinite(v) ? v : null)}
            />
          </Field>
        </div>
        <Field label={k('labels')} labelId={`${formId}-labels`} error={errors.labels}>
          <Select
            aria-labelledby={`${formId}-labels`}
            style={{ width: '100%' }}
            multiple
            filter
            allowCreate
            value={values.labels}
            disabled={!canWrite}
            onChange={(v) => set('labels', (v as string[]) ?? [])}
            optionList={labels.map((l) => ({ value: l, label: l }))}
          />
        </Field>
        <Field label={k('linkedDefect')} labelId={`${formId}-linkedDefect`} error={errors.defectId}>
          <Select
            aria-labelledby={`${formId}-linkedDefect`}
            style={{ width: '100%' }}
            filter
            showClear
            value={values.defectId ?? undefined}
            disabled={!canWrite}
            onChange={(v) => set('defectId', v === undefined ? null : Number(v))}
            optionList={props.links.defects.map((d) => ({ value: d.id, label: `#${d.id} ${d.title}` }))}
          />
        </Field>
        <Field label={k('linkedPage')} labelId={`${formId}-linkedPage`} error={errors.pageRef}>
          <Select
            aria-labelledby={`${formId}-linkedPage`}
            style={{ width: '100%' }}
            filter
            showClear
            value={values.pageRef || undefined}
            disabled={!canWrite}
            onChange={(v) => set('pageRef', String(v ?? ''))}
            optionList={props.links.pages.map((p) => ({ value: p.path, label: `${p.path} · ${p.shows}` }))}
          />
        </Field>
        <Field label={k('linkedApi')} labelId={`${formId}-linkedApi`} error={errors.apiId}>
          <Select
            aria-labelledby={`${formId}-linkedApi`}
            style={{ width: '100%' }}
            filter
            showClear
            value={values.apiId ?? undefined}
            disabled={!canWrite}
            onChange={(v) => set('apiId', v === undefined ? null : Number(v))}
            optionList={props.links.apis.map((a) => ({ value: a.id, label: `${a.method} ${a.path}` }))}
          />
        </Field>
        <Field label={k('description')} error={errors.description}>
          <RadioGroup
            type="button"
            buttonSize="small"
            value={preview ? 'preview' : 'write'}
            onChange={(e) => setPreview(e.target.value === 'preview')}
            options={[
              { value: 'write', label: k('write') },
              { value: 'preview', label: k('preview') },
            ]}
          />
          {preview ? (
            <MarkdownPreview text={values.description} />
          ) : (
            <TextArea
              aria-label={k('description')}
              autosize={{ minRows: 4, maxRows: 14 }}
              value={values.description}
              disabled={!canWrite}
              onChange={(v) => set('description', v)}
            />
          )}
        </Field>
      </div>
    </SideSheet>
  );
}
