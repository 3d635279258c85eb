import Button from '@douyinfe/semi-ui/lib/es/button';
import { Form } from '@douyinfe/semi-ui/lib/es/form';
import SideSheet from '@douyinfe/semi-ui/lib/es/sideSheet';
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePluginServices } from '../../../runtime/plugin';
import { fieldErrorsOf } from '../shared/errors';
import { OUTCOME_COLORS, type Source, type TestOutcome } from './types';

const MASK = '●●●●●●';
type Values = Record<string, unknown>;

/**
 * Create or edit a data source in a SideSheet: the type decides the fields; the password
 * shows ●●●●●● when one is stored and is kept unless typed over; 测试连接 before saving, disabled
 * while it runs; a refused save keeps every typed value and shows the field's error.
 */
/** A source's name: what the server accepts, and what dataSources.yaml and bindings can name. */
const SOURCE_NAME = /^[a-z][a-z0-9-]*$/;

export function SourceSheet(props: {
  projectId: number;
  source?: Source;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { http } = usePluginServices();
  const initial: Values = props.source
    ? { ...props.source, password: props.source.passwordSet ? MASK : '' }
    : { type: 'postgres', host: '127.0.0.1', port: 5432, schema: 'public' };
  const [values, setValues] = useState<Values>(initial);
  const [testing, setTesting] = useState(false);
  const [outcome, setOutcome] = useState<TestOutcome | undefined>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const type = String(values.type ?? 'postgres');
  const test = async () => {
    setTesting(true);
    setOutcome(undefined);
    try {
      const answer = await http.post<TestOutcome>('/workbench/dataSource/test', {
        id: props.source?.id,
        config: values,
      });
      setOutcome(answer.data);
    } finally {
      setTesting(false);
    }
  };
  const save = async () => {
    setSaving(true);
    try {
      await http.post('/workbench/dataSource/save', {
        ...values,
        id: props.source?.id,
        projectId: props.projectId,
      });
      props.onSaved();
    } catch (error) {
      setErrors(fieldErrorsOf(error));
    } finally {
      setSaving(false);
    }
  };
  // The name is checked as it is typed, by the rule the server applies on save.
  const typedName = typeof values.name === 'string' ? values.name : '';
  const shown: Record<string, string> = {
    ...errors,
    ...(typedName !== '' && !SOURCE_NAME.test(typedName) ? { name: t('workbench.source.nameRule') } : {}),
  };
  const field = (name: string, label: string, extra: Record<string, unknown> = {}) => (
    <Form.Input
      field={name}
      label={label}
      validateStatus={shown[name] ? 'error' : 'default'}
      helpText={shown[name]}
      {...extra}
    />
  );
  return (
    <SideSheet
      visible
      title={props.source ? t('workbench.common.edit') : t('workbench.source.create')}
      onCancel={props.onClose}
      width={480}
    >
      <Form
        initValues={initial}
        onValueChange={(next: Values) => setValues(next)}
        aria-label={t('workbench.source.create')}
      >
        {field('name', t('workbench.source.name'))}
        <Form.Select
          field="type"
          label={t('workbench.source.type')}
          style={{ width: '100%' }}
          optionList={['postgres', 'sqlite', 'rest', 'mysql'].map((v) => ({ value: v, label: v }))}
        />
        {type === 'postgres' || type === 'mysql' ? (
          <>
            {field('host', t('workbench.source.host'))}
            <Form.InputNumber field="port" label={t('workbench.source.port')} style={{ width: '100%' }} />
            {field('database', t('workbench.source.database'))}
            {type === 'postgres' && field('schema', t('workbench.source.schema'))}
            {field('username', t('workbench.source.username'))}
            {field('password', t('workbench.source.password'), {
              mode: 'password',
              helpText: props.source?.passwordSet ? t('workbench.source.passwordKept') : undefined,
            })}
          </>
        ) : null}
        {type === 'sqlite' &&
          field('database', t('workbench.source.database'), { placeholder: 'fixtures/shop.sqlite' })}
        {type === 'rest' && (
          <>
            {field('url', t('workbench.source.url'), { placeholder: 'http://127.0.0.1:3000/goods/getList' })}
            {field('password', t('workbench.source.password'), { mode: 'password' })}
          </>
        )}
      </Form>
      {outcome && (
        <Typography.Paragraph data-testid="wb-test-outcome">
          <Tag color={OUTCOME_COLORS[outcome.outcome]}>
            {t(`workbench.source.outcome_${outcome.outcome}`)}
          </Tag>{' '}
          {outcome.message} ({outcome.latencyMs} ms)
        </Typography.Paragraph>
      )}
      <div className="wb-toolbar-group" style={{ marginTop: 16 }}>
        <Button onClick={test} loading={testing} disabled={testing}>
          {testing ? t('workbench.source.testing') : t('workbench.source.test')}
        </Button>
        <Button theme="solid" onClick={save} loading={saving}>
          {t('workbench.common.save')}
        </Button>
      </div>
    </SideSheet>
  );
}
