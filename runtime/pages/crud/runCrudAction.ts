import type { CrudPageConfig, PageAction, PageColumn } from '../../../schemas/types.gen';
import type { DataProvider } from '../../data';
import { HttpError } from '../../data/HttpError';
import type { PluginRegistry } from '../../plugin';
import { toast } from '../../shell/toast';
import { fetchAllRows } from './fetchAllRows';
import { fillPlaceholders } from './fillPlaceholders';
import { unknownResult } from './unknownResult';
import type { CrudList, CrudRow } from './useCrudList';

/** What an action (built-in or a plugin's) can see and do on a crud page. */
export interface CrudActionContext {
  page: CrudPageConfig;
  provider: DataProvider;
  list: CrudList;
  /** The row the button belongs to; undefined for toolbar buttons. */
  row?: CrudRow;
  selectedKeys: (string | number)[];
  selectedRows: CrudRow[];
  clearSelection(): void;
  /** Opens the add form (no record) or the edit form of a record. */
  openEditor(record?: CrudRow): void;
  navigate(to: string): void;
  /** Permitted data columns, for exports. */
  exportColumns: PageColumn[];
  t: (key: string, values?: Record<string, unknown>) => string;
  language: string;
}

const idOf = (page: CrudPageConfig, row: CrudRow | undefined) =>
  row?.[page.rowKey ?? 'id'] as string | number;

async function exportTo(
  context: CrudActionContext,
  rows: CrudRow[],
  mergedHeader: boolean,
  format: 'xlsx' | 'csv' = 'xlsx',
) {
  const { page, t, language } = context;
  const { exportRows } = await import('../../export/exportRows');
  await exportRows({
    columns: context.exportColumns,
    rows,
    format,
    fileName: t(page.title),
    mergedHeader,
    t,
    language,
  });
}

/**
 * Runs one configured action: the built-ins of the schema (create, edit, delete, deleteMany,
 * export, exportSelected, exportMerged, refresh, link) or a plugin's (`<plugin>/<name>`, run with
 * the plugin ActionContext). Rejects when the provider or the plugin does (the http layer has
 * shown the server's reason; a plugin's own error is toasted here). A delete whose result is
 * unknown warns and reloads the list instead of saying 删除成功.
 *
 * @example await runCrudAction({ name: 'delete' }, { ...context, row }, registry);
 */
export async function runCrudAction(
  action: PageAction,
  context: CrudActionContext,
  registry: Pick<PluginRegistry, 'action'>,
): Promise<void> {
  const { page, provider, list, t } = context;
  switch (action.name) {
    case 'create':
      return context.openEditor();
    case 'edit':
      return context.openEditor(context.row);
    case 'delete':
      try {
        await provider.delete(page.resource, idOf(page, context.row));
      } catch (error) {
        unknownResult(error, t, list.reload);
        throw error;
      }
      toast('success', t('jimu.crud.deleted'));
      return list.reload();
    case 'deleteMany':
      if (context.selectedKeys.length === 0) return;
      try {
        await provider.deleteMany(page.resource, context.selectedKeys);
      } catch (error) {
        // Which of the selected rows are gone is unknown: the selection starts over with the list.
        if (unknownResult(error, t, list.reload)) context.clearSelection();
        throw error;
      }
      toast('success', t('jimu.crud.deleted'));
      context.clearSelection();
      return list.reload();
    case 'export':
      return exportTo(context, await fetchAllRows(provider, page.resource, list.query), false, action.format);
    case 'exportMerged':
      return exportTo(context, await fetchAllRows(provider, page.resource, list.query), true, action.format);
    case 'exportSelected':
      return exportTo(context, context.selectedRows, false, action.format);
    case 'refresh':
      return list.reload();
    case 'link':
      return context.navigate(fillPlaceholders(action.to ?? '/', context.row ?? {}));
    default:
      return runPluginAction(action, context, registry);
  }
}

async function runPluginAction(
  action: PageAction,
  context: CrudActionContext,
  registry: Pick<PluginRegistry, 'action'>,
): Promise<void> {
  const { page, row } = context;
  const plugin = registry.action(action.name, `pages of resource ${page.resource}`);
  try {
    await plugin.run({
      row,
      rows: row ? [row] : context.selectedRows,
      resource: page.resource,
      rowKey: page.rowKey ?? 'id',
      provider: context.provider,
      t: context.t,
      language: context.language,
      refresh: context.list.reload,
      navigate: context.navigate,
      notify: (message) => toast('success', message),
    });
  } catch (error) {
    // An HttpError was already shown by the http layer; anything else has not been.
    if (!(error instanceof HttpError)) toast('error', (error as Error).message);
    throw error;
  }
}
