import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormPageConfig } from '../../../schemas/types.gen';
import { usePermission } from '../../access';
import type { HttpClient, HttpMethod } from '../../data';
import { SchemaForm } from '../../forms';
import type { PluginRegistry } from '../../plugin';
import { toast } from '../../shell/toast';
import { formDataOf } from '../crud/editForm';
import { LoadFailed, LoadingBlock } from '../crud/RequestState';
import { usePageValidator } from '../crud/usePageValidator';
import { useRequest } from '../crud/useRequest';
import '../crud/crud.css';

type Json = Record<string, unknown>;

export interface FormPageProps {
  name: string;
  page: FormPageConfig;
  http: HttpClient;
  registry: PluginRegistry;
}

/** Where a form page sends its values: `submit.endpoint`, else the resource's save call. */
export function submitTarget(page: FormPageConfig): { url: string; method: HttpMethod } {
  const method = page.submit?.method ?? 'POST';
  if (page.submit?.endpoint) return { url: page.submit.endpoint, method };
  if (!page.resource) throw new Error(`form page '${page.title}' has neither submit.endpoint nor resource`);
  return page.provider === 'rest'
    ? { url: `/${page.resource}`, method }
    : { url: `/${page.resource}/doEdit`, method };
}

/**
 * One form (the personal centre's profile, the password change): starts from `load.endpoint`'s
 * answer (only the fields the schema declares) or the schema's defaults, validates inline with
 * the precompiled validator and sends the values to `submit.endpoint`. A refused submit keeps
 * the input (a field the server named is marked); a saved one shows the saved values; a failed
 * load shows why with a retry. A person without `submit.permission` sees the form read-only.
 *
 * @example <FormPage name="personalCenter" page={page} http={http} registry={registry} />
 */
export function FormPage({ name, page, http, registry }: FormPageProps) {
  const { t } = useTranslation();
  const validator = usePageValidator(name, 'form');
  const schema = page.schema;
  const [resets, setResets] = useState(0);
  const initial = useRequest(async () => {
    if (!page.load) return {};
    const { data } = await http.get<Json>(page.load.endpoint);
    return formDataOf(schema, data ?? {});
  }, [http, page.load?.endpoint, schema]);
  const widgets = useMemo(() => registry.widgets(), [registry]);
  // What the server stored, once a save succeeded: the form goes on from these, not the first load.
  const [saved, setSaved] = useState<Json>();
  const allowed = usePermission(page.submit?.permission);

  if (initial.status === 'error') return <LoadFailed error={initial.error} onRetry={initial.retry} />;
  if (initial.status === 'loading' || !validator) return <LoadingBlock rows={4} />;
  const submit = async (data: Json) => {
    const { url, method } = submitTarget(page);
    // A refusal rejects into the form: it keeps the input and marks a field the server named.
    const answer = await http.request<unknown>({ url, method, data });
    toast('success', t('jimu.crud.saved'));
    // A form without a load step (password change) starts empty again after a success; one with a
    // load step shows what was saved (the server's record when it answers one).
    if (!page.load) setResets((n) => n + 1);
    else {
      const stored = answer.data;
      setSaved(
        stored && typeof stored === 'object' && !Array.isArray(stored)
          ? { ...data, ...formDataOf(schema, stored as Json) }
          : data,
      );
    }
  };
  return (
    <div className="jimu-config-page jimu-form-page" data-testid="form-page" data-page={name}>
      <Typography.Title heading={5}>{t(page.title)}</Typography.Title>
      <div style={{ maxWidth: 560 }}>
        {allowed ? null : (
          <p className="jimu-form-read-only" role="note">
            {t('jimu.crud.readOnly')}
          </p>
        )}
        <SchemaForm
          key={resets}
          schema={schema}
          uiSchema={page.uiSchema}
          formData={saved ?? initial.data}
          disabled={!allowed}
          validator={validator}
          layout="vertical"
          submitLabel={t(page.submit?.label ?? 'jimu.crud.save')}
          onSubmit={submit}
          extraWidgets={widgets}
          formContext={{ http }}
        />
      </div>
    </div>
  );
}
