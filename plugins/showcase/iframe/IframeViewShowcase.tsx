import Banner from '@douyinfe/semi-ui/lib/es/banner';
import Button from '@douyinfe/semi-ui/lib/es/button';
import Space from '@douyinfe/semi-ui/lib/es/space';
import Spin from '@douyinfe/semi-ui/lib/es/spin';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useCurrentTab, usePluginServices } from '../../../runtime/plugin';
import { DemoPage } from '../shared/DemoPage';
import { useDemoMessages } from '../shared/demoMessages';
import { view as messages } from './messages';
import { safeFrameUrl } from './safeFrameUrl';

/**
 * /other/iframe/view?url=&title=: a page inside the console, one tab per address (dynamicNewTab),
 * renamed to `title` by tab key. Only http(s) loads; the frame is sandboxed without
 * allow-same-origin, so the page runs as an opaque origin and cannot read the console's token.
 */
export default function IframeViewDemo() {
  const { t } = useDemoMessages(messages);
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
    <DemoPage
      name="iframeView"
      reference="vab pro iframe/view.vue"
      source={() => import('./IframeViewDemo.tsx?source')}
    >
      {url ? (
        <>
          <Space wrap className="jimu-demo-iframe-toolbar">
            <Button
              data-testid="demo-iframeView-refresh"
              onClick={() => {
                setLoading(true);
                setReloads((n) => n + 1);
              }}
            >
              {t('demo.iframeView.refresh')}
            </Button>
            <Button onClick={() => window.open(url, '_blank', 'noopener,noreferrer')}>
              {t('demo.iframeView.openWindow')}
            </Button>
            <Typography.Text type="secondary" ellipsis={{ showTooltip: true }} style={{ maxWidth: 480 }}>
              {t('demo.iframeView.address')}: <span data-testid="demo-iframeView-url">{url}</span>
            </Typography.Text>
          </Space>
          <Spin spinning={loading} tip={t('demo.iframeView.loading')} size="large">
            <iframe
              key={reloads}
              src={url}
              title={t('demo.iframeView.frameTitle', { title: title ?? url })}
              data-testid="demo-iframeView-frame"
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
          data-testid="demo-iframeView-refused"
          title={raw ? t('demo.iframeView.refused') : undefined}
          description={
            <Space vertical align="start">
              <span>
                {raw ? t('demo.iframeView.refusedDetail', { url: raw }) : t('demo.iframeView.missing')}
              </span>
              <Button size="small" onClick={() => navigate('/other/iframe/search')}>
                {t('demo.iframeView.toSearch')}
              </Button>
            </Space>
          }
        />
      )}
    </DemoPage>
  );
}
