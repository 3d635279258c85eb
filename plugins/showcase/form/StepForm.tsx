import Button from '@douyinfe/semi-ui/lib/es/button';
import Steps from '@douyinfe/semi-ui/lib/es/steps';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createFormValidator, SchemaForm } from '../../../runtime/forms';
import * as passwordForm from './password.form.json?validator';
import * as transferForm from './transfer.form.json?validator';

const transferValidator = createFormValidator(transferForm);
const passwordValidator = createFormValidator(passwordForm);

/** 填写转账信息 → 确认 (password) → 完成, with 再转一笔 back to an empty first step. */
export function StepForm() {
  const { t } = useTranslation();
  const [step, setStep] = useState(0);
  const [transfer, setTransfer] = useState<Record<string, unknown>>({});
  const [round, setRound] = useState(0);
  return (
    <div data-testid="showcase-form-steps">
      <Steps current={step} style={{ marginBottom: 24 }}>
        {(['fill', 'confirm', 'done'] as const).map((name) => (
          <Steps.Step key={name} title={t(`showcase.form.steps.${name}`)} />
        ))}
      </Steps>
      {step === 0 && (
        <SchemaForm
          key={round}
          idPrefix="transfer"
          schema={transferForm.schema}
          uiSchema={{ payee: { 'ui:placeholder': 'name@example.com' } }}
          validator={transferValidator}
          formData={transfer}
          onSubmit={(values) => {
            setTransfer(values);
            setStep(1);
          }}
        />
      )}
      {step === 1 && (
        <>
          <pre className="jimu-showcase-code">{JSON.stringify(transfer, null, 2)}</pre>
          <SchemaForm
            idPrefix="transferPassword"
            schema={passwordForm.schema}
            uiSchema={{ password: { 'ui:widget': 'password' } }}
            validator={passwordValidator}
            onSubmit={() => setStep(2)}
            onCancel={() => setStep(0)}
          />
        </>
      )}
      {step === 2 && (
        <div role="status" data-testid="showcase-form-done">
          <h3>{t('showcase.form.doneTitle')}</h3>
          <Button
            theme="solid"
            onClick={() => {
              setTransfer({});
              setRound((n) => n + 1);
              setStep(0);
            }}
          >
            {t('showcase.form.again')}
          </Button>
        </div>
      )}
    </div>
  );
}
