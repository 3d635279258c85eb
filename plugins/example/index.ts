import { definePlugin, lazyComponent } from '../../runtime/plugin';
import { locales } from './locales';
import { publishAction } from './publishAction';

// Lazy, so the console's first screen does not carry them: they load with the list or form that uses them.
const HeatCell = lazyComponent(() => import('./HeatCell').then((m) => m.HeatCell));
const StarsWidget = lazyComponent(() => import('./StarsWidget').then((m) => m.StarsWidget));

// Every extension point once; names must match plugin.yaml (plugins.test.ts checks). The page,
// the cell and the widget load on demand.
export default definePlugin({
  name: 'example',
  pages: { gallery: () => import('./GalleryPage'), catalogue: () => import('./CataloguePage') },
  widgets: { stars: StarsWidget },
  cells: { heat: HeatCell },
  actions: { publish: publishAction },
  locales,
});
