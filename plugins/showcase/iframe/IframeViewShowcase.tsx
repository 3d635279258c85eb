import Banner from '@douyinfe/semi-ui/lib/es/banner';
import Button from '@douyinfe/semi-ui/lib/es/button';
import Space from '@douyinfe/semi-ui/lib/es/space';
import Spin from '@douyinfe/semi-ui/lib/es/spin';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useCurrentTab, usePluginServices } from '../../../runtime/plugin';
import { ClippedText } from '../../../runtime/ui/text';
import { ShowcasePage } from '../shared/ShowcasePage';
import { safeFrameUrl } from './safeFrameUrl';

/**
 * /other/iframe/view?url=&title=: a page inside the console, one tab per address (dynamicNewTab),
 * renamed to `title` by tab key. Only http(s) loads; the frame is sandboxed without
 * allow-same-origin, so the page runs as an opaque origin and cannot read the console's token.
 */
export default function IframeViewShowcase() {
  const { t } = useTranslation();
  const { navigate } = usePluginServices();
  const { setMeta } = useCurrentTab();
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  const raw = query.get('url');
  const title = query.get('title')?.trim().slice(0, 30) || undefined;
  const url = safeFrameUrl(raw);
  const [loading, setLoading] = useState(true);
  const [reloads, setReloads] = useState(0);
  useEffect(() => {
    if (title) setMeta({ title });
  }, [title, setMeta]);
  return (
    <ShowcasePage
      name="iframeView"
      reference="vab pro iframe/view.vue"
      source={() => import('./IframeViewShowcase.tsx?source')}
    >
      {url ? (
        <>
          <Space wrap className="jimu-showcase-iframe-toolbar">
            <Button
              data-testid="showcase-iframeView-refresh"
              onClick={() => {
                setLoading(true);
                setReloads((n) => n + 1);
              }}
            >
              {t('showcase.iframeView.refresh')}
            </Button>
            <Button onClick={() => window.open(url, '_blank', 'noopener,noreferrer')}>
              {t('showcase.iframeView.openWindow')}
            </Button>
            <ClippedText text={`${t('showcase.iframeView.address')}: ${url}`} style={{ maxWidth: 480 }}>
              <Typography.Text type="secondary">
                {t('showcase.iframeView.address')}: <span data-testid="showcase-iframeView-url">{url}</span>
              </Typography.Text>
            </ClippedText>
          </Space>
          <Spin spinning={loading} tip={t('showcase.iframeView.loading')} size="large">
            <iframe
              key={reloads}
              src={url}
              title={t('showcase.iframeView.frameTitle', { title: title ?? url })}
              data-testid="showcase-iframeView-frame"
              sandbox="allow-scripts allow-forms allow-popups"
              referrerPolicy="no-referrer"
              onLoad={() => setLoading(false)}
              style={{
                display: 'block',
                width: '100%',
                height: 'max(420px, calc(100vh - 300px))',
                border: '1px solid var(--semi-color-border)',
                borderRadius: 6,
                background: '#fff',
              }}
            />
          </Spin>
        </>
      ) : (
        <Banner
          type={raw ? 'danger' : 'warning'}
          closeIcon={null}
          data-testid="showcase-iframeView-refused"
          title={raw ? t('showcase.iframeView.refused') : undefined}
          description={
            <Space vertical align="start">
              <span>
                {raw
                  ? t('showcase.iframeView.refusedDetail', { url: raw })
                  : t('showcase.iframeView.missing')}
              </span>
              <Button size="small" onClick={() => navigate('/other/iframe/search')}>
                {t('showcase.iframeView.toSearch')}
              </Button>
            </Space>
          }
        />
      )}
    </ShowcasePage>
  );
}
