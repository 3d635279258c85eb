import { useEffect, useRef } from 'react';

/** What EChart does with a chart ECharts started (its `ECharts` instance). */
export interface ChartInstance {
  setOption(option: object, notMerge: boolean): void;
  resize(): void;
  dispose(): void;
}

/**
 * ECharts as a screen hands it in: its modular build's `echarts/core`, with the chart types and
 * components the screen draws, the canvas renderer and aria registered (`echarts.use`). The
 * runtime never imports ECharts itself, so the library loads only inside the screens that draw a
 * chart, each a lazy chunk of its own.
 */
export interface ChartLibrary {
  init(
    element: HTMLElement,
    theme: undefined,
    options: { renderer: 'canvas'; locale: string },
  ): ChartInstance;
}

export interface EChartProps {
  /** ECharts, registered with what `option` draws (see ChartLibrary). */
  echarts: ChartLibrary;
  /** What the chart draws, an ECharts option (aria is turned on over it). */
  option: object;
  /** The console's language: `en…` draws ECharts' English, anything else its Chinese. */
  language: string;
  testId: string;
  /** The box's class, which gives it its size (the chart fills it). */
  className: string;
}

/**
 * One chart: canvas renderer, the console's language (`ZH` / `EN`), aria on (the container gets a
 * spoken description), resized by a ResizeObserver (menu fold, window) and disposed on unmount.
 * A new language re-creates the chart, since ECharts fixes its locale at init.
 *
 * @example <EChart echarts={echarts} option={option} language={i18n.language} testId="tasks" className="tasks-chart" />
 */
export function EChart({ echarts, option, language, testId, className }: EChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ChartInstance | null>(null);
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
  }, [echarts, language]);
  useEffect(() => {
    chart.current?.setOption({ aria: { enabled: true }, ...option }, true);
  }, [option]);
  return <div ref={box} className={className} data-testid={testId} />;
}
