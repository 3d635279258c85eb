import { type ComponentType, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CrudPageConfig, PageAction, PageColumn } from '../../../schemas/types.gen';
import { AccessContext } from '../../access';
import type { CellContext } from '../../cells/CellContext';
import { createCellRegistry } from '../../cells/createCellRegistry';
import type { DataProvider, HttpClient } from '../../data';
import { loadChunk } from '../../data/loadChunk';
import { lazyComponent } from '../../lib/lazyComponent';
import { afterFirstView } from '../../lib/whenPageIdle';
import type { PluginRegistry } from '../../plugin';
import { useViewActive } from '../../routing/useViewActive';
import { buildColumns } from './buildColumns';
import type { CrudEditorHandle } from './CrudEditor';
import { CrudTable } from './CrudTable';
import { CrudToolbar } from './CrudToolbar';
import { initialQuery, listSearch } from './initialQuery';
import { LoadFailed, LoadingBlock, NoData } from './RequestState';
import { RowActions } from './RowActions';
import { resolveActions } from './resolveActions';
import { type CrudActionContext, runCrudAction } from './runCrudAction';
import { type CrudRow, useCrudList } from './useCrudList';
import { useStableCallback } from './useStableCallback';
import { useTableHeight } from './useTableHeight';
import { exportColumns, visibleColumns } from './visibleColumns';
import './crud.css';

// With the renderer, so that asking for a deep link's first rows loads no file of its own.
export { warmList } from './warmList';

export interface CrudPageProps {
  /** The page's file name (config/pages/<name>.yaml): keys its precompiled validators. */
  name: string;
  page: CrudPageConfig;
  provider: DataProvider;
  http: HttpClient;
  registry: PluginRegistry;
  icons?: Record<string, ComponentType>;
  /** The route's query: search values, `page`, `pageSize`, `sort` and `order`. */
  query: Record<string, string>;
  navigate(to: string, options?: { replace?: boolean }): void;
}

/**
 * From this many rows on one page the table renders only the rows in view: a page of 500 rows
 * would otherwise put thousands of cells in the document, and every dialog opening over them
 * would pay a full style and layout pass.
 */
const VIRTUALIZE_FROM = 100;
const TALL_CELLS = new Set(['image', 'avatar', 'progress', 'rate']);
const rowHeightOf = (columns: PageColumn[]) =>
  columns.some((c) => TALL_CELLS.has(typeof c.cell === 'object' ? c.cell.type : (c.cell ?? 'text')))
    ? 80
    : 54;

const rethrow = { rethrow: true };
// The forms (rjsf and the Semi widgets) load after the first rows (see formsWanted).
const SearchBar = lazyComponent(
  () => loadChunk(() => import('./SearchBar')).then((m) => m.SearchBar),
  undefined,
  rethrow,
);
// Cards (Semi Card, the goods market) load only on a cards page, never with the table.
const CardGrid = lazyComponent(
  () => loadChunk(() => import('./CardGrid')).then((m) => m.CardGrid),
  () => <LoadingBlock rows={6} />,
  rethrow,
);
const CrudEditor = lazyComponent(
  () => loadChunk(() => import('./CrudEditor')).then((m) => m.CrudEditor),
  undefined,
  rethrow,
);

/**
 * A list page from config alone: search form, toolbar, table (or tree, or cards) with server
 * paging and sorting, selection, row actions and the add/edit dialog. Every request has a
 * visible loading, empty and error state. Buttons and columns the person may not use are absent.
 *
 * @example <CrudPage name="users" page={usersPage} provider={provider} http={http} registry={registry} query={{}} navigate={go} />
 */
