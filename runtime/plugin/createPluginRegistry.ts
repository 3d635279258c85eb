import type { Widget } from '@rjsf/utils';
import type { ComponentType } from 'react';
import type { CellRenderer } from '../cells';
import type { AuthProviderFactory } from '../data/api/AuthProvider';
import type { BackendAdapter } from '../data/HttpClient';
import type { DataProviderFactory } from '../data/providers/DataProvider';
import { createRegistry, type Registry } from '../lib/createRegistry';
import { lazyComponent } from '../lib/lazyComponent';
import type { JimuPlugin, LazyComponent, LazyPage, PluginLocales } from './definePlugin';
import type { PluginAction } from './PluginAction';

/**
 * Looks up what the enabled plugins provide, by `<plugin>/<name>`. Lookups that find nothing
 * throw, naming what was asked, where it was referenced (when the caller says) and what exists.
 */
export interface PluginRegistry {
  /** The plugins in effect, in order (a plugin with `override: true` has replaced its namesake). */
  plugins: readonly JimuPlugin[];
  /** `ref` is `<plugin>/<name>`; throws when the plugin or the component is unknown. */
  component(ref: string): LazyComponent;
  hasComponent(ref: string): boolean;
  /** Every `<plugin>/<name>` known, for mapping server-provided routes. */
  componentRefs(): Set<string>;
  page(ref: string, where?: string): LazyPage;
  widget(ref: string, where?: string): Widget;
  cell(ref: string, where?: string): CellRenderer;
  action(ref: string, where?: string): PluginAction;
  /** A request/response adapter (`api.adapter`); throws naming `where` when unknown. */
  adapter(ref: string, where?: string): BackendAdapter;
  /** A data provider factory (a page's `provider: <plugin>/<name>`). */
  dataProvider(ref: string, where?: string): DataProviderFactory;
  /** An auth provider factory (`api.authProvider`). */
  authProvider(ref: string, where?: string): AuthProviderFactory;
  /** `<plugin>/<name> → widget`, ready for rjsf's `widgets` prop. */
  widgets(): Record<string, Widget>;
  /** `<plugin>/<name> → cell renderer`, for `createCellRegistry`. */
  cells(): Record<string, CellRenderer>;
  actions(): Record<string, PluginAction>;
  /** Each language's tables with every plugin's `locales` under its name (`<plugin>.<key>`). */
  locales(): PluginLocales;
}

/** What the registry hands over as it works. */
export interface PluginRegistryOptions {
  /**
   * Registers string tables (per language, each plugin's under its name) with the console's
   * i18n: a plugin's `screenLocales`, once loaded, before the screen that needed them renders.
   */
  registerLocales?(tables: PluginLocales): void;
}

const mapValues = <T>(record: Record<string, T> | undefined, map: (value: T) => T) =>
  record && Object.fromEntries(Object.entries(record).map(([name, value]) => [name, map(value)]));

/** Merges plugins by name: a repeated name is an error unless the later one says `override: true`. */
function effectivePlugins(plugins: readonly JimuPlugin[]): JimuPlugin[] {
  const byName = new Map<string, JimuPlugin>();
  for (const plugin of plugins) {
    if (byName.has(plugin.name) && !plugin.override) {
      throw new Error(`plugin '${plugin.name}' is registered twice (set override: true on the replacement)`);
    }
    byName.set(plugin.name, plugin);
  }
  return [...byName.values()];
}

function collect<T>(
  kind: string,
  plugins: JimuPlugin[],
  pick: (p: JimuPlugin) => Record<string, T> | undefined,
) {
  const registry = createRegistry<T>(kind);
  for (const plugin of plugins) {
    for (const [name, value] of Object.entries(pick(plugin) ?? {}))
      registry.register(`${plugin.name}/${name}`, value);
  }
  return registry;
}

/**
 * Builds the registry from the enabled plugins. Entries are namespaced by plugin, so the only
 * possible clash is a plugin name given twice — an error, because two plugins silently shadowing
 * each other is the bug this prevents, unless the second one declares `override: true`.
 *
 * A screen or page of a plugin with `screenLocales` loads them beside its own code, once per
 * registry, and resolves after `options.registerLocales` has them; its widgets and cells draw
 * once they are in. A failed load is tried again by the next screen.
 *
 * @example
 * const registry = createPluginRegistry([corePlugin, examplePlugin]);
 * registry.component('core/notFound');
 * registry.cell('example/heat', 'column pageViews of pages/comprehensiveTable');
 */
