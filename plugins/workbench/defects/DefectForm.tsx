import Button from '@douyinfe/semi-ui/lib/es/button';
import { Form } from '@douyinfe/semi-ui/lib/es/form';
import SideSheet from '@douyinfe/semi-ui/lib/es/sideSheet';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNarrowScreen, usePluginServices } from '../../../runtime/plugin';
import { useViewActive } from '../../../runtime/routing';
import { fieldErrorsOf } from '../shared/errors';
import { PRIORITIES, SEVERITIES } from './model/defectFlow';
import type { Defect } from './types';

type Values = Record<string, unknown>;

/**
 * Report or edit a defect in a side sheet (full width under 992 px). Severity, priority and
 * assignee are a maintainer's to change on an existing defect (the server refuses others too); a
 * refused save shows the field's error and keeps every typed value.
 */
export function DefectForm(props: {
  projectId: number;
  defect?: Defect;
  people: string[];
  maintainer: boolean;
  onClose: () => void;
  onSaved: (defect: Defect) => void;
}) {
  const { t } = useTranslation();
  const { http } = usePluginServices();
  const narrow = useNarrowScreen();
  // A kept-alive view stays mounted behind other tabs: its overlay hides with it, keeping what was typed.
  const active = useViewActive();
  const initial: Values = props.defect
    ? { ...props.defect }
    : { severity: 'major', priority: 'medium', description: '## 步骤\n\n1. \n\n## 期望\n\n## 实际\n' };
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const triage = !props.defect || props.maintainer;
  const save = async () => {
    setSaving(true);
    try {
      const fields = ['title', 'description', 'environment', 'version', 'pageRef'];
      if (triage) fields.push('severity', 'priority', 'assignee');
      const body = Object.fromEntries(fields.filter((f) => f in values).map((f) => [f, values[f] ?? '']));
      const answer = await http.post<Defect>('/workbench/defect/save', {
        ...body,
        id: props.defect?.id,
        projectId: props.projectId,
      });
      props.onSaved(answer.data);
    } catch (error) {
      setErrors(fieldErrorsOf(error));
    } finally {
      setSaving(false);
    }
  };
  const status = (field: string): { validateStatus: 'error' | 'default'; helpText: ReactNode } => ({
    validateStatus: errors[field] ? 'error' : 'default',
    helpText: errors[field] ? <span data-field-error={field}>{errors[field]}</span> : undefined,
  });
  const title = props.defect ? t('workbench.defect.edit') : t('workbench.defect.report');
  return (
    <SideSheet visible={active} keepDOM title={title} onCancel={props.onClose} width={narrow ? '100%' : 560}>
      <Form initValues={initial} onValueChange={(next: Values) => setValues(next)} aria-label={title}>
        <Form.Input field="title" label={t('workbench.defect.title')} {...status('title')} />
        <Form.Select
          field="severity"
          label={t('workbench.defect.severity')}
          style={{ width: '100%' }}
          disabled={!triage}
          optionList={SEVERITIES.map((s) => ({ value: s, label: t(`workbench.defect.severities.${s}`) }))}
          {...status('severity')}
        />
        <Form.Select
          field="priority"
          label={t('workbench.defect.priority')}
          style={{ width: '100%' }}
          disabled={!triage}
          optionList={PRIORITIES.map((p) => ({ value: p, label: t(`workbench.defect.priorities.${p}`) }))}
          {...status('priority')}
        />
        <Form.Select
          field="assignee"
          label={t('workbench.defect.assignee')}
          style={{ width: '100%' }}
          filter
          showClear
          disabled={!triage}
          optionList={props.people.map((p) => ({ value: p, label: p }))}
          {...status('assignee')}
        />
        {!triage && <p className="wb-muted">{t('workbench.defect.triageOnly')}</p>}
        <Form.Input
          field="environment"
          label={t('workbench.defect.environment')}
          {...status('environment')}
        />
        <Form.Input field="version" label={t('workbench.defect.version')} {...status('version')} />
        <Form.Input
          field="pageRef"
          label={t('workbench.defect.pageRef')}
          placeholder="/table"
          {...status('pageRef')}
        />
        <Form.TextArea
          field="description"
          label={t('workbench.defect.description')}
          autosize={{ minRows: 6 }}
          {...status('description')}
        />
      </Form>
      <div className="wb-toolbar-group" style={{ marginTop: 16 }}>
        <Button onClick={props.onClose}>{t('workbench.common.cancel')}</Button>
        <Button theme="solid" loading={saving} onClick={() => void save()}>
          {t('workbench.common.save')}
        </Button>
      </div>
    </SideSheet>
  );
}
