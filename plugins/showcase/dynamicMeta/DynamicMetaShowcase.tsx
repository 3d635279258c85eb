import Button from '@douyinfe/semi-ui/lib/es/button';
import Input from '@douyinfe/semi-ui/lib/es/input';
import Space from '@douyinfe/semi-ui/lib/es/space';
import Switch from '@douyinfe/semi-ui/lib/es/switch';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useMemo, useState } from 'react';
import { usePluginServices } from '../../../runtime/plugin';
import { findRoute } from '../../../runtime/routing';
import { Card } from '../../../runtime/ui/card';
import { ShowcasePage } from '../shared/ShowcasePage';
import { IconChoice } from './IconChoice';
import './dynamicMeta.css';
import { useTranslation } from 'react-i18next';

const ROUTE = 'DynamicMeta';
const PATH = '/other/dynamicMeta';
const TABS_PATH = '/other/tabs';
const GRID = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))', gap: 16 };

/**
 * /other/dynamicMeta: a route's title, badge, dot, icon and highlighted menu changed at run time
 * through `changeMenuMeta` — the live menu, the tab, the breadcrumb and document.title
 * follow; `resetMenuMeta` (or a reload) brings the configured meta back.
 */
export default function DynamicMetaShowcase() {
  const { t } = useTranslation();
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
    <ShowcasePage
      name="dynamicMeta"
      libraries={['runtime changeMenuMeta']}
      reference="vab pro dynamicMeta/index.vue"
      source={() => import('./DynamicMetaShowcase.tsx?source')}
    >
      <Typography.Paragraph type="secondary" style={{ marginBottom: 16 }}>
        {t('showcase.dynamicMeta.note')}
      </Typography.Paragraph>
      <div style={GRID}>
        <Card title={t('showcase.dynamicMeta.titleCard')}>
          <Space vertical align="start" style={{ width: '100%' }}>
            <label htmlFor="jimu-showcase-meta-title">{t('showcase.dynamicMeta.titleLabel')}</label>
            <Input
              id="jimu-showcase-meta-title"
              data-testid="showcase-dynamicMeta-title"
              value={title}
              onChange={setTitle}
              onEnterPress={applyTitle}
              placeholder={t('showcase.dynamicMeta.titlePlaceholder')}
              validateStatus={titleError ? 'error' : 'default'}
              aria-invalid={titleError}
              aria-describedby={titleError ? 'jimu-showcase-meta-title-error' : undefined}
            />
            {titleError ? (
              <Typography.Text type="danger" id="jimu-showcase-meta-title-error">
                {t('showcase.dynamicMeta.titleRequired')}
              </Typography.Text>
            ) : null}
            <Space>
              <Button theme="solid" data-testid="showcase-dynamicMeta-apply" onClick={applyTitle}>
                {t('showcase.dynamicMeta.apply')}
              </Button>
              <Button
                data-testid="showcase-dynamicMeta-resetTitle"
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
                {t('showcase.dynamicMeta.reset')}
              </Button>
            </Space>
          </Space>
        </Card>
        <Card title={t('showcase.dynamicMeta.badgeCard')}>
          <Space vertical align="start">
            <Typography.Text data-testid="showcase-dynamicMeta-badgeNow">
              {t('showcase.dynamicMeta.badgeNow', { badge: badge ?? t('showcase.dynamicMeta.none') })}
            </Typography.Text>
            <Space wrap>
              <Button
                data-testid="showcase-dynamicMeta-badgePlus"
                onClick={() => changeMenuMeta(ROUTE, { badge: count + 1 })}
              >
                {t('showcase.dynamicMeta.badgePlus')}
              </Button>
              <Button
                data-testid="showcase-dynamicMeta-badgeZero"
                onClick={() => changeMenuMeta(ROUTE, { badge: 0 })}
              >
                {t('showcase.dynamicMeta.badgeZero')}
              </Button>
              <Button
                data-testid="showcase-dynamicMeta-badgeRemove"
                onClick={() => changeMenuMeta(ROUTE, { badge: undefined })}
              >
                {t('showcase.dynamicMeta.badgeRemove')}
              </Button>
            </Space>
            <Space>
              <Switch
                checked={meta?.dot === true}
                onChange={(dot) => changeMenuMeta(ROUTE, { dot })}
                aria-labelledby="jimu-showcase-meta-dot"
                data-testid="showcase-dynamicMeta-dot"
              />
              <span id="jimu-showcase-meta-dot">{t('showcase.dynamicMeta.dot')}</span>
            </Space>
          </Space>
        </Card>
        <Card title={t('showcase.dynamicMeta.iconCard')}>
          <IconChoice
            icons={icons}
            value={meta?.icon}
            label={t('showcase.dynamicMeta.iconLabel')}
            filterLabel={t('showcase.dynamicMeta.iconFilter')}
            hint={t('showcase.dynamicMeta.iconHint')}
            onChange={(icon) => changeMenuMeta(ROUTE, { icon, isCustomSvg: false })}
          />
        </Card>
        <Card title={t('showcase.dynamicMeta.highlightCard')}>
          <Space vertical align="start">
            <Typography.Text data-testid="showcase-dynamicMeta-highlightNow">
              {t('showcase.dynamicMeta.highlightNow', { menu: meta?.activeMenu ?? PATH })}
            </Typography.Text>
            <Space>
              <Button
                data-testid="showcase-dynamicMeta-highlight"
                onClick={() => changeMenuMeta(ROUTE, { activeMenu: TABS_PATH })}
              >
                {t('showcase.dynamicMeta.highlightTabs')}
              </Button>
              <Button
                data-testid="showcase-dynamicMeta-resetHighlight"
                onClick={() => changeMenuMeta(ROUTE, { activeMenu: undefined })}
              >
                {t('showcase.dynamicMeta.reset')}
              </Button>
            </Space>
          </Space>
        </Card>
      </div>
      <Button
        style={{ marginTop: 16 }}
        data-testid="showcase-dynamicMeta-resetAll"
        onClick={() => {
          setTitle('');
          resetMenuMeta(ROUTE);
        }}
      >
        {t('showcase.dynamicMeta.resetAll')}
      </Button>
    </ShowcasePage>
  );
}
