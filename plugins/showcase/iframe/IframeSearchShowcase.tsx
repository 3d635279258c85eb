import Button from '@douyinfe/semi-ui/lib/es/button';
import Space from '@douyinfe/semi-ui/lib/es/space';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createFormValidator, SchemaForm } from '../../../runtime/forms';
import { usePluginServices } from '../../../runtime/plugin';
import { ShowcasePage } from '../shared/ShowcasePage';
import { apiPageUrl, safeFrameUrl, samplePageUrl } from './safeFrameUrl';
import * as searchForm from './searchForm.form.json?validator';

const validator = createFormValidator(searchForm);
const uiSchema = { url: { 'ui:placeholder': 'https://' } };

/**
 * /other/iframe/search: the iframe launcher — a SchemaForm with an http(s) address and a title;
 * 查询 opens `/other/iframe/view?url=…&title=…` (one tab per address). Presets point at the mock's
 * own pages, so nothing needs the internet.
 */
export default function IframeSearchShowcase() {
  const { t } = useTranslation();
  const { navigate } = usePluginServices();
  const [values, setValues] = useState(() => ({
    url: samplePageUrl(),
    title: t('showcase.iframeSearch.sampleTitle'),
  }));
  const [version, setVersion] = useState(0);
  const preset = (url: string, title: string) => {
    setValues({ url, title });
    setVersion((n) => n + 1);
  };
  return (
    <ShowcasePage
      name="iframeSearch"
      libraries={['runtime SchemaForm']}
      reference="vab pro iframe/search.vue"
      source={() => import('./IframeSearchShowcase.tsx?source')}
      config={{ schema: searchForm.schema, uiSchema }}
    >
      <section className="jimu-showcase-card">
        <Space style={{ marginBottom: 16 }} wrap>
          <Typography.Text type="secondary">{t('showcase.iframeSearch.presets')}:</Typography.Text>
          <Button
            size="small"
            onClick={() => preset(samplePageUrl(), t('showcase.iframeSearch.sampleTitle'))}
          >
            {t('showcase.iframeSearch.sample')}
          </Button>
          <Button size="small" onClick={() => preset(apiPageUrl(), t('showcase.iframeSearch.apiTitle'))}>
            {t('showcase.iframeSearch.api')}
          </Button>
        </Space>
        <div data-testid="showcase-iframeSearch-form">
          <SchemaForm
            key={version}
            idPrefix="iframeSearch"
            schema={searchForm.schema}
            uiSchema={uiSchema}
            validator={validator}
            formData={values}
            layout="horizontal"
            submitLabel={t('showcase.iframeSearch.submit')}
            onChange={(next) => setValues(next as typeof values)}
            onSubmit={(submitted) => {
              const url = safeFrameUrl(String(submitted.url ?? ''));
              if (!url) return;
              const title = String(submitted.title ?? '').trim();
              navigate(
                `/other/iframe/view?url=${encodeURIComponent(url)}&title=${encodeURIComponent(title)}`,
              );
            }}
          />
        </div>
      </section>
    </ShowcasePage>
  );
}
