import type { JimuPlugin, LazyComponent } from './definePlugin';

/** Looks up what the enabled plugins provide. Lookups that find nothing throw, naming what was asked. */
export interface PluginRegistry {
  plugins: readonly JimuPlugin[];
  /** `ref` is `<plugin>/<name>`; throws when the plugin or the component is unknown. */
  component(ref: string): LazyComponent;
  hasComponent(ref: string): boolean;
  /** Every `<plugin>/<name>` known, for mapping server-provided routes. */
  componentRefs(): Set<string>;
}

/**
 * Builds the registry from the enabled plugins. A plugin name given twice is an error: two plugins
 * silently shadowing each other is the bug this prevents.
 *
 * @example createPluginRegistry([corePlugin, demoPlugin]).component('demo/echarts')
 */
export function createPluginRegistry(plugins: readonly JimuPlugin[]): PluginRegistry {
  const byName = new Map<string, JimuPlugin>();
  for (const plugin of plugins) {
    if (byName.has(plugin.name)) throw new Error(`plugin '${plugin.name}' is registered twice`);
    byName.set(plugin.name, plugin);
  }
  const split = (ref: string): [string, string] => {
    const slash = ref.indexOf('/');
    return slash < 0 ? ['', ref] : [ref.slice(0, slash), ref.slice(slash + 1)];
  };
  const find = (ref: string): LazyComponent | undefined => {
    const [pluginName, name] = split(ref);
    return byName.get(pluginName)?.components?.[name];
  };
  return {
    plugins,
    component(ref) {
      const found = find(ref);
      if (found) return found;
      const [pluginName, name] = split(ref);
      if (!byName.has(pluginName)) {
        throw new Error(
          `component '${ref}': no plugin '${pluginName}' is enabled (known: ${[...byName.keys()].join(', ')})`,
        );
      }
      throw new Error(`component '${ref}': plugin '${pluginName}' has no component '${name}'`);
    },
    hasComponent: (ref) => find(ref) !== undefined,
    componentRefs: () =>
      new Set(plugins.flatMap((p) => Object.keys(p.components ?? {}).map((name) => `${p.name}/${name}`))),
  };
}