export function createPluginRegistry(
  plugins: readonly JimuPlugin[],
  options: PluginRegistryOptions = {},
): PluginRegistry {
  const effective = effectivePlugins(plugins);
  const byName = new Map(effective.map((p) => [p.name, p]));
  const screenStrings = new Map<string, Promise<void>>();
  const stringsOf = (plugin: JimuPlugin, load: () => Promise<PluginLocales>) => {
    let loading = screenStrings.get(plugin.name);
    if (!loading) {
      loading = load().then(
        (tables) => {
          const nested: PluginLocales = {};
          for (const [language, table] of Object.entries(tables)) nested[language] = { [plugin.name]: table };
          options.registerLocales?.(nested);
        },
        (error: unknown) => {
          screenStrings.delete(plugin.name);
          throw error;
        },
      );
      screenStrings.set(plugin.name, loading);
    }
    return loading;
  };
  // A screen of a plugin with screen strings resolves once both its code and its strings are in.
  const withStrings = <T>(ref: string, load: () => Promise<T>): (() => Promise<T>) => {
    const plugin = byName.get(ref.slice(0, ref.indexOf('/')));
    const strings = plugin?.screenLocales;
    if (!plugin || !strings) return load;
    return () => Promise.all([load(), stringsOf(plugin, strings)]).then(([module]) => module);
  };
  const components = collect('component', effective, (p) => p.components);
  const pages = collect('page', effective, (p) => p.pages);
  // A widget or cell of such a plugin draws once the strings are in (at once after the first time).
  const drawnWithStrings = <P extends object>(
    plugin: JimuPlugin,
    part: ComponentType<P>,
  ): ComponentType<P> => {
    const strings = plugin.screenLocales;
    if (!strings) return part;
    return lazyComponent<P>(() => stringsOf(plugin, strings).then(() => part));
  };
  const widgets = collect('widget', effective, (p) =>
    mapValues(p.widgets, (widget) => drawnWithStrings(p, widget as ComponentType<object>) as Widget),
  );
  const cells = collect('cell', effective, (p) =>
    mapValues(p.cells, (cell) => drawnWithStrings(p, cell as ComponentType<object>) as CellRenderer),
  );
  const actions = collect('action', effective, (p) => p.actions);
  const adapters = collect('adapter', effective, (p) => p.adapters);
  const dataProviders = collect('data provider', effective, (p) => p.dataProviders);
  const authProviders = collect('auth provider', effective, (p) => p.authProviders);

  // Names the plugin part first: "no plugin 'x' is enabled" is the more useful message.
  const lookup = <T>(registry: Registry<T>, kind: string, ref: string, where?: string): T => {
    if (registry.has(ref)) return registry.get(ref);
    const slash = ref.indexOf('/');
    const pluginName = slash < 0 ? '' : ref.slice(0, slash);
    const at = where ? ` (referenced by ${where})` : '';
    if (!byName.has(pluginName)) {
      const known = [...byName.keys()].join(', ');
      throw new Error(`${kind} '${ref}'${at}: no plugin '${pluginName}' is enabled (known: ${known})`);
    }
    const own = registry.names().filter((name) => name.startsWith(`${pluginName}/`));
    const has = own.length > 0 ? own.map((n) => n.slice(pluginName.length + 1)).join(', ') : 'none';
    throw new Error(
      `${kind} '${ref}'${at}: plugin '${pluginName}' has no ${kind} '${ref.slice(slash + 1)}' (it has: ${has})`,
    );
  };

  return {
    plugins: effective,
    // A route's `component:` may name a plugin component or a whole plugin page.
    component: (ref) =>
      withStrings(
        ref,
        (pages.has(ref) && !components.has(ref)
          ? pages.get(ref)
          : lookup(components, 'component', ref)) as LazyComponent,
      ),
    hasComponent: (ref) => components.has(ref) || pages.has(ref),
    componentRefs: () => new Set([...components.names(), ...pages.names()]),
    page: (ref, where) => withStrings(ref, lookup(pages, 'page', ref, where)),
    widget: (ref, where) => lookup(widgets, 'widget', ref, where),
    cell: (ref, where) => lookup(cells, 'cell', ref, where),
    action: (ref, where) => lookup(actions, 'action', ref, where),
    adapter: (ref, where) => lookup(adapters, 'adapter', ref, where),
    dataProvider: (ref, where) => lookup(dataProviders, 'data provider', ref, where),
    authProvider: (ref, where) => lookup(authProviders, 'auth provider', ref, where),
    widgets: () => widgets.entries(),
    cells: () => cells.entries(),
    actions: () => actions.entries(),
    locales: () => {
      const out: PluginLocales = {};
      for (const plugin of effective) {
        for (const [language, table] of Object.entries(plugin.locales ?? {})) {
          out[language] = { ...out[language], [plugin.name]: table };
        }
      }
      return out;
    },
  };
}
