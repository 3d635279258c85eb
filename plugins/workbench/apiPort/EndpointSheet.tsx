import Button from '@douyinfe/semi-ui/lib/es/button';
import { Form } from '@douyinfe/semi-ui/lib/es/form';
import SideSheet from '@douyinfe/semi-ui/lib/es/sideSheet';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, useNarrowScreen, usePluginServices } from '../../../runtime/plugin';
import { fieldErrorsOf } from '../shared/errors';
import type { Endpoint } from './types';

type Values = Record<string, unknown>;
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const STATUSES = ['designing', 'developing', 'released', 'deprecated'];
const asText = (schema: unknown) => (schema ? JSON.stringify(schema, null, 2) : '');
/** The fields a save takes: what the sheet edits, and `public`, which it keeps as it was. */
const SAVED = [
  'name',
  'method',
  'path',
  'group',
  'status',
  'envelope',
  'description',
  'query',
  'body',
  'response',
  'public',
];

/**
 * 新建 / 编辑 a stored endpoint in a SideSheet (full width under 992 px): the server checks every
 * field (method, a path without host, unique method + path, schemas as JSON) and a refusal marks
 * the fields it names while every typed value stays.
 */
export function EndpointSheet(props: {
  projectId: number;
  endpoint?: Endpoint;
  onClose: () => void;
  onSaved: (id: string) => void;
}) {
  const { t } = useTranslation();
  const { http } = usePluginServices();
  const narrow = useNarrowScreen();
  const e = props.endpoint;
  const initial: Values = e
    ? { ...e, query: asText(e.query), body: asText(e.body), response: asText(e.response) }
    : { method: 'GET', status: 'developing', envelope: true, path: '/' };
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      const fields = Object.fromEntries(
        SAVED.filter((f) => values[f] !== undefined).map((f) => [f, values[f]]),
      );
      const answer = await http.post<{ id: number }>('/workbench/apis/save', {
        ...fields,
        id: e?.recordId,
        projectId: props.projectId,
      });
      toast('success', t('workbench.apiPort.saved'));
      props.onSaved(String(answer.data.id));
    } catch (error) {
      setErrors(fieldErrorsOf(error));
    } finally {
      setSaving(false);
    }
  };
  const status = (name: string): { validateStatus: 'error' | 'default'; helpText: ReactNode } => ({
    validateStatus: errors[name] ? 'error' : 'default',
    helpText: errors[name] ? <span data-field-error={name}>{errors[name]}</span> : undefined,
  });
  const text = (name: string, label: string) => (
    <Form.TextArea
      field={name}
      label={label}
      placeholder={t('workbench.apiPort.schemaHint')}
      autosize
      rows={3}
      {...status(name)}
    />
  );
  return (
    <SideSheet
      visible
      title={e ? t('workbench.common.edit') : t('workbench.apiPort.create')}
      onCancel={props.onClose}
      width={narrow ? '100%' : 560}
      footer={
        <div className="wb-toolbar-group" style={{ justifyContent: 'flex-end' }}>
          <Button onClick={props.onClose}>{t('workbench.common.cancel')}</Button>
          <Button theme="solid" loading={saving} onClick={() => void save()}>
            {t('workbench.common.save')}
          </Button>
        </div>
      }
    >
      <Form
        initValues={initial}
        onValueChange={(next: Values) => setValues(next)}
        aria-label={t('workbench.apiPort.create')}
      >
        <Form.Input field="name" label={t('workbench.apiPort.name')} {...status('name')} />
        <Form.Select
          field="method"
          label={t('workbench.apiPort.method')}
          style={{ width: '100%' }}
          optionList={METHODS.map((m) => ({ value: m, label: m }))}
          {...status('method')}
        />
        <Form.Input field="path" label={t('workbench.apiPort.path')} {...status('path')} />
        <Form.Input field="group" label={t('workbench.apiPort.group')} />
        <Form.Select
          field="status"
          label={t('workbench.apiPort.status')}
          style={{ width: '100%' }}
          optionList={STATUSES.map((s) => ({ value: s, label: s }))}
          {...status('status')}
        />
        <Form.Switch field="envelope" label={t('workbench.apiPort.envelope')} />
        <Form.TextArea field="description" label={t('workbench.apiPort.description')} autosize rows={3} />
        {text('query', t('workbench.apiPort.query'))}
        {text('body', t('workbench.apiPort.body'))}
        {text('response', t('workbench.apiPort.response'))}
      </Form>
    </SideSheet>
  );
}
