import Button from '@douyinfe/semi-ui/lib/es/button';
import Card from '@douyinfe/semi-ui/lib/es/card';
import Input from '@douyinfe/semi-ui/lib/es/input';
import Space from '@douyinfe/semi-ui/lib/es/space';
import Switch from '@douyinfe/semi-ui/lib/es/switch';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useMemo, useState } from 'react';
import { usePluginServices } from '../../../runtime/plugin';
import { findRoute } from '../../../runtime/routing';
import { DemoPage } from '../shared/DemoPage';
import { useDemoMessages } from '../shared/demoMessages';
import { IconChoice } from './IconChoice';
import { messages } from './messages';
import './dynamicMeta.css';

const ROUTE = 'DynamicMeta';
const PATH = '/other/dynamicMeta';
const TABS_PATH = '/other/tabs';
const GRID = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))', gap: 16 };

/**
 * /other/dynamicMeta: a route's title, badge, dot, icon and highlighted menu changed at run time
 * through `changeMenuMeta` (#17.2) — the live menu, the tab, the breadcrumb and document.title
 * follow; `resetMenuMeta` (or a reload) brings the configured meta back.
 */
export default function DynamicMetaDemo() {
  const { t } = useDemoMessages(messages);
  const { routes, icons, changeMenuMeta, resetMenuMeta } = usePluginServices();
  const meta = useMemo(() => findRoute(routes, PATH)?.chain.at(-1)?.meta, [routes]);
  const [title, setTitle] = useState('');
  const [titleError, setTitleError] = useState(false);
  const badge = meta?.badge;
  const count = typeof badge === 'number' ? badge : Number(badge) || 0;
  const applyTitle = () => {
    if (title.trim() === '') {
      setTitleError(true);
      return;
    }
    setTitleError(false);
    changeMenuMeta(ROUTE, { title: title.trim() });
  };
  return (
    <DemoPage
      name="dynamicMeta"
      libraries={['runtime changeMenuMeta']}
      reference="vab pro dynamicMeta/index.vue"
      source={() => import('./DynamicMetaDemo.tsx?source')}
    >
      <Typography.Paragraph type="secondary" style={{ marginBottom: 16 }}>
        {t('demo.dynamicMeta.note')}
      </Typography.Paragraph>
      <div style={GRID}>
        <Card title={t('demo.dynamicMeta.titleCard')}>
          <Space vertical align="start" style={{ width: '100%' }}>
            <label htmlFor="jimu-demo-meta-title">{t('demo.dynamicMeta.titleLabel')}</label>
            <Input
              id="jimu-demo-meta-title"
              data-testid="demo-dynamicMeta-title"
              value={title}
              onChange={setTitle}
              onEnterPress={applyTitle}
              placeholder={t('demo.dynamicMeta.titlePlaceholder')}
              validateStatus={titleError ? 'error' : 'default'}
              aria-invalid={titleError}
              aria-describedby={titleError ? 'jimu-demo-meta-title-error' : undefined}
            />
            {titleError ? (
              <Typography.Text type="danger" id="jimu-demo-meta-title-error">
                {t('demo.dynamicMeta.titleRequired')}
              </Typography.Text>
            ) : null}
            <Space>
              <Button theme="solid" data-testid="demo-dynamicMeta-apply" onClick={applyTitle}>
                {t('demo.dynamicMeta.apply')}
              </Button>
              <Button
                data-testid="demo-dynamicMeta-resetTitle"
                onClick={() => {
                  // Back to the configured title only: what else was changed stays as shown.
                  setTitle('');
                  resetMenuMeta(ROUTE);
                  changeMenuMeta(ROUTE, {
                    badge: meta?.badge,
                    dot: meta?.dot,
                    icon: meta?.icon,
                    isCustomSvg: meta?.isCustomSvg,
                    activeMenu: meta?.activeMenu,
                  });
                }}
              >
                {t('demo.dynamicMeta.reset')}
              </Button>
            </Space>
          </Space>
        </Card>
        <Card title={t('demo.dynamicMeta.badgeCard')}>
          <Space vertical align="start">
            <Typography.Text data-testid="demo-dynamicMeta-badgeNow">
              {t('demo.dynamicMeta.badgeNow', { badge: badge ?? t('demo.dynamicMeta.none') })}
            </Typography.Text>
            <Space wrap>
              <Button
                data-testid="demo-dynamicMeta-badgePlus"
                onClick={() => changeMenuMeta(ROUTE, { badge: count + 1 })}
              >
                {t('demo.dynamicMeta.badgePlus')}
              </Button>
              <Button
                data-testid="demo-dynamicMeta-badgeZero"
                onClick={() => changeMenuMeta(ROUTE, { badge: 0 })}
              >
                {t('demo.dynamicMeta.badgeZero')}
              </Button>
              <Button
                data-testid="demo-dynamicMeta-badgeRemove"
                onClick={() => changeMenuMeta(ROUTE, { badge: undefined })}
              >
                {t('demo.dynamicMeta.badgeRemove')}
              </Button>
            </Space>
            <Space>
              <Switch
                checked={meta?.dot === true}
                onChange={(dot) => changeMenuMeta(ROUTE, { dot })}
                aria-labelledby="jimu-demo-meta-dot"
                data-testid="demo-dynamicMeta-dot"
              />
              <span id="jimu-demo-meta-dot">{t('demo.dynamicMeta.dot')}</span>
            </Space>
          </Space>
        </Card>
        <Card title={t('demo.dynamicMeta.iconCard')}>
          <IconChoice
            icons={icons}
            value={meta?.icon}
            label={t('demo.dynamicMeta.iconLabel')}
            filterLabel={t('demo.dynamicMeta.iconFilter')}
            hint={t('demo.dynamicMeta.iconHint')}
            onChange={(icon) => changeMenuMeta(ROUTE, { icon, isCustomSvg: false })}
          />
        </Card>
        <Card title={t('demo.dynamicMeta.highlightCard')}>
          <Space vertical align="start">
            <Typography.Text data-testid="demo-dynamicMeta-highlightNow">
              {t('demo.dynamicMeta.highlightNow', { menu: meta?.activeMenu ?? PATH })}
            </Typography.Text>
            <Space>
              <Button
                data-testid="demo-dynamicMeta-highlight"
                onClick={() => changeMenuMeta(ROUTE, { activeMenu: TABS_PATH })}
              >
                {t('demo.dynamicMeta.highlightTabs')}
              </Button>
              <Button
                data-testid="demo-dynamicMeta-resetHighlight"
                onClick={() => changeMenuMeta(ROUTE, { activeMenu: undefined })}
              >
                {t('demo.dynamicMeta.reset')}
              </Button>
            </Space>
          </Space>
        </Card>
      </div>
      <Button
        style={{ marginTop: 16 }}
        data-testid="demo-dynamicMeta-resetAll"
        onClick={() => {
          setTitle('');
          resetMenuMeta(ROUTE);
        }}
      >
        {t('demo.dynamicMeta.resetAll')}
      </Button>
    </DemoPage>
  );
}
