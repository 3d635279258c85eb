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
  useEffect(() => {
    if (!box.current) return;
    const instance = echarts.init(box.current, undefined, {
      renderer: 'canvas',
      locale: language.startsWith('en') ? 'EN' : 'ZH',
    });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(box.current);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [language]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new language means a new chart, which needs the option again
  useEffect(() => {
    chart.current?.setOption({ aria: { enabled: true }, ...option }, true);
  }, [option, language]);
  return <div ref={box} className="jimu-showcase-chart" data-testid={testId} />;
}
