import type { DataProvider } from '../data';

/** What a plugin action gets when someone clicks it: the page's records, data and services. */
export interface ActionContext {
  /** The row whose button was clicked; absent for a toolbar action. */
  row?: Record<string, unknown>;
  /** The selected rows (toolbar), or `[row]` for a row action. */
  rows: Record<string, unknown>[];
  resource: string;
  rowKey: string;
  provider: DataProvider;
  /** i18next's `t`: config keys and the plugin's own `<plugin>.<key>` strings. */
  t: (key: string, options?: Record<string, unknown>) => string;
  language: string;
  /** Reloads the list (after a change the action made). */
  refresh(): void;
  /** Opens a route path inside the console. */
  navigate(to: string): void;
  /** Shows a short success message. */
  notify(message: string): void;
}

/**
 * A button a plugin adds to crud pages, referenced as `name: <plugin>/<name>` in a page's
 * `actions.toolbar` or `actions.row`. `run` may reject: the page shows nothing more than the
 * http client already did (an HttpError was toasted) or, for any other error, its message.
 *
 * @example
 * const publish: PluginAction = {
 *   label: 'example.action.publish',
 *   run: async ({ row, provider, resource, refresh }) => {
 *     await provider.update(resource, row?.id as number, { status: 'published' });
 *     refresh();
 *   },
 * };
 */
export interface PluginAction {
  /** i18n key of the button's text when the page gives no `label`. */
  label?: string;
  /** Semi icon name in kebab case. */
  icon?: string;
  run(context: ActionContext): void | Promise<void>;
}
