import { definePlugin } from '../../runtime/plugin';
import { HeatCell } from './HeatCell';
import { locales } from './locales';
import { publishAction } from './publishAction';
import { StarsWidget } from './StarsWidget';

// Every extension point once; names must match plugin.yaml (plugins.test.ts checks). The page
// loads on demand; the cell, widget and action are small and used on list pages directly.
export default definePlugin({
  name: 'showcase',
  pages: { gallery: () => import('./GalleryPage') },
  widgets: { stars: StarsWidget },
  cells: { heat: HeatCell },
  actions: { publish: publishAction },
  locales,
});
