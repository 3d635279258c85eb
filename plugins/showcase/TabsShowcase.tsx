import Button from '@douyinfe/semi-ui/lib/es/button';
import Card from '@douyinfe/semi-ui/lib/es/card';
import Input from '@douyinfe/semi-ui/lib/es/input';
import Space from '@douyinfe/semi-ui/lib/es/space';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoPage } from './shared/DemoPage';

const ROWS = Array.from({ length: 120 }, (_, i) => i + 1);

/**
 * The /other/tabs demo: what keep-alive keeps (LY-06). Type a note, count a few clicks and scroll
 * the list, switch to another tab and back — all three are still there; a route marked noKeepAlive
 * or a tab evicted after keepAliveMax starts fresh.
 */
export default function TabsDemo() {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const [count, setCount] = useState(0);
  return (
    <DemoPage
      name="tabs"
      libraries={['Semi Card · Input']}
      reference="vab pro tabs (keep-alive)"
      source={() => import('./TabsDemo.tsx?source')}
    >
      <Space vertical align="start" spacing="medium" style={{ width: '100%' }}>
        <Card title={t('demo.tabsDemo.title')} style={{ width: '100%' }}>
          <Typography.Paragraph type="secondary">{t('demo.tabsDemo.intro')}</Typography.Paragraph>
          <Space vertical align="start">
            <label htmlFor="tabs-demo-note">{t('demo.tabsDemo.note')}</label>
            <Input
              id="tabs-demo-note"
              data-testid="tabs-demo-note"
              value={note}
              onChange={setNote}
              placeholder={t('demo.tabsDemo.placeholder')}
              style={{ width: 320 }}
            />
            <Button data-testid="tabs-demo-count" onClick={() => setCount((n) => n + 1)}>
              {t('demo.tabsDemo.count', { count })}
            </Button>
          </Space>
        </Card>
        <Card title={t('demo.tabsDemo.list')} style={{ width: '100%' }}>
          <ol data-testid="tabs-demo-list" style={{ margin: 0, paddingLeft: 24, lineHeight: '32px' }}>
            {ROWS.map((row) => (
              <li key={row}>{t('demo.tabsDemo.row', { row })}</li>
            ))}
          </ol>
        </Card>
      </Space>
    </DemoPage>
  );
}
