import Banner from '@douyinfe/semi-ui/lib/es/banner';
import Button from '@douyinfe/semi-ui/lib/es/button';
import Input from '@douyinfe/semi-ui/lib/es/input';
import Radio from '@douyinfe/semi-ui/lib/es/radio';
import RadioGroup from '@douyinfe/semi-ui/lib/es/radio/radioGroup';
import Steps from '@douyinfe/semi-ui/lib/es/steps';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { type ReactNode, useState } from 'react';
import { usePluginServices } from '../../../runtime/plugin';
import { fieldErrorsOf } from '../shared/errors';
import '../shared/workbench.css';
import { useTranslation } from 'react-i18next';

const TEMPLATE_LABELS = {
  blank: 'workbench.project.blank',
  crud: 'workbench.projectStart.crud',
  copy: 'workbench.project.copyJimu',
} as const;

interface Values {
  name: string;
  code: string;
  description: string;
  template: 'blank' | 'crud' | 'copy';
  titleZh: string;
  titleEn: string;
}

function Field({
  label,
  name,
  error,
  children,
}: {
  label: string;
  name: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 4, maxWidth: 420 }}>
      <Typography.Text strong>{label}</Typography.Text>
      {children}
      {error && (
        <Typography.Text type="danger" role="alert" data-field-error={name}>
          {error}
        </Typography.Text>
      )}
    </div>
  );
}

const CODE = /^[A-Z][A-Z0-9_-]{1,15}$/;

/**
 * /workbench/project/create: basics, start from (blank console, the CRUD starter or a copy of 积木工作台),
 * console titles, review, create. A code the server refuses (taken, malformed) returns to the
 * basics step with the error under 项目编码 and every typed value kept.
 */
export default function ProjectCreate() {
  const { t } = useTranslation();
  const { http, navigate } = usePluginServices();
  const [step, setStep] = useState(0);
  const [values, setValues] = useState<Values>({
    name: '',
    code: '',
    description: '',
    template: 'blank',
    titleZh: '',
    titleEn: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (key: keyof Values) => (value: string) => setValues({ ...values, [key]: value });
  const basicsOk = values.name.trim() !== '' && CODE.test(values.code);
  const create = async () => {
    setBusy(true);
    try {
      const answer = await http.post<{ id: number }>('/workbench/project/create', { ...values, from: 0 });
      navigate(`/workbench/project/config?projectId=${answer.data.id}`);
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      setErrors(fieldErrors);
      if (fieldErrors.code || fieldErrors.name) setStep(0);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="wb-screen">
      <Steps current={step} type="basic" size="small">
        <Steps.Step title={t('workbench.project.basics')} />
        <Steps.Step title={t('workbench.project.startFrom')} />
        <Steps.Step title={t('workbench.project.console')} />
        <Steps.Step title={t('workbench.project.review')} />
      </Steps>
      {step === 0 && (
        <>
          <Field name="name" label={t('workbench.project.name')} error={errors.name}>
            <Input aria-label={t('workbench.project.name')} value={values.name} onChange={set('name')} />
          </Field>
          <Field
            name="code"
            label={t('workbench.project.code')}
            error={errors.code ?? (values.code && !CODE.test(values.code) ? 'A–Z 0–9 _ -' : undefined)}
          >
            <Input
              aria-label={t('workbench.project.code')}
              value={values.code}
              onChange={(v) => set('code')(v.toUpperCase())}
            />
          </Field>
          <Field name="description" label={t('workbench.project.description')}>
            <Input
              aria-label={t('workbench.project.description')}
              value={values.description}
              onChange={set('description')}
            />
          </Field>
        </>
      )}
      {step === 1 && (
        <RadioGroup
          direction="vertical"
          value={values.template}
          onChange={(e) => setValues({ ...values, template: e.target.value })}
        >
          <Radio value="blank" extra={t('workbench.project.blankHelp')}>
            {t('workbench.project.blank')}
          </Radio>
          <Radio value="crud" extra={t('workbench.projectStart.crudHelp')}>
            {t('workbench.projectStart.crud')}
          </Radio>
          <Radio value="copy" extra={t('workbench.project.copyJimuHelp')}>
            {t('workbench.project.copyJimu')}
          </Radio>
        </RadioGroup>
      )}
      {step === 2 && (
        <>
          <Field name="titleZh" label={t('workbench.project.titleZh')}>
            <Input
              aria-label={t('workbench.project.titleZh')}
              value={values.titleZh}
              placeholder={values.name}
              onChange={set('titleZh')}
            />
          </Field>
          <Field name="titleEn" label={t('workbench.project.titleEn')}>
            <Input
              aria-label={t('workbench.project.titleEn')}
              value={values.titleEn}
              placeholder={values.code}
              onChange={set('titleEn')}
            />
          </Field>
        </>
      )}
      {step === 3 && (
        <Banner
          type="info"
          description={`${values.name} (${values.code}) · ${t(TEMPLATE_LABELS[values.template])} · ${values.titleZh || values.name} / ${values.titleEn || values.code}`}
        />
      )}
      <div className="wb-toolbar-group">
        {step > 0 && <Button onClick={() => setStep(step - 1)}>{t('workbench.common.prev')}</Button>}
        {step < 3 && (
          <Button theme="solid" disabled={step === 0 && !basicsOk} onClick={() => setStep(step + 1)}>
            {t('workbench.common.next')}
          </Button>
        )}
        {step === 3 && (
          <Button theme="solid" loading={busy} onClick={create}>
            {t('workbench.project.create')}
          </Button>
        )}
      </div>
    </div>
  );
}
