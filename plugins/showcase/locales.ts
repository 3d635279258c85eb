import type { PluginLocales } from '../../runtime/plugin';

/** The plugin's strings; the runtime serves them as `showcase.<key>`. */
export const locales: PluginLocales = {
  zh: {
    heat: { cold: '冷门', warm: '温热', hot: '热门' },
    action: { publish: '发布', published: '已发布「{{title}}」' },
    stars: { label: '{{value}} 星' },
    gallery: { title: '单元格一览', cell: '渲染器', sample: '示例' },
  },
  en: {
    heat: { cold: 'Quiet', warm: 'Warm', hot: 'Hot' },
    action: { publish: 'Publish', published: 'Published “{{title}}”' },
    stars: { label: '{{value}} stars' },
    gallery: { title: 'Cell gallery', cell: 'Renderer', sample: 'Sample' },
  },
};
