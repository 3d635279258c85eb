import Button from '@douyinfe/semi-ui/lib/es/button';
import Input from '@douyinfe/semi-ui/lib/es/input';
import InputNumber from '@douyinfe/semi-ui/lib/es/inputNumber';
import Space from '@douyinfe/semi-ui/lib/es/space';
import Switch from '@douyinfe/semi-ui/lib/es/switch';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../runtime/ui/card';
import { ShowcasePage } from '../shared/ShowcasePage';
import { StatCard } from './StatCard';
import { useCountUp } from './useCountUp';

interface Settings {
  startVal: number | string;
  endVal: number | string;
  duration: number | string;
  decimals: number | string;
  separator: string;
  prefix: string;
  suffix: string;
  easing: boolean;
}

const INITIAL: Settings = {
  startVal: 0,
  endVal: 2026,
  duration: 2000,
  decimals: 0,
  separator: ',',
  prefix: '',
  suffix: '',
  easing: true,
};

const isNumber = (value: unknown) => value !== '' && Number.isFinite(Number(value));

function Field({ label, id, children }: { label: string; id: string; children: ReactNode }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

/** /other/count: countup.js behind a small hook, configurable, plus four cards counting to API totals. */
export default function CountShowcase() {
  const { t } = useTranslation();
  const [settings, setSettings] = useState(INITIAL);
  const [paused, setPaused] = useState(false);
  const value = useRef<HTMLSpanElement>(null);
  const valid =
    isNumber(settings.startVal) &&
    isNumber(settings.endVal) &&
    isNumber(settings.duration) &&
    Number(settings.duration) >= 0 &&
    Number(settings.duration) <= 60000 &&
    Number.isInteger(Number(settings.decimals)) &&
    Number(settings.decimals) >= 0 &&
    Number(settings.decimals) <= 6;
  const counter = useCountUp(value, Number(settings.endVal), {
    startVal: Number(settings.startVal),
    duration: Number(settings.duration) / 1000,
    decimalPlaces: Number(settings.decimals),
    separator: settings.separator,
    useGrouping: settings.separator !== '',
    prefix: settings.prefix,
    suffix: settings.suffix,
    useEasing: settings.easing,
  });
  const set = (key: keyof Settings) => (next: unknown) => setSettings((s) => ({ ...s, [key]: next }));
  const number = (
    key: 'startVal' | 'endVal' | 'duration' | 'decimals',
    extra: Record<string, unknown> = {},
  ) => (
    <Field label={t(`showcase.count.${key}`)} id={`jimu-showcase-count-${key}`}>
      <InputNumber
        id={`jimu-showcase-count-${key}`}
        data-testid={`showcase-count-${key}`}
        value={settings[key]}
        onChange={set(key)}
        style={{ width: 160 }}
        {...extra}
      />
    </Field>
  );
  const text = (key: 'separator' | 'prefix' | 'suffix') => (
    <Field label={t(`showcase.count.${key}`)} id={`jimu-showcase-count-${key}`}>
      <Input
        id={`jimu-showcase-count-${key}`}
        data-testid={`showcase-count-${key}`}
        value={settings[key]}
        onChange={set(key)}
        maxLength={8}
        style={{ width: 120 }}
      />
    </Field>
  );
  return (
    <ShowcasePage
      name="count"
      libraries={['countup.js 2.10 · 2.2 KB']}
      reference="vab pro count/index.vue, vben examples/count-to"
      source={() => import('./CountShowcase.tsx?source')}
    >
      <Card title={t('showcase.count.settings')}>
        <Space wrap align="end" spacing="loose">
          {number('startVal')}
          {number('endVal')}
          {number('duration', { min: 0, max: 60000, step: 100 })}
          {number('decimals', { min: 0, max: 6, precision: 0 })}
          {text('separator')}
          {text('prefix')}
          {text('suffix')}
          <Field label={t('showcase.count.easing')} id="jimu-showcase-count-easing">
            <Switch id="jimu-showcase-count-easing" checked={settings.easing} onChange={set('easing')} />
          </Field>
        </Space>
        {valid ? null : (
          <Typography.Paragraph type="danger" style={{ marginTop: 8 }}>
            {t('showcase.count.invalid')}
          </Typography.Paragraph>
        )}
        <div style={{ fontSize: 48, fontWeight: 700, margin: '24px 0', fontVariantNumeric: 'tabular-nums' }}>
          <span ref={value} data-testid="showcase-count-value" aria-live="off">
            {String(settings.startVal)}
          </span>
        </div>
        <Space wrap>
          <Button
            theme="solid"
            disabled={!valid}
            data-testid="showcase-count-start"
            onClick={() => {
              setPaused(false);
              counter.start();
            }}
          >
            {t('showcase.count.start')}
          </Button>
          <Button
            data-testid="showcase-count-pause"
            onClick={() => {
              setPaused((p) => !p);
              counter.pauseResume();
            }}
          >
            {paused ? t('showcase.count.resume') : t('showcase.count.pause')}
          </Button>
          <Button
            onClick={() => {
              setPaused(false);
              counter.reset();
            }}
          >
            {t('showcase.count.reset')}
          </Button>
          <Button
            onClick={() =>
              setSettings((s) => ({ ...s, endVal: Math.round(Math.random() * 1_000_000) / 100 }))
            }
          >
            {t('showcase.count.random')}
          </Button>
        </Space>
      </Card>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', gap: 16 }}>
        <StatCard title={t('showcase.count.records')} resource="table" testId="showcase-count-records" />
        <StatCard
          title={t('showcase.count.published')}
          resource="table"
          filter={{ status: 'published' }}
          testId="showcase-count-published"
        />
        <StatCard title={t('showcase.count.icons')} resource="remixIcon" testId="showcase-count-icons" />
        <StatCard title={t('showcase.count.logs')} resource="systemLog" testId="showcase-count-logs" />
      </div>
    </ShowcasePage>
  );
}
