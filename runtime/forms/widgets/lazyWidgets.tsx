import type { WidgetProps } from '@rjsf/utils';
import { type LazyComponent, lazyComponent } from '../../lib/lazyComponent';

/** Holds the widget's place (a Semi control's height) for the moment its code loads. */
function WidgetPlaceholder({ id }: WidgetProps) {
  return <div id={id} className="jimu-widget-loading" aria-busy="true" style={{ minHeight: 32 }} />;
}

const lazyWidget = (load: () => Promise<(props: WidgetProps) => React.ReactNode>) =>
  lazyComponent<WidgetProps>(load, WidgetPlaceholder);

// The heavy Semi controls (date and time pickers, tree and remote selects, cascader, upload, colour picker)
// load, together, the first time a form shows one of them, not with every form.
export const DateWidget = lazyWidget(() => import('./heavyWidgets').then((m) => m.DateWidget));
export const TimeWidget = lazyWidget(() => import('./heavyWidgets').then((m) => m.TimeWidget));
export const TreeSelectWidget = lazyWidget(() => import('./heavyWidgets').then((m) => m.TreeSelectWidget));
export const RemoteSelectWidget = lazyWidget(() =>
  import('./heavyWidgets').then((m) => m.RemoteSelectWidget),
);
export const AreaCascaderWidget = lazyWidget(() =>
  import('./heavyWidgets').then((m) => m.AreaCascaderWidget),
);
export const UploadWidget = lazyWidget(() => import('./heavyWidgets').then((m) => m.UploadWidget));
export const ColorWidget = lazyWidget(() => import('./heavyWidgets').then((m) => m.ColorWidget));

const all: LazyComponent<WidgetProps>[] = [
  DateWidget,
  TimeWidget,
  TreeSelectWidget,
  RemoteSelectWidget,
  AreaCascaderWidget,
  UploadWidget,
  ColorWidget,
];

/**
 * Loads every lazily loaded widget, so forms render them at once from then on (tests, and a page
 * that wants them ready before its form opens).
 *
 * @example await preloadWidgets();
 */
export async function preloadWidgets(): Promise<void> {
  await Promise.all(all.map((widget) => widget.preload()));
}
