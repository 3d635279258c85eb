import Button from '@douyinfe/semi-ui/lib/es/button';
import { Form } from '@douyinfe/semi-ui/lib/es/form';
import SideSheet from '@douyinfe/semi-ui/lib/es/sideSheet';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, useNarrowScreen, usePluginServices } from '../../../runtime/plugin';
import { refusalOf } from '../shared/errors';
import { fieldMessages, TARGETS, type TemplateSet, targetKey } from './types';

type Values = { name?: string; target?: string; description?: string };

/**
 * Create a template set or change a custom one's name, target and description, in a side
 * sheet (full width under 992 px). A refused save keeps every typed value and puts the error
 * under its field.
 */
export function SetSheet(props: {
  set?: TemplateSet;
  onClose: () => void;
  onSaved: (set: TemplateSet) => void;
}) {
  const { t } = useTranslation();
  const { http } = usePluginServices();
  const narrow = useNarrowScreen();
  const initial: Values = props.set
    ? { name: props.set.name, target: props.set.target, description: props.set.description }
    : { target: 'jimu-page', description: '' };
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      const answer = await http.post<TemplateSet>('/workbench/templateSet/doEdit', {
        ...values,
        id: props.set?.id,
        version: props.set?.version,
      });
      toast('success', t('workbench.tpl.saved'));
      props.onSaved(answer.data);
    } catch (error) {
      setErrors(fieldMessages(refusalOf(error).data, t));
    } finally {
      setSaving(false);
    }
  };
  const status = (field: string) => (errors[field] ? 'error' : 'default');
  return (
    <SideSheet
      visible
      title={props.set ? t('workbench.tpl.edit') : t('workbench.tpl.create')}
      onCancel={props.onClose}
      width={narrow ? '100%' : 480}
    >
      <Form initValues={initial} onValueChange={(next: Values) => setValues(next)}>
        <Form.Input
          field="name"
          label={t('workbench.tpl.name')}
          validateStatus={status('name')}
          helpText={errors.name && <span data-field-error="name">{errors.name}</span>}
        />
        <Form.Select
          field="target"
          label={t('workbench.tpl.target')}
          style={{ width: '100%' }}
          validateStatus={status('target')}
          helpText={errors.target}
          optionList={TARGETS.map((target) => ({ value: target, label: t(targetKey(target)) }))}
        />
        <Form.TextArea
          field="description"
          label={t('workbench.tpl.description')}
          autosize
          validateStatus={status('description')}
          helpText={errors.description}
        />
      </Form>
      <div className="wb-toolbar-group" style={{ marginTop: 16 }}>
        <Button onClick={props.onClose}>{t('workbench.common.cancel')}</Button>
        <Button theme="solid" loading={saving} onClick={() => void save()}>
          {t('workbench.tpl.save')}
        </Button>
      </div>
    </SideSheet>
  );
}
