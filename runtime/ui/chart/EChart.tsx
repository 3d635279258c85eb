import type { EChartsCoreOption } from 'echarts/core';
import { useEffect, useRef } from 'react';
import { echarts } from './echartsCore';

export interface EChartProps {
  option: EChartsCoreOption;
  language: string;
  testId: string;
}

/**
 * One chart: canvas renderer, the console's language (`ZH` / `EN`), aria on (the container gets a
 * spoken description), resized by a ResizeObserver (menu fold, window) and disposed on unmount.
 * A new language re-creates the chart, since ECharts fixes its locale at init.
 */
export function EChart({ option, language, testId }: EChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof echarts.init> | null>(null);
  const shown = useRef(option);
  shown.current = option;
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    // ECharts measures its box when it starts: a box without a size yet (its styles still on the
    // way, a view hidden) gets its chart once it has one.
    const observer = new ResizeObserver(() => {
      if (element.clientWidth === 0 || element.clientHeight === 0) return;
      if (chart.current) return void chart.current.resize();
      chart.current = echarts.init(element, undefined, {
        renderer: 'canvas',
        locale: language.startsWith('en') ? 'EN' : 'ZH',
      });
      chart.current.setOption({ aria: { enabled: true }, ...shown.current }, true);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, [language]);
  useEffect(() => {
    chart.current?.setOption({ aria: { enabled: true }, ...option }, true);
  }, [option]);
  return <div ref={box} className="jimu-showcase-chart" data-testid={testId} />;
}
