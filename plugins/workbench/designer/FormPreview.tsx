import Button from '@douyinfe/semi-ui/lib/es/button';
import Radio from '@douyinfe/semi-ui/lib/es/radio';
import RadioGroup from '@douyinfe/semi-ui/lib/es/radio/radioGroup';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import type { ValidatorType } from '@rjsf/utils';
import { useEffect, useMemo, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { useRuntime } from '../../../runtime/app/RuntimeContext';
import { createFormValidator, type PrecompiledValidatorModule, SchemaForm } from '../../../runtime/forms';
import { isKeyOf } from '../../../runtime/lib';
import { usePluginServices } from '../../../runtime/plugin';
import { refusalOf } from '../shared/errors';
import { usePreviewI18n } from '../shared/usePreviewI18n';
import { type FormDoc, toJimu } from './model';
import { objectOf } from './model/formTypes';
import { sampleData } from './sampleData';

type Json = Record<string, unknown>;
const WIDTHS = { desktop: '100%', tablet: '992px', phone: '375px' } as const;

/** Dotted keys to the nested tables i18next holds. */
function nested(flat: Record<string, string>): Json {
  const out: Json = {};
  for (const [key, text] of Object.entries(flat)) {
    const parts = key.split('.');
    let at = out;
    for (const part of parts.slice(0, -1)) {
      const child = objectOf(at[part]);
      at[part] = child;
      at = child;
    }
    at[parts[parts.length - 1]] = text;
  }
  return out;
}

/**
 * 预览: the form drawn by the runtime's own SchemaForm with the Semi widgets and the
 * plugin widgets, validated by the build's own validator code for this schema (compiled by the
 * server, as the preview host does) — so it refuses what the running console refuses. Submit
 * shows the valid data; 示例数据 fills the form with generated valid values; device widths.
 */
export function FormPreview({ doc }: { doc: FormDoc }) {
  const { t } = useTranslation();
  const { http } = usePluginServices();
  const runtime = useRuntime();
  const form = useMemo(() => toJimu(doc), [doc]);
  const schemaText = JSON.stringify(form.schema);
  const [validator, setValidator] = useState<ValidatorType>();
  const [problem, setProblem] = useState<string>();
  const [result, setResult] = useState<Json>();
  const [data, setData] = useState<Json>();
  const [width, setWidth] = useState<keyof typeof WIDTHS>('desktop');
  const previewI18n = usePreviewI18n({ zh: nested(doc.strings.zh), en: nested(doc.strings.en) });
  const widgets = useMemo(() => runtime.registry.widgets(), [runtime.registry]);
  const formContext = useMemo(() => ({ http }), [http]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new validator only for a new schema
  useEffect(() => {
    let live = true;
    setValidator(undefined);
    setProblem(undefined);
    http.post<{ code: string }>('/workbench/form/validator', { schema: form.schema }).then(
      async (answer) => {
        const url = URL.createObjectURL(new Blob([answer.data.code], { type: 'text/javascript' }));
        try {
          const module = (await import(/* @vite-ignore */ url)) as PrecompiledValidatorModule;
          if (live) setValidator(createFormValidator(module));
        } finally {
          URL.revokeObjectURL(url);
        }
      },
      (e: unknown) => live && setProblem(refusalOf(e).msg ?? String(e)),
    );
    return () => {
      live = false;
    };
  }, [http, schemaText]);
  if (problem)
    return (
      <Typography.Text type="danger">
        {t('workbench.designer.preview.failed', { message: problem })}
      </Typography.Text>
    );
  return (
    <div className="wb-preview" data-testid="dz-preview">
      <div className="wb-preview-bar">
        <Button onClick={() => setData(sampleData(form.schema))}>
          {t('workbench.designer.preview.sample')}
        </Button>
        <RadioGroup
          type="button"
          value={width}
          onChange={(e) => isKeyOf(WIDTHS, e.target.value) && setWidth(e.target.value)}
        >
          <Radio value="desktop">1920</Radio>
          <Radio value="tablet">992</Radio>
          <Radio value="phone">375</Radio>
        </RadioGroup>
      </div>
      <div className="wb-preview-frame" style={{ maxWidth: WIDTHS[width] }}>
        {validator ? (
          <I18nextProvider i18n={previewI18n}>
            <SchemaForm
              key={`${schemaText}-${JSON.stringify(data ?? null)}`}
              idPrefix="dzpreview"
              schema={form.schema as never}
              uiSchema={form.uiSchema}
              formData={data}
              validator={validator}
              extraWidgets={widgets}
              formContext={formContext}
              onSubmit={(values) => setResult(values)}
              onChange={() => setResult(undefined)}
            />
          </I18nextProvider>
        ) : (
          <Typography.Text type="tertiary">{t('workbench.designer.preview.loading')}</Typography.Text>
        )}
      </div>
      {result ? (
        <div data-testid="dz-preview-result">
          <Typography.Text type="success">{t('workbench.designer.preview.valid')}</Typography.Text>
          <pre className="dz-preview-result">{JSON.stringify(result, null, 2)}</pre>
        </div>
      ) : null}
    </div>
  );
}
