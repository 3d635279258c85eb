import Button from '@douyinfe/semi-ui/lib/es/button';
import TextArea from '@douyinfe/semi-ui/lib/es/input/textarea';
import InputNumber from '@douyinfe/semi-ui/lib/es/inputNumber';
import Modal from '@douyinfe/semi-ui/lib/es/modal';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../runtime/forms';
import { useNarrowScreen, usePluginServices } from '../../../runtime/plugin';
import { useViewActive } from '../../../runtime/routing';
import { fieldErrorsOf } from '../shared/errors';
import { type DefectStatus, fieldsFor, requirementErrors, resolutionsFor } from './model/defectFlow';
import type { Defect } from './types';

type Values = { resolution?: string; duplicateOf?: number; comment?: string; assignee?: string };

/**
 * The dialog of one transition: asks for what the flow requires (resolution, the duplicate,
 * a comment, the assignee), checks it before sending with the same rules as the server, and on a
 * refusal shows the server's field errors with everything typed kept.
 */
export function TransitionDialog(props: {
  defect: Defect;
  to: DefectStatus;
  people: string[];
  onClose: () => void;
  onDone: (defect: Defect) => void;
}) {
  const { t } = useTranslation();
  const { http } = usePluginServices();
  const narrow = useNarrowScreen();
  // A kept-alive view stays mounted behind other tabs: its overlay hides with it, keeping what was typed.
  const active = useViewActive();
  const { defect, to } = props;
  const [values, setValues] = useState<Values>({ assignee: defect.assignee ?? undefined });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const fields = fieldsFor(defect.status, to);
  const set = (change: Values) => setValues((v) => ({ ...v, ...change }));
  const submit = async () => {
    const local = requirementErrors(defect.status, to, values, defect);
    if (Object.keys(local).length > 0) {
      setErrors(
        Object.fromEntries(Object.entries(local).map(([f, key]) => [f, t(`workbench.defect.need.${key}`)])),
      );
      return;
    }
    setSaving(true);
    try {
      const answer = await http.post<Defect>('/workbench/defect/transition', {
        id: defect.id,
        from: defect.status,
        to,
        ...values,
      });
      props.onDone(answer.data);
    } catch (error) {
      setErrors(fieldErrorsOf(error));
    } finally {
      setSaving(false);
    }
  };
  const row = (field: string, label: string, control: ReactNode) => (
    <div className="wb-field">
      <label htmlFor={`wb-transition-${field}`} id={`wb-transition-${field}-label`}>
        {label}
      </label>
      {control}
      {errors[field] && (
        <div className="wb-field-error" role="alert" data-field-error={field}>
          {errors[field]}
        </div>
      )}
    </div>
  );
  const needsTwin = values.resolution === 'duplicate';
  return (
    <Modal
      visible={active}
      keepDOM
      title={`${t(`workbench.defect.actions.${to}`)} · #${defect.id}`}
      onCancel={props.onClose}
      fullScreen={narrow}
      footer={
        <>
          <Button onClick={props.onClose}>{t('workbench.common.cancel')}</Button>
          <Button theme="solid" loading={saving} onClick={() => void submit()}>
            {t(`workbench.defect.actions.${to}`)}
          </Button>
        </>
      }
    >
      <p>{t('workbench.defect.moveTo', { status: t(`workbench.defect.statuses.${to}`) })}</p>
      {fields.includes('resolution') &&
        row(
          'resolution',
          t('workbench.defect.resolution'),
          <Select
            id="wb-transition-resolution"
            aria-labelledby="wb-transition-resolution-label"
            style={{ width: '100%' }}
            value={values.resolution}
            validateStatus={errors.resolution ? 'error' : 'default'}
            onChange={(v) => set({ resolution: v as string })}
            optionList={resolutionsFor(defect.status, to).map((r) => ({
              value: r,
              label: t(`workbench.defect.resolutions.${r}`),
            }))}
          />,
        )}
      {fields.includes('duplicateOf') &&
        needsTwin &&
        row(
          'duplicateOf',
          t('workbench.defect.duplicateOf'),
          <InputNumber
            id="wb-transition-duplicateOf"
            aria-label={t('workbench.defect.duplicateOf')}
            style={{ width: '100%' }}
            min={1}
            value={values.duplicateOf}
            onChange={(v) => set({ duplicateOf: typeof v === 'number' ? v : undefined })}
          />,
        )}
      {fields.includes('assignee') &&
        row(
          'assignee',
          t('workbench.defect.assignee'),
          <Select
            id="wb-transition-assignee"
            aria-labelledby="wb-transition-assignee-label"
            filter
            style={{ width: '100%' }}
            value={values.assignee}
            onChange={(v) => set({ assignee: v as string })}
            optionList={props.people.map((p) => ({ value: p, label: p }))}
          />,
        )}
      {row(
        'comment',
        t('workbench.defect.comment'),
        <TextArea
          id="wb-transition-comment"
          aria-label={t('workbench.defect.comment')}
          value={values.comment ?? ''}
          autosize
          maxCount={4000}
          onChange={(v) => set({ comment: v })}
        />,
      )}
    </Modal>
  );
}
