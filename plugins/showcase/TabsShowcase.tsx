import Button from '@douyinfe/semi-ui/lib/es/button';
import Input from '@douyinfe/semi-ui/lib/es/input';
import Space from '@douyinfe/semi-ui/lib/es/space';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../runtime/ui/card';
import { ShowcasePage } from './shared/ShowcasePage';

const ROWS = Array.from({ length: 120 }, (_, i) => i + 1);

/**
 * The /other/tabs demo: what keep-alive keeps. Type a note, count a few clicks and scroll
 * the list, switch to another tab and back — all three are still there; a route marked noKeepAlive
 * or a tab evicted after keepAliveMax starts fresh.
 */
export default function TabsShowcase() {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const [count, setCount] = useState(0);
  return (
    <ShowcasePage
      name="tabs"
      libraries={['Semi Card · Input']}
      reference="vab pro tabs (keep-alive)"
      source={() => import('./TabsShowcase.tsx?source')}
    >
      <Space vertical align="start" spacing="medium" style={{ width: '100%' }}>
        <Card title={t('showcase.tabsShowcase.title')} style={{ width: '100%' }}>
          <Typography.Paragraph type="secondary">{t('showcase.tabsShowcase.intro')}</Typography.Paragraph>
          <Space vertical align="start">
            <label htmlFor="tabs-showcase-note">{t('showcase.tabsShowcase.note')}</label>
            <Input
              id="tabs-showcase-note"
              data-testid="tabs-showcase-note"
              value={note}
              onChange={setNote}
              placeholder={t('showcase.tabsShowcase.placeholder')}
              style={{ width: 320 }}
            />
            <Button data-testid="tabs-showcase-count" onClick={() => setCount((n) => n + 1)}>
              {t('showcase.tabsShowcase.count', { count })}
            </Button>
          </Space>
        </Card>
        <Card title={t('showcase.tabsShowcase.list')} style={{ width: '100%' }}>
          <ol data-testid="tabs-showcase-list" style={{ margin: 0, paddingLeft: 24, lineHeight: '32px' }}>
            {ROWS.map((row) => (
              <li key={row}>{t('showcase.tabsShowcase.row', { row })}</li>
            ))}
          </ol>
        </Card>
      </Space>
    </ShowcasePage>
  );
}
