import Button from '@douyinfe/semi-ui/lib/es/button';
import Input from '@douyinfe/semi-ui/lib/es/input';
import Radio from '@douyinfe/semi-ui/lib/es/radio';
import RadioGroup from '@douyinfe/semi-ui/lib/es/radio/radioGroup';
import Skeleton from '@douyinfe/semi-ui/lib/es/skeleton';
import Space from '@douyinfe/semi-ui/lib/es/space';
import Spin from '@douyinfe/semi-ui/lib/es/spin';
import Switch from '@douyinfe/semi-ui/lib/es/switch';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isOneOf } from '../../../runtime/lib';
import { usePluginServices } from '../../../runtime/plugin';
import { Card } from '../../../runtime/ui/card';
import { ShowcasePage } from '../shared/ShowcasePage';
import { type LoadingStyle, showLoading } from './showLoading';

const STYLES: readonly LoadingStyle[] = ['spin', 'dots', 'bar'];

const GRID = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))', gap: 16 };

/** /other/loading: the loading patterns of the console in one place. */
export default function LoadingShowcase() {
  const { t } = useTranslation();
  const { progress } = usePluginServices();
  const [style, setStyle] = useState<LoadingStyle>('spin');
  const [text, setText] = useState('');
  const [area, setArea] = useState(false);
  const [busy, setBusy] = useState(false);
  const [skeleton, setSkeleton] = useState(true);
  const timers = useRef<number[]>([]);
  const closeOverlay = useRef<(() => void) | null>(null);
  useEffect(
    () => () => {
      for (const timer of timers.current) window.clearTimeout(timer);
      closeOverlay.current?.();
    },
    [],
  );
  return (
    <ShowcasePage
      name="loading"
      libraries={['Semi Spin', 'Semi Skeleton']}
      reference="vab pro loading, vben examples/loading"
      source={() => import('./LoadingShowcase.tsx?source')}
    >
      <div style={GRID}>
        <Card title={t('showcase.loading.fullscreen')}>
          <Space vertical align="start" style={{ width: '100%' }}>
            <RadioGroup
              value={style}
              onChange={(event) => isOneOf(STYLES, event.target.value) && setStyle(event.target.value)}
              aria-label={t('showcase.loading.style')}
            >
              <Radio value="spin">{t('showcase.loading.spin')}</Radio>
              <Radio value="dots">{t('showcase.loading.dots')}</Radio>
              <Radio value="bar">{t('showcase.loading.bar')}</Radio>
            </RadioGroup>
            <Input
              aria-label={t('showcase.loading.text')}
              value={text}
              onChange={setText}
              placeholder={t('showcase.loading.defaultText')}
            />
            <Button
              theme="solid"
              data-testid="showcase-loading-fullscreen"
              onClick={() => {
                closeOverlay.current = showLoading({
                  text: text.trim() || t('showcase.loading.defaultText'),
                  style,
                  duration: 3000,
                  cancelText: t('showcase.loading.cancel'),
                });
              }}
            >
              {t('showcase.loading.open')}
            </Button>
          </Space>
        </Card>
        <Card title={t('showcase.loading.area')}>
          <Spin spinning={area} tip={t('showcase.loading.defaultText')}>
            <Typography.Paragraph style={{ minHeight: 60 }}>
              {t('showcase.loading.areaBody')}
            </Typography.Paragraph>
          </Spin>
          <Button data-testid="showcase-loading-area" onClick={() => setArea((on) => !on)}>
            {t('showcase.loading.areaToggle')}
          </Button>
        </Card>
        <Card title={t('showcase.loading.button')}>
          <Button
            theme="solid"
            loading={busy}
            aria-disabled={busy}
            data-testid="showcase-loading-button"
            onClick={() => {
              // Semi draws its spinner only on an enabled button; the click is refused here instead.
              if (busy) return;
              setBusy(true);
              timers.current.push(window.setTimeout(() => setBusy(false), 2000));
            }}
          >
            {t('showcase.loading.buttonLabel')}
          </Button>
        </Card>
        <Card title={t('showcase.loading.skeleton')}>
          <Space style={{ marginBottom: 12 }}>
            <Switch checked={skeleton} onChange={setSkeleton} aria-labelledby="jimu-showcase-skeleton" />
            <span id="jimu-showcase-skeleton">{t('showcase.loading.skeletonToggle')}</span>
          </Space>
          <Skeleton
            loading={skeleton}
            active
            placeholder={
              <div>
                <Skeleton.Title style={{ width: 160, marginBottom: 12 }} />
                <Skeleton.Paragraph rows={3} />
              </div>
            }
          >
            <Typography.Title heading={6}>{t('showcase.loading.skeletonTitle')}</Typography.Title>
            <Typography.Paragraph>{t('showcase.loading.skeletonBody')}</Typography.Paragraph>
          </Skeleton>
        </Card>
        <Card title={t('showcase.loading.progress')}>
          <Typography.Paragraph type="secondary">{t('showcase.loading.progressHint')}</Typography.Paragraph>
          <Space>
            <Button data-testid="showcase-loading-progressStart" onClick={() => progress.start()}>
              {t('showcase.loading.progressStart')}
            </Button>
            <Button data-testid="showcase-loading-progressDone" onClick={() => progress.done()}>
              {t('showcase.loading.progressDone')}
            </Button>
          </Space>
        </Card>
      </div>
    </ShowcasePage>
  );
}
