import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createFormValidator, SchemaForm } from '../../../runtime/forms';
import { usePluginServices } from '../../../runtime/plugin';
import { ShowcasePage } from '../shared/ShowcasePage';
import { IconSelector } from './IconSelector';
import IconSelectorWidget from './IconSelectorWidget';
import * as iconForm from './iconForm.form.json?validator';

const validator = createFormValidator(iconForm);
const uiSchema = { icon: { 'ui:widget': 'showcase/iconSelector' } };
const widgets = { 'showcase/iconSelector': IconSelectorWidget };

/**
 * `/vab/icon/iconSelector`: the icon selector three ways — a plain input, the rjsf
 * widget `showcase/iconSelector` inside a small SchemaForm (its submitted JSON below), and disabled.
 */
export default function IconSelectorShowcase() {
  const { t } = useTranslation();
  const { http } = usePluginServices();
  const [plain, setPlain] = useState<string | undefined>('24-hours-fill');
  const [submitted, setSubmitted] = useState<unknown>(null);
  return (
    <ShowcasePage
      name="iconSelector"
      libraries={['remixicon 4.8.0 · SVG sprite']}
      reference="vab pro vab/icon/iconSelector.vue"
      source={() => import('./IconSelector.tsx?source')}
      config={{ schema: iconForm.schema, uiSchema }}
    >
      <section className="jimu-showcase-card" data-testid="showcase-iconSelector-plain">
        <h3 id="icon-plain-label">{t('showcase.iconSelector.plain')}</h3>
        <IconSelector id="icon-plain" labelledBy="icon-plain-label" value={plain} onChange={setPlain} />
      </section>
      <section className="jimu-showcase-card" data-testid="showcase-iconSelector-form">
        <h3>{t('showcase.iconSelector.inForm')}</h3>
        <SchemaForm
          idPrefix="iconForm"
          schema={iconForm.schema}
          uiSchema={uiSchema}
          validator={validator}
          extraWidgets={widgets}
          formContext={{ http }}
          onSubmit={(values) => setSubmitted(values)}
        />
        {submitted !== null && (
          <>
            <h4>{t('showcase.iconSelector.submitted')}</h4>
            <pre className="jimu-showcase-code" data-testid="showcase-iconSelector-result">
              {JSON.stringify(submitted)}
            </pre>
          </>
        )}
      </section>
      <section className="jimu-showcase-card" data-testid="showcase-iconSelector-disabled">
        <h3 id="icon-disabled-label">{t('showcase.iconSelector.disabled')}</h3>
        <IconSelector labelledBy="icon-disabled-label" value="lock-line" onChange={() => {}} disabled />
      </section>
    </ShowcasePage>
  );
}
