import Banner from '@douyinfe/semi-ui/lib/es/banner';
import Button from '@douyinfe/semi-ui/lib/es/button';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentTab, usePluginServices } from '../../../runtime/plugin';
import { Card } from '../../../runtime/ui/card';
import { ShowcasePage } from '../shared/ShowcasePage';
import { useRouteInfo } from './useRouteInfo';

/**
 * /other/dynamicSegment/test2?id=: the query variant, one tab per id (dynamicNewTab), each renamed
 * by tab key to `Query Id=<id>`.
 */
export default function QueryShowcase() {
  const { t } = useTranslation();
  const { navigate } = usePluginServices();
  const { setMeta } = useCurrentTab();
  const info = useRouteInfo();
  const id = info.query.id;
  useEffect(() => {
    if (id) setMeta({ title: `Query Id=${id}` });
  }, [id, setMeta]);
  return (
    <ShowcasePage
      name="dynamicSegmentQuery"
      reference="vab pro dynamicSegment/test2.vue"
      source={() => import('./QueryShowcase.tsx?source')}
    >
      <Card>
        {id ? (
          <Typography.Title heading={5} data-testid="showcase-dynamicSegmentQuery-id">
            {t('showcase.dynamicSegmentQuery.current', { id })}
          </Typography.Title>
        ) : (
          <Banner
            type="warning"
            closeIcon={null}
            description={t('showcase.dynamicSegmentQuery.missing')}
            data-testid="showcase-dynamicSegmentQuery-missing"
          />
        )}
        <Typography.Paragraph type="secondary" style={{ margin: '12px 0' }}>
          {t('showcase.dynamicSegmentQuery.howTo')}
        </Typography.Paragraph>
        <Button onClick={() => navigate('/other/dynamicSegment/test1/1')}>
          {t('showcase.dynamicSegmentQuery.back')}
        </Button>
      </Card>
      <Card title={t('showcase.dynamicSegmentQuery.route')}>
        <pre className="jimu-showcase-code" data-testid="showcase-dynamicSegmentQuery-route">
          {JSON.stringify(info, null, 2)}
        </pre>
      </Card>
    </ShowcasePage>
  );
}
