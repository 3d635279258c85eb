import Button from '@douyinfe/semi-ui/lib/es/button';
import Card from '@douyinfe/semi-ui/lib/es/card';
import InputNumber from '@douyinfe/semi-ui/lib/es/inputNumber';
import Space from '@douyinfe/semi-ui/lib/es/space';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useEffect, useState } from 'react';
import { useCurrentTab, usePluginServices } from '../../../runtime/plugin';
import { DemoPage } from '../shared/DemoPage';
import { useDemoMessages } from '../shared/demoMessages';
import { params as messages } from './messages';
import { useRouteInfo } from './useRouteInfo';

const BASE = '/other/dynamicSegment';

/**
 * /other/dynamicSegment/test1/:id (and the menu entry test1/1): a path parameter with one tab per
 * value. Each `:id` page renames its own tab by tab key (`useCurrentTab().setMeta`), so the other
 * open ids keep their names.
 */
export default function ParamsDemo() {
  const { t } = useDemoMessages(messages);
  const { navigate } = usePluginServices();
  const { setMeta } = useCurrentTab();
  const info = useRouteInfo();
  // The menu entry test1/1 is a static route: its id is in the path, not in a parameter.
  const id = info.params.id ?? '1';
  const [next, setNext] = useState<number | string>(Number(id) + 1);
  const valid = Number.isInteger(Number(next)) && Number(next) >= 1 && Number(next) <= 9999;
  useEffect(() => {
    if (info.params.id !== undefined) setMeta({ title: `Params Id=${info.params.id}` });
  }, [info.params.id, setMeta]);
  return (
    <DemoPage
      name="dynamicSegmentParams"
      reference="vab pro dynamicSegment/test1.vue"
      source={() => import('./ParamsDemo.tsx?source')}
    >
      <Card>
        <Typography.Title heading={5} data-testid="demo-dynamicSegmentParams-id">
          {t('demo.dynamicSegmentParams.current', { id })}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('demo.dynamicSegmentParams.howTo')}</Typography.Paragraph>
        <Space wrap align="start">
          <div>
            <InputNumber
              aria-label={t('demo.dynamicSegmentParams.idLabel')}
              data-testid="demo-dynamicSegmentParams-input"
              min={1}
              max={9999}
              precision={0}
              value={next}
              onChange={setNext}
              style={{ width: 140 }}
              validateStatus={valid ? 'default' : 'error'}
            />
            {valid ? null : (
              <Typography.Text type="danger" size="small" style={{ display: 'block' }}>
                {t('demo.dynamicSegmentParams.idInvalid')}
              </Typography.Text>
            )}
          </div>
          <Button
            theme="solid"
            disabled={!valid}
            data-testid="demo-dynamicSegmentParams-open"
            onClick={() => navigate(`${BASE}/test1/${Number(next)}`)}
          >
            {t('demo.dynamicSegmentParams.open', { id: valid ? Number(next) : '?' })}
          </Button>
          <Button
            disabled={!valid}
            data-testid="demo-dynamicSegmentParams-openQuery"
            onClick={() => navigate(`${BASE}/test2?id=${Number(next)}`)}
          >
            {t('demo.dynamicSegmentParams.openQuery')}
          </Button>
        </Space>
      </Card>
      <Card title={t('demo.dynamicSegmentParams.route')}>
        <pre className="jimu-demo-code" data-testid="demo-dynamicSegmentParams-route">
          {JSON.stringify(info, null, 2)}
        </pre>
      </Card>
    </DemoPage>
  );
}
