import Banner from '@douyinfe/semi-ui/lib/es/banner';
import Button from '@douyinfe/semi-ui/lib/es/button';
import Card from '@douyinfe/semi-ui/lib/es/card';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useEffect } from 'react';
import { useCurrentTab, usePluginServices } from '../../../runtime/plugin';
import { DemoPage } from '../shared/DemoPage';
import { useDemoMessages } from '../shared/demoMessages';
import { query as messages } from './messages';
import { useRouteInfo } from './useRouteInfo';

/**
 * /other/dynamicSegment/test2?id=: the query variant, one tab per id (dynamicNewTab), each renamed
 * by tab key to `Query Id=<id>`.
 */
export default function QueryDemo() {
  const { t } = useDemoMessages(messages);
  const { navigate } = usePluginServices();
  const { setMeta } = useCurrentTab();
  const info = useRouteInfo();
  const id = info.query.id;
  useEffect(() => {
    if (id) setMeta({ title: `Query Id=${id}` });
  }, [id, setMeta]);
  return (
    <DemoPage
      name="dynamicSegmentQuery"
      reference="vab pro dynamicSegment/test2.vue"
      source={() => import('./QueryDemo.tsx?source')}
    >
      <Card>
        {id ? (
          <Typography.Title heading={5} data-testid="demo-dynamicSegmentQuery-id">
            {t('demo.dynamicSegmentQuery.current', { id })}
          </Typography.Title>
        ) : (
          <Banner
            type="warning"
            closeIcon={null}
            description={t('demo.dynamicSegmentQuery.missing')}
            data-testid="demo-dynamicSegmentQuery-missing"
          />
        )}
        <Typography.Paragraph type="secondary" style={{ margin: '12px 0' }}>
          {t('demo.dynamicSegmentQuery.howTo')}
        </Typography.Paragraph>
        <Button onClick={() => navigate('/other/dynamicSegment/test1/1')}>
          {t('demo.dynamicSegmentQuery.back')}
        </Button>
      </Card>
      <Card title={t('demo.dynamicSegmentQuery.route')}>
        <pre className="jimu-demo-code" data-testid="demo-dynamicSegmentQuery-route">
          {JSON.stringify(info, null, 2)}
        </pre>
      </Card>
    </DemoPage>
  );
}
