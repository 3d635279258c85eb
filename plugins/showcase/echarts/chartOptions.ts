import type { EChartsCoreOption } from 'echarts/core';
import { themeColor } from '../../../runtime/plugin';
import {
  averagePercent,
  averagesByStatus,
  countByAuthor,
  countByStatus,
  type LogRecord,
  loginFunnel,
  MONTHS,
  STATUSES,
  type TableRecord,
  viewsByMonth,
} from './chartData';

type T = (key: string) => string;

/** Semi's colours as the theme has them now (they change with dark mode and the theme colour). */
export function themeColors(): { text: string; palette: string[] } {
  return {
    text: themeColor('--semi-color-text-1'),
    palette: [
      '--semi-color-primary',
      '--semi-color-success',
      '--semi-color-warning',
      '--semi-color-danger',
      '--semi-color-secondary',
      '--semi-color-tertiary',
    ].map(themeColor),
  };
}

const base = (title: string, colors: ReturnType<typeof themeColors>) => ({
  color: colors.palette,
  textStyle: { color: colors.text },
  title: { text: title, left: 'center', textStyle: { color: colors.text, fontSize: 14 } },
  tooltip: {},
});

/** The six cards' options, every text through `t` so a language change re-labels them. */
export function chartOptions(
  rows: readonly TableRecord[],
  logs: readonly LogRecord[],
  t: T,
  colors: ReturnType<typeof themeColors>,
): Record<'line' | 'bar' | 'pie' | 'radar' | 'gauge' | 'funnel', EChartsCoreOption> {
  const statusName = (status: string) => t(`showcase.echarts.status.${status}`);
  const authors = countByAuthor(rows);
  return {
    line: {
      ...base(t('showcase.echarts.line'), colors),
      grid: { left: 48, right: 16, top: 48, bottom: 32 },
      xAxis: { type: 'category', data: MONTHS },
      yAxis: { type: 'value' },
      series: [
        { type: 'line', name: t('showcase.echarts.pageViews'), data: viewsByMonth(rows), smooth: true },
      ],
    },
    bar: {
      ...base(t('showcase.echarts.bar'), colors),
      grid: { left: 40, right: 16, top: 48, bottom: 48 },
      xAxis: {
        type: 'category',
        data: authors.map(([name]) => name),
        axisLabel: { interval: 0, rotate: 30 },
      },
      yAxis: { type: 'value', minInterval: 1 },
      series: [{ type: 'bar', name: t('showcase.echarts.records'), data: authors.map(([, n]) => n) }],
    },
    pie: {
      ...base(t('showcase.echarts.pie'), colors),
      legend: { bottom: 0, textStyle: { color: colors.text } },
      series: [
        {
          type: 'pie',
          name: t('showcase.echarts.share'),
          radius: ['35%', '65%'],
          data: countByStatus(rows).map((value, i) => ({ name: statusName(STATUSES[i]), value })),
        },
      ],
    },
    radar: {
      ...base(t('showcase.echarts.radar'), colors),
      legend: { bottom: 0, textStyle: { color: colors.text } },
      radar: {
        radius: '55%',
        indicator: ['rate', 'percent', 'percentage'].map((m) => ({
          name: t(`showcase.echarts.metrics.${m}`),
          max: 100,
        })),
      },
      series: [
        {
          type: 'radar',
          name: t('showcase.echarts.average'),
          data: averagesByStatus(rows).map((value, i) => ({ name: statusName(STATUSES[i]), value })),
        },
      ],
    },
    gauge: {
      ...base(t('showcase.echarts.gauge'), colors),
      series: [
        {
          type: 'gauge',
          name: t('showcase.echarts.completion'),
          detail: { formatter: '{value}%', color: colors.text, fontSize: 18 },
          data: [{ name: t('showcase.echarts.completion'), value: averagePercent(rows) }],
        },
      ],
    },
    funnel: {
      ...base(t('showcase.echarts.funnel'), colors),
      series: [
        {
          type: 'funnel',
          name: t('showcase.echarts.operations'),
          top: 48,
          bottom: 16,
          data: loginFunnel(logs).map((value, i) => ({
            name: t(`showcase.echarts.stages.${['all', 'login', 'success'][i]}`),
            value,
          })),
        },
      ],
    },
  };
}
