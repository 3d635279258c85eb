import Button from '@douyinfe/semi-ui/lib/es/button';
import Radio from '@douyinfe/semi-ui/lib/es/radio';
import RadioGroup from '@douyinfe/semi-ui/lib/es/radio/radioGroup';
import Tabs from '@douyinfe/semi-ui/lib/es/tabs';
import TabPane from '@douyinfe/semi-ui/lib/es/tabs/TabPane';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createFormValidator, SchemaForm } from '../../../runtime/forms';
import { usePluginServices } from '../../../runtime/plugin';
import IconSelectorWidget from '../iconSelector/IconSelectorWidget';
import { ShowcasePage } from '../shared/ShowcasePage';
import * as comprehensive from './comprehensive.form.json?validator';
import { StepForm } from './StepForm';

const validator = createFormValidator(comprehensive);
// Choice labels are string keys, translated with the form like its titles.
const uiSchema = {
  region: { 'ui:enumNames': ['shanghai', 'beijing', 'shenzhen'].map((v) => `showcase.form.regions.${v}`) },
  type: {
    'ui:widget': 'checkboxes',
    items: {
      'ui:enumNames': ['online', 'promotion', 'offline', 'brand'].map((v) => `showcase.form.types.${v}`),
    },
  },
  resource: {
    'ui:widget': 'radio',
    'ui:enumNames': ['showcase.form.resources.sponsor', 'showcase.form.resources.venue'],
  },
  description: { 'ui:widget': 'textarea' },
  area: { 'ui:widget': 'areaCascader' },
  icon: { 'ui:widget': 'showcase/iconSelector' },
  attachment: { 'ui:widget': 'upload', 'ui:options': { endpoint: '/upload', accept: 'image/*' } },
};
const widgets = { 'showcase/iconSelector': IconSelectorWidget };

/**
 * `/vab/form`: the runtime's SchemaForm from schemas in this folder (precompiled
 * validators), a comprehensive form with the common widgets and a three-step transfer.
 */
export default function FormShowcase() {
  const { t } = useTranslation();
  const { http } = usePluginServices();
  const [layout, setLayout] = useState<'vertical' | 'horizontal'>('vertical');
  const [result, setResult] = useState<Record<string, unknown> | null>(null);
  // 重置 starts the form anew: a new key remounts it with its defaults.
  const [formKey, setFormKey] = useState(0);
  return (
    <ShowcasePage
      name="form"
      libraries={['rjsf (SchemaForm)', 'Semi Steps']}
      reference="vab pro comprehensiveForm · stepForm · ant-design-pro basic/step forms"
      source={() => import('./FormShowcase.tsx?source')}
      config={{ schema: comprehensive.schema, uiSchema }}
    >
      <section className="jimu-showcase-card">
        <Tabs type="line">
          <TabPane tab={t('showcase.form.tabs.comprehensive')} itemKey="comprehensive">
            <div className="jimu-showcase-tags" style={{ margin: '12px 0' }}>
              <RadioGroup
                type="button"
                aria-label={t('showcase.form.layout')}
                value={layout}
                onChange={(e) => setLayout(e.target.value)}
              >
                <Radio value="vertical">{t('showcase.form.vertical')}</Radio>
                <Radio value="horizontal">{t('showcase.form.horizontal')}</Radio>
              </RadioGroup>
              <Button
                className="jimu-showcase-form-reset"
                style={{ marginLeft: 12 }}
                onClick={() => {
                  setFormKey((key) => key + 1);
                  setResult(null);
                }}
              >
                {t('showcase.form.reset')}
              </Button>
            </div>
            <div data-testid="showcase-form-comprehensive">
              <SchemaForm
                key={formKey}
                idPrefix="comprehensive"
                schema={comprehensive.schema}
                uiSchema={uiSchema}
                validator={validator}
                layout={layout}
                extraWidgets={widgets}
                formContext={{ http }}
                onSubmit={(values) => setResult(values)}
              />
            </div>
            {result && (
              <>
                <h4>{t('showcase.form.result')}</h4>
                <pre className="jimu-showcase-code" data-testid="showcase-form-result">
                  {JSON.stringify(result, null, 2)}
                </pre>
              </>
            )}
          </TabPane>
          <TabPane tab={t('showcase.form.tabs.steps')} itemKey="steps">
            <StepForm />
          </TabPane>
        </Tabs>
      </section>
    </ShowcasePage>
  );
}
