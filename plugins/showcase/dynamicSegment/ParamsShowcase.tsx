import Button from '@douyinfe/semi-ui/lib/es/button';
import InputNumber from '@douyinfe/semi-ui/lib/es/inputNumber';
import Space from '@douyinfe/semi-ui/lib/es/space';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentTab, usePluginServices } from '../../../runtime/plugin';
import { Card } from '../../../runtime/ui/card';
import { ShowcasePage } from '../shared/ShowcasePage';
import { useRouteInfo } from './useRouteInfo';

const BASE = '/other/dynamicSegment';

/**
 * /other/dynamicSegment/test1/:id (and the menu entry test1/1): a path parameter with one tab per
 * value. Each `:id` page renames its own tab by tab key (`useCurrentTab().setMeta`), so the other
 * open ids keep their names.
 */
export default function ParamsShowcase() {
  const { t } = useTranslation();
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
    <ShowcasePage
      name="dynamicSegmentParams"
      reference="vab pro dynamicSegment/test1.vue"
      source={() => import('./ParamsShowcase.tsx?source')}
    >
      <Card>
        <Typography.Title heading={5} data-testid="showcase-dynamicSegmentParams-id">
          {t('showcase.dynamicSegmentParams.current', { id })}
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          {t('showcase.dynamicSegmentParams.howTo')}
        </Typography.Paragraph>
        <Space wrap align="start">
          <div>
            <InputNumber
              aria-label={t('showcase.dynamicSegmentParams.idLabel')}
              data-testid="showcase-dynamicSegmentParams-input"
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
                {t('showcase.dynamicSegmentParams.idInvalid')}
              </Typography.Text>
            )}
          </div>
          <Button
            theme="solid"
            disabled={!valid}
            data-testid="showcase-dynamicSegmentParams-open"
            onClick={() => navigate(`${BASE}/test1/${Number(next)}`)}
          >
            {t('showcase.dynamicSegmentParams.open', { id: valid ? Number(next) : '?' })}
          </Button>
          <Button
            disabled={!valid}
            data-testid="showcase-dynamicSegmentParams-openQuery"
            onClick={() => navigate(`${BASE}/test2?id=${Number(next)}`)}
          >
            {t('showcase.dynamicSegmentParams.openQuery')}
          </Button>
        </Space>
      </Card>
      <Card title={t('showcase.dynamicSegmentParams.route')}>
        <pre className="jimu-showcase-code" data-testid="showcase-dynamicSegmentParams-route">
          {JSON.stringify(info, null, 2)}
        </pre>
      </Card>
    </ShowcasePage>
  );
}
