import { describe, expect, it } from 'vitest';
import { themeOptions } from '../../machines';
import { drawerRules } from './drawerRules';

const desktop = { device: 'desktop' as const, showTabs: true };

describe('drawerRules', () => {
  it('TH-02 the layout select is disabled on mobile only', () => {
    expect(drawerRules({ ...desktop, layout: 'common' }).layoutDisabled).toBe(false);
    expect(drawerRules({ ...desktop, device: 'mobile', layout: 'vertical' }).layoutDisabled).toBe(true);
  });

  it('TH-03 the menu background is disabled for float and horizontal, usable in the other four', () => {
    const disabled = themeOptions.layout.filter(
      (layout) => drawerRules({ ...desktop, layout }).backgroundDisabled,
    );
    expect(disabled.sort()).toEqual(['float', 'horizontal']);
  });

  it('TH-04 tab icon and tab style show only with tabs on', () => {
    expect(drawerRules({ ...desktop, layout: 'common' }).tabsOptionsShown).toBe(true);
    expect(drawerRules({ ...desktop, layout: 'common', showTabs: false }).tabsOptionsShown).toBe(false);
  });

  it('TH-05 column style only in the column layout; fixed header disabled only in common', () => {
    for (const layout of themeOptions.layout) {
      const rules = drawerRules({ ...desktop, layout });
      expect(rules.columnStyleShown).toBe(layout === 'column');
      expect(rules.fixedHeaderDisabled).toBe(layout === 'common');
    }
  });
});