export function CrudPage({ name, page, provider, http, registry, icons, query, navigate }: CrudPageProps) {
  const { t, i18n } = useTranslation();
  const subject = useContext(AccessContext);
  const rowKey = page.rowKey ?? 'id';
  const where = `pages/${name}`;
  const asked = useMemo(() => initialQuery(page, query), [page, query]);
  const list = useCrudList(provider, page.resource, asked);
  // The list's state lives in the route's query: F5 or a link brings the same list back.
  // A link or Back that changes the query (the roles page's ?role=…, a menu click with none) sets
  // the list; a change made on the page is written back, replacing the history entry. A kept-alive
  // page that is not showing writes nothing: the URL is another page's then.
  // One effect, the URL first: when the URL changed, the list takes it and nothing is written back
  // in that pass. The list still holds its old query then; writing it would put the old query in
  // the address for a moment, and an F5 in that moment would lose the link's.
  const active = useViewActive();
  const askedKey = listSearch(page, asked, query);
  const shownKey = listSearch(page, list.query, query);
  const lastAsked = useRef(askedKey);
  useEffect(() => {
    if (lastAsked.current !== askedKey) {
      lastAsked.current = askedKey;
      list.replaceQuery(asked);
      return;
    }
    if (!active || shownKey === askedKey) return;
    lastAsked.current = shownKey;
    navigate(shownKey ? `?${shownKey}` : '?', { replace: true });
  }, [askedKey, asked, shownKey, active, navigate, list.replaceQuery]);
  const searchRef = useRef<HTMLDivElement>(null);
  const height = useTableHeight(searchRef);
  const editor = useRef<CrudEditorHandle>(null);
  const pendingOpen = useRef<{ record?: CrudRow } | null>(null);
  const onEditorReady = useStableCallback(() => {
    if (pendingOpen.current) editor.current?.open(pendingOpen.current.record);
    pendingOpen.current = null;
  });
  const widgets = useMemo(() => registry.widgets(), [registry]);
  const [selection, setSelection] = useState<{ keys: (string | number)[]; rows: CrudRow[] }>({
    keys: [],
    rows: [],
  });
  // The forms load once the first answer is on screen: the rows never wait for rjsf and its widgets.
  // On the page load's first view they also wait until the page is idle, so a cold deep link's
  // bytes are the rows' only; a click on 新增 or 编辑 before that loads them at once (openEditor).
  const [formsWanted, setFormsWanted] = useState(false);
  useEffect(() => {
    if (list.status === 'loading' || formsWanted) return undefined;
    let live = true;
    void afterFirstView().then(() => live && setFormsWanted(true));
    return () => {
      live = false;
    };
  }, [list.status, formsWanted]);
  // A new page, sort or search starts with nothing selected.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query object is the trigger
  useEffect(() => setSelection({ keys: [], rows: [] }), [list.query]);

  const options = { subject, registry, t, editable: !!page.edit, where };
  // biome-ignore lint/correctness/useExhaustiveDependencies: options are derived from these
  const toolbar = useMemo(() => resolveActions(page.actions?.toolbar, options), [page, subject, registry, t]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: options are derived from these
  const rowActions = useMemo(() => resolveActions(page.actions?.row, options), [page, subject, registry, t]);
  const shown = useMemo(() => visibleColumns(page.columns, rowActions, subject), [page, rowActions, subject]);

  const context = (row?: CrudRow): CrudActionContext => ({
    page,
    provider,
    list,
    row,
    selectedKeys: selection.keys,
    selectedRows: selection.rows,
    clearSelection: () => setSelection({ keys: [], rows: [] }),
    openEditor: (record) => {
      performance.mark('jimu:edit:click');
      if (editor.current) return editor.current.open(record);
      // A click before the editor's code arrived: open it as soon as it has mounted.
      pendingOpen.current = { record };
      setFormsWanted(true);
    },
    navigate,
    exportColumns: exportColumns(page.columns, subject),
    t,
    language: i18n.language,
  });
  const runRow = useStableCallback((action: PageAction, row: CrudRow) =>
    runCrudAction(action, context(row), registry),
  );
  const runToolbar = useStableCallback((action: PageAction) => runCrudAction(action, context(), registry));
  const onSelection = useStableCallback((keys: (string | number)[], rows: CrudRow[]) =>
    setSelection({ keys, rows }),
  );
  const reload = useStableCallback(() => list.reload());

  const cellRegistry = useMemo(() => createCellRegistry(registry.cells()), [registry]);
  const canEdit =
    toolbar.some((a) => a.action.name === 'create') || rowActions.some((a) => a.action.name === 'edit');
  const cellContext = useMemo<CellContext>(
    () => ({
      t,
      language: i18n.language,
      registry: cellRegistry,
      provider,
      resource: page.resource,
      rowKey,
      canEdit,
      onSaved: reload,
    }),
    [t, i18n.language, cellRegistry, provider, page.resource, rowKey, canEdit, reload],
  );
  const renderActions = useMemo(
    () => (row: CrudRow) => <RowActions row={row} actions={rowActions} onRun={runRow} icons={icons} />,
    [rowActions, runRow, icons],
  );
  const sort = list.query.sort;
  const columns = useMemo(
    () => buildColumns(shown, { t, cellContext, sort, renderActions }),
    [shown, t, cellContext, sort, renderActions],
  );
  const empty = useMemo(() => <NoData />, []);
  const selectable = toolbar.some((a) => ['deleteMany', 'exportSelected'].includes(a.action.name));

  let body: JSX.Element;
  if (list.status === 'error') body = <LoadFailed error={list.error} onRetry={list.reload} />;
  else if (page.mode === 'cards') {
    // Fetched beside the first list request rather than after it (import() runs once).
    void CardGrid.preload();
    body =
      list.status === 'loading' && list.rows.length === 0 ? (
        <LoadingBlock rows={6} />
      ) : (
        <CardGrid
          columns={shown}
          rows={list.rows}
          rowKey={rowKey}
          cellContext={cellContext}
          page={list.query.page}
          pageSize={list.query.pageSize}
          total={list.total}
          onPageChange={list.setPage}
          renderActions={rowActions.length > 0 ? renderActions : undefined}
          loading={list.status === 'loading'}
          empty={empty}
        />
      );
  } else {
    body = (
      <CrudTable
        columns={columns}
        rows={list.rows}
        rowKey={rowKey}
        loading={list.status === 'loading'}
        height={height}
        page={list.query.page}
        pageSize={list.query.pageSize}
        total={list.total}
        onPageChange={list.setPage}
        onSortChange={list.setSort}
        selectedKeys={selectable ? selection.keys : undefined}
        onSelectionChange={selectable ? onSelection : undefined}
        tree={page.mode === 'tree'}
        virtualized={list.rows.length >= VIRTUALIZE_FROM}
        rowHeight={rowHeightOf(shown)}
        empty={empty}
      />
    );
  }

  return (
    <div className="jimu-crud" data-page={name} data-status={list.status}>
      {page.search && (
        <div ref={searchRef} className="jimu-crud-search-slot">
          {formsWanted && (
            <SearchBar
              schema={page.search.schema}
              uiSchema={page.search.uiSchema}
              initial={list.query.filter}
              name={name}
              http={http}
              widgets={widgets}
              onSearch={list.setFilter}
            />
          )}
        </div>
      )}
      <CrudToolbar actions={toolbar} selectedCount={selection.keys.length} onRun={runToolbar} icons={icons} />
      {body}
      {page.edit && formsWanted && (
        <CrudEditor
          ref={editor}
          name={name}
          page={page}
          edit={page.edit}
          provider={provider}
          http={http}
          widgets={widgets}
          onSaved={list.reload}
          onReady={onEditorReady}
        />
      )}
    </div>
  );
}
