import { useSelector } from '@xstate/react';
import type { ColumnStyle, Layout } from '../machines';
import { useShell } from './ShellContext';

/** The settings that shape the frame, as one value that changes only when one of them does. */
export interface LayoutSettings {
  /** Already 'vertical' on a phone (the settings actor forces it). */
  layout: Layout;
  mobile: boolean;
  collapse: boolean;
  fixedHeader: boolean;
  showTabs: boolean;
  columnStyle: ColumnStyle;
  uniqueOpened: boolean;
  openFirstMenu: boolean;
}

const same = (a: LayoutSettings, b: LayoutSettings) =>
  (Object.keys(a) as (keyof LayoutSettings)[]).every((key) => a[key] === b[key]);

/**
 * Reads the layout settings from the settings actor.
 *
 * @example const { layout, mobile } = useLayoutSettings();
 */
export function useLayoutSettings(): LayoutSettings {
  const { settings } = useShell();
  return useSelector(
    settings,
    ({ context: c }): LayoutSettings => ({
      layout: c.device === 'mobile' ? 'vertical' : c.layout,
      mobile: c.device === 'mobile',
      collapse: c.collapse,
      fixedHeader: c.layout === 'common' || c.fixedHeader,
      showTabs: c.showTabs,
      columnStyle: c.columnStyle,
      uniqueOpened: c.uniqueOpened,
      openFirstMenu: c.openFirstMenu,
    }),
    same,
  );
}
