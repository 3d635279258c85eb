import type { Device, Layout } from '../../machines';

/** Which theme-drawer controls are usable for the current settings. */
export interface DrawerRules {
  /** Mobile is locked to the vertical layout. */
  layoutDisabled: boolean;
  /** Float and horizontal layouts draw no menu background. */
  backgroundDisabled: boolean;
  /** The tab icon switch and tab style select exist only while tabs show. */
  tabsOptionsShown: boolean;
  /** The column style select exists only in the column layout. */
  columnStyleShown: boolean;
  /** The common layout always fixes its header. */
  fixedHeaderDisabled: boolean;
}

/**
 * The drawer's enabling rules as one pure function, so the drawer and its tests read the same rules.
 *
 * @example
 * drawerRules({ layout: 'float', device: 'desktop', showTabs: false }).backgroundDisabled; // true
 */
export function drawerRules(settings: { layout: Layout; device: Device; showTabs: boolean }): DrawerRules {
  return {
    layoutDisabled: settings.device === 'mobile',
    backgroundDisabled: settings.layout === 'float' || settings.layout === 'horizontal',
    tabsOptionsShown: settings.showTabs,
    columnStyleShown: settings.layout === 'column',
    fixedHeaderDisabled: settings.layout === 'common',
  };
}
