import Empty from '@douyinfe/semi-ui/lib/es/empty';
import { useMemo } from 'react';
import { themeColor, useThemeValue } from '../../../runtime/plugin';
import { Card } from '../../../runtime/ui/card';
import { EChart } from '../../../runtime/ui/chart';
import { echarts } from './echartsCore';
import { useOverviewMessages } from './messages';

/** Semi's colours as the theme has them now (they change with dark mode and the theme colour). */
function readColors() {
  // Looked up by the severity names the stats answer, so a name not listed here finds nothing.
  const severity: Record<string, string> = {
    blocker: themeColor('--semi-color-danger'),
    critical: themeColor('--semi-color-warning'),
    major: `rgb(${themeColor('--semi-amber-5')})`,
    minor: themeColor('--semi-color-primary'),
    trivial: themeColor('--semi-color-tertiary'),
  };
  return {
    text: themeColor('--semi-color-text-1'),
    line: themeColor('--semi-color-border'),
    bar: themeColor('--semi-color-primary'),
    severity,
  };
}

export interface OverviewChartsProps {
  tasksByStatus: Record<string, number>;
  defectsBySeverity: Record<string, number>;
}

/**
 * The dashboard's two charts: my tasks by status as bars, my open
 * defects by severity as a ring. Loaded as its own lazy chunk with the ECharts modules.
 */
export default function OverviewCharts({ tasksByStatus, defectsBySeverity }: OverviewChartsProps) {
  const { t, i18n, label } = useOverviewMessages();
  const colors = useThemeValue(readColors);
  const statuses = Object.entries(tasksByStatus);
  const severities = Object.entries(defectsBySeverity).filter(([, count]) => count > 0);
  const taskOption = useMemo(() => {
    const statuses = Object.entries(tasksByStatus);
    const told = statuses.map(([status, count]) => `${status} ${count}`).join(', ');
    return {
      aria: { enabled: true, label: { description: `${t('workbench.overview.chartTasks')}: ${told}` } },
      textStyle: { color: colors.text },
      grid: { left: 40, right: 16, top: 16, bottom: 32 },
      tooltip: { trigger: 'axis' },
      xAxis: {
        type: 'category',
        data: statuses.map(([status]) => status),
        axisLabel: { color: colors.text },
      },
      yAxis: {
        type: 'value',
        minInterval: 1,
        axisLabel: { color: colors.text },
        splitLine: { lineStyle: { color: colors.line } },
      },
      series: [
        {
          type: 'bar',
          name: t('workbench.overview.chartTasks'),
          data: statuses.map(([, count]) => count),
          itemStyle: { color: colors.bar },
          barMaxWidth: 48,
          label: { show: true, position: 'top', color: colors.text },
        },
      ],
    };
  }, [tasksByStatus, colors, t]);
  const defectOption = useMemo(() => {
    const severities = Object.entries(defectsBySeverity).filter(([, count]) => count > 0);
    const told = severities.map(([severity, count]) => `${label('severity', severity)} ${count}`).join(', ');
    return {
      aria: { enabled: true, label: { description: `${t('workbench.overview.chartDefects')}: ${told}` } },
      textStyle: { color: colors.text },
      tooltip: { trigger: 'item' },
      legend: { bottom: 0, textStyle: { color: colors.text } },
      series: [
        {
          type: 'pie',
          name: t('workbench.overview.chartDefects'),
          radius: ['40%', '68%'],
          center: ['50%', '45%'],
          label: { color: colors.text, formatter: '{b}: {c}' },
          data: severities.map(([severity, count]) => ({
            name: label('severity', severity),
            value: count,
            itemStyle: { color: colors.severity[severity] },
          })),
        },
      ],
    };
  }, [defectsBySeverity, colors, t, label]);
  /** A chart in its card, or the empty state when there is nothing to count. */
  const chartCard = (title: string, option: object, testId: string, counted: boolean) => (
    <Card title={title}>
      {counted ? (
        <EChart
          echarts={echarts}
          option={option}
          language={i18n.language}
          testId={testId}
          className="wb-ov-chart"
        />
      ) : (
        <Empty description={t('workbench.overview.chartEmpty')} />
      )}
    </Card>
  );
  return (
    <div className="wb-ov-charts">
      {chartCard(
        t('workbench.overview.chartTasks'),
        taskOption,
        'wb-chart-tasks',
        statuses.some(([, count]) => count > 0),
      )}
      {chartCard(
        t('workbench.overview.chartDefects'),
        defectOption,
        'wb-chart-defects',
        severities.length > 0,
      )}
    </div>
  );
}
