import Button from '@douyinfe/semi-ui/lib/es/button';
import { useMemo } from 'react';
import { LoadFailed } from '../../../runtime/pages/crud';
import { useThemeValue } from '../../../runtime/plugin';
import { EChart } from '../../../runtime/ui/chart';
import { ShowcasePage } from '../shared/ShowcasePage';
import { useShowcaseList } from '../shared/useShowcaseList';
import type { LogRecord, TableRecord } from './chartData';
import { chartOptions, themeColors } from './chartOptions';
import { echarts } from './echartsCore';
import './echarts.css';
import { useTranslation } from 'react-i18next';

const CARDS = ['line', 'bar', 'pie', 'radar', 'gauge', 'funnel'] as const;

/**
 * `/other/echarts`: six chart types over `/table/getList` and `/systemLog/getList`
 * through a modular ECharts build (six charts, canvas, aria); titles and legends follow the
 * language, colours Semi's theme; 刷新数据 fetches again.
 */
export default function EchartsShowcase() {
  const { t, i18n } = useTranslation();
  const table = useShowcaseList<TableRecord>('table', { pageNo: 1, pageSize: 50 });
  const logs = useShowcaseList<LogRecord>('systemLog', { pageNo: 1, pageSize: 50 });
  const colors = useThemeValue(themeColors);
  const options = useMemo(
    () => chartOptions(table.list, logs.list, t, colors),
    [table.list, logs.list, t, colors],
  );
  const refresh = () => {
    table.reload();
    logs.reload();
  };
  const failed = table.status === 'error' ? table : logs.status === 'error' ? logs : null;
  return (
    <ShowcasePage
      name="echarts"
      libraries={['echarts 6 · modular · 203 KB']}
      reference="vab pro echarts/index.vue"
      source={() => import('./EchartsShowcase.tsx?source')}
      actions={
        <Button
          theme="solid"
          onClick={refresh}
          loading={table.status === 'loading' || logs.status === 'loading'}
          data-testid="showcase-echarts-refresh"
        >
          {t('showcase.echarts.refresh')}
        </Button>
      }
    >
      {failed ? (
        <LoadFailed error={failed.error} onRetry={refresh} />
      ) : (
        <div className="jimu-showcase-charts">
          {CARDS.map((card) => (
            <section key={card} className="jimu-showcase-card" aria-label={t(`showcase.echarts.${card}`)}>
              <EChart
                echarts={echarts}
                option={options[card]}
                language={i18n.language}
                testId={`showcase-echarts-${card}`}
                className="jimu-showcase-chart"
              />
            </section>
          ))}
        </div>
      )}
    </ShowcasePage>
  );
}
