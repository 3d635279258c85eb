import type { ComponentType } from 'react';

/** A screen a plugin provides: loaded on demand so each screen ships in its own chunk. */
export type LazyComponent = () => Promise<{ default: ComponentType }>;

/** String tables a plugin adds, per language; merged under the plugin's name (`<plugin>.<key>`). */
export type PluginLocales = Record<string, Record<string, unknown>>;

/**
 * What a plugin hands to Jimu. Its names must match `plugins/<name>/plugin.yaml`, which
 * `jimu validate` reads to resolve `component: <plugin>/<name>` without running any code.
 */
export interface JimuPlugin {
  name: string;
  components?: Record<string, LazyComponent>;
  locales?: PluginLocales;
}

/**
 * Declares a plugin. It only checks and returns the object, so plugin files stay plain data that the
 * registry can validate and tests can compare with plugin.yaml.
 *
 * @example export default definePlugin({ name: 'demo', components: { echarts: () => import('./Echarts') } });
 */
export function definePlugin<P extends JimuPlugin>(plugin: P): P {
  if (!/^[a-z][a-zA-Z0-9-]*$/.test(plugin.name)) {
    throw new Error(`definePlugin: '${plugin.name}' is not a valid plugin name (lower camel or kebab case)`);
  }
  return plugin;
}
