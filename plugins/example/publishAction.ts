import type { PluginAction } from '../../runtime/plugin';

/**
 * `name: example/publish` — a row action that sets the record's `status` to published through
 * the page's data provider, says so, and reloads the list. A refused save rejects: the http
 * client has already shown why, so nothing more is said here.
 *
 * @example
 * // actions: { row: [{ name: example/publish, permission: [write:system] }] }
 */
export const publishAction: PluginAction = {
  label: 'example.action.publish',
  icon: 'send',
  async run({ row, provider, resource, rowKey, t, notify, refresh }) {
    if (!row) throw new Error('example/publish is a row action: it needs a row');
    await provider.update(resource, row[rowKey] as string | number, { status: 'published' });
    notify(t('example.action.published', { title: String(row.title ?? row[rowKey]) }));
    refresh();
  },
};
