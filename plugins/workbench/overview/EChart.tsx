import type { EChartsCoreOption } from 'echarts/core';
import { useEffect, useRef } from 'react';
import { echarts } from './echartsCore';

/**
 * One chart: canvas, the console's language, aria on (ECharts writes a spoken description of the
 * data into the container's aria-label), resized with its box, disposed on unmount.
 */
export function EChart({
  option,
  language,
  testId,
}: {
  option: EChartsCoreOption;
  language: string;
  testId: string;
}) {
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
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new language is a new chart, which needs the option again
  useEffect(() => {
    chart.current?.setOption({ aria: { enabled: true }, ...option }, true);
  }, [option, language]);
  return <div ref={box} className="wb-ov-chart" data-testid={testId} />;
}
