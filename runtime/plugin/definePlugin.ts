import type { Widget } from '@rjsf/utils';
import type { ComponentType } from 'react';
import type { CellRenderer } from '../cells';
import type { AuthProviderFactory } from '../data/api/AuthProvider';
import type { BackendAdapter } from '../data/HttpClient';
import type { DataProviderFactory } from '../data/providers/DataProvider';
import type { PluginAction } from './PluginAction';

/** A screen a plugin provides: loaded the first time it shows. */
export type LazyComponent = () => Promise<{ default: ComponentType }>;

/** What a plugin page receives: its page file (when used as a page kind) and its reference. */
export interface PluginPageProps {
  /** The page's config file when the page is a page kind; absent for a whole page. */
  config?: Record<string, unknown>;
  /** `<plugin>/<name>`. */
  name: string;
}

/** A page kind or a whole page, loaded on demand like a component. */
export type LazyPage = () => Promise<{ default: ComponentType<PluginPageProps> }>;

/** String tables a plugin adds, per language; merged under the plugin's name (`<plugin>.<key>`). */
export type PluginLocales = Record<string, Record<string, unknown>>;

/**
 * What a plugin hands to Jimu. Every key but `name` is optional; each name must match
 * `plugins/<name>/plugin.yaml`, which `jimu validate` reads to resolve `<plugin>/<name>`
 * references (`component:`, `cell:`, `ui:widget`, action `name:`) without running any code.
 */
export interface JimuPlugin {
  name: string;
  /** Route screens: `component: <plugin>/<name>` in routes. */
  components?: Record<string, LazyComponent>;
  /** Page kinds or whole pages, keyed by name. */
  pages?: Record<string, LazyPage>;
  /** rjsf widgets: `ui:widget: <plugin>/<name>` in a form's uiSchema. */
  widgets?: Record<string, Widget>;
  /** Cell renderers: `cell: <plugin>/<name>` in a column. */
  cells?: Record<string, CellRenderer>;
  /** Toolbar and row buttons: `name: <plugin>/<name>` in a page's actions. */
  actions?: Record<string, PluginAction>;
  /** Strings, per language, served as `<plugin>.<key>`: registered when the console loads. */
  locales?: PluginLocales;
  /**
   * Strings the plugin's screens, pages, widgets and cells show, loaded with the first of them:
   * the runtime registers them (like `locales`) before that part renders, so the console's first
   * screen does not carry them. An action's label shows in a config page's toolbar: `locales`.
   *
   * @example screenLocales: () => import('./locales').then((m) => m.locales)
   */
  screenLocales?: () => Promise<PluginLocales>;
  /**
   * Request/response adapters for what app.yaml `api` cannot say (docs/backends.md):
   * `api.adapter: <plugin>/<name>` app-wide, a page's `api.adapter` for its calls.
   */
  adapters?: Record<string, BackendAdapter>;
  /** Whole data providers: a page's `provider: <plugin>/<name>` (react-admin's DataProvider shape). */
  dataProviders?: Record<string, DataProviderFactory>;
  /** Whole auth providers: `api.authProvider: <plugin>/<name>` in app.yaml. */
  authProviders?: Record<string, AuthProviderFactory>;
  /** Replaces an earlier plugin of the same name (otherwise a repeated name is an error). */
  override?: boolean;
}

const NAME = /^[a-z][a-zA-Z0-9-]*$/;
const ENTRY = /^[A-Za-z][A-Za-z0-9-]*$/;
const KINDS = [
  'components',
  'pages',
  'widgets',
  'cells',
  'actions',
  'adapters',
  'dataProviders',
  'authProviders',
] as const;

/**
 * Declares a plugin. It checks the names (what `<plugin>/<name>` references can spell) and that
 * every action has a `run`, then returns the object unchanged, so plugin files stay plain data
 * that the registry merges and tests compare with plugin.yaml.
 *
 * @example
 * export default definePlugin({
 *   name: 'example',
 *   cells: { heat: HeatCell },
 *   actions: { publish: { label: 'example.action.publish', run: publishRow } },
 *   locales: { zh: { action: { publish: '发布' } }, en: { action: { publish: 'Publish' } } },
 * });
 */
export function definePlugin<P extends JimuPlugin>(plugin: P): P {
  if (!NAME.test(plugin.name)) {
    throw new Error(`definePlugin: '${plugin.name}' is not a valid plugin name (lower camel or kebab case)`);
  }
  for (const kind of KINDS) {
    for (const [name, value] of Object.entries(plugin[kind] ?? {})) {
      if (!ENTRY.test(name))
        throw new Error(`definePlugin ${plugin.name}: ${kind} name '${name}' is not valid`);
      if (!value) throw new Error(`definePlugin ${plugin.name}: ${kind} '${name}' is empty`);
    }
  }
  for (const [name, action] of Object.entries(plugin.actions ?? {})) {
    if (typeof action.run !== 'function') {
      throw new Error(`definePlugin ${plugin.name}: action '${name}' has no run(context)`);
    }
  }
  return plugin;
}
