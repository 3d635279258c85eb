import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../lib/lazyComponent';
import { useNarrowScreen } from '../../lib/useNarrowScreen';
import { layoutColumns } from './columnLayout';
import { type FlatRow, flattenTree, parentKeys, type RowKey } from './flattenTree';
import { pageSelection, toggleKeys } from './selection';
import { type StickyOffset, stickyOffsets } from './stickyOffsets';
import { TableBody, type TableBodyProps } from './TableBody';
import type { SortOrder, TableColumn } from './TableColumn';
import { TableHead } from './TableHead';
import { TableRow } from './TableRow';
import { TableScrollbar } from './TableScrollbar';
import { useFitWidths } from './useFitWidths';
import { useTableScroller } from './useTableScroller';
import './table.css';

type Row = Record<string, unknown>;

export interface DataTableProps {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: string;
  /** Keeps the rows and lays a spinner over them. */
  loading: boolean;
  /** Height of the scrolling box, header included. */
  height: number;
  onSort(field: string, order: SortOrder | undefined): void;
  /** Without it the table has no selection column. */
  selectedKeys?: readonly RowKey[];
  onSelectionChange?(keys: RowKey[], rows: Row[]): void;
  /** Rows with `children` show as an expandable tree, every parent open when the first rows arrive. */
  tree?: boolean;
  /** Draw only the rows in view (react-window, loaded when first needed). */
  virtualized?: boolean;
  /** Height of a virtualized row in pixels. */
  rowHeight: number;
  empty: ReactNode;
}

const SELECTION_PX = 48;

// react-window loads with the first virtualized table; meanwhile that table shows its first screen of rows.
const VirtualBody = lazyComponent(
  () => import('./VirtualBody').then((m) => m.VirtualBody as (props: TableBodyProps<Row>) => JSX.Element),
  (props: TableBodyProps<Row>) => (
    <TableBody {...props} limit={Math.ceil(props.height / props.rowHeight) + 1} />
  ),
);

/**
 * A semantic list table: sticky header, fixed columns, native checkboxes for selection, sort
 * buttons with `aria-sort`, a tree mode with expand buttons, a loading overlay that keeps the
 * rows, the empty state, and virtualized rows for large client-side tables. Styled with Semi's
 * CSS variables (themes and dark mode apply) without Semi's Table and its dependencies.
 *
 * The columns are laid out in the table's box (layoutColumns): sized ones keep their width, `fit`
 * ones take their content's, the others share the rest. When they do not fit the rows scroll
 * sideways in the box, the fixed columns cast a shadow on the side where more columns are, and a
 * scrollbar sticks to the bottom of the window while the box's own is below it.
 *
 * @example <DataTable columns={columns} rows={rows} rowKey="id" loading={false} height={609} rowHeight={54} onSort={sort} empty={<NoData />} />
 */
export function DataTable(props: DataTableProps) {
  const { columns, rows, rowKey, tree = false, selectedKeys, onSelectionChange } = props;
  const { t } = useTranslation();
  const selectable = !!onSelectionChange;
  // null until the reader toggles a parent: until then every parent is open, rows that arrive later included.
  const [expanded, setExpanded] = useState<ReadonlySet<RowKey> | null>(null);
  const lines = useMemo(
    () => flattenTree(rows, rowKey, tree, expanded ?? 'all'),
    [rows, rowKey, tree, expanded],
  );
  const onToggle = useCallback(
    (key: RowKey) =>
      setExpanded((open) => {
        const next = new Set(open ?? parentKeys(rows, rowKey));
        if (!next.delete(key)) next.add(key);
        return next;
      }),
    [rows, rowKey],
  );
  const chosen = useMemo(() => new Set(selectedKeys ?? []), [selectedKeys]);
  const pageKeys = useMemo(() => lines.map((line) => line.key), [lines]);
  const report = useCallback(
    (keys: RowKey[]) => {
      const byKey = new Map(lines.map((line) => [line.key, line.row]));
      const picked: Row[] = [];
      for (const key of keys) {
        const row = byKey.get(key);
        if (row) picked.push(row);
      }
      onSelectionChange?.(keys, picked);
    },
    [lines, onSelectionChange],
  );
  const onSelect = useCallback(
    (line: FlatRow<Row>, on: boolean) => report(toggleKeys(selectedKeys ?? [], [line.key], on)),
    [selectedKeys, report],
  );
  const wrapper = useRef<HTMLDivElement>(null);
  const virtual = !!props.virtualized && lines.length > 0;
  const scroller = useTableScroller(wrapper);
  const fit = useFitWidths(wrapper);
  const leading = selectable ? SELECTION_PX : 0;
  const layout = useMemo(
    () =>
      layoutColumns(
        columns.map((column) => ({
          width: column.fit ? (fit[column.key] ?? column.width ?? column.minWidth) : column.width,
          minWidth: column.minWidth,
          fixed: column.fixed,
          fit: column.fit,
        })),
        scroller.width,
        leading,
      ),
    [columns, fit, scroller.width, leading],
  );
  // On a phone only the first data column sticks: sticky actions on the right
  // would cover the columns between, leaving nothing to scroll to but the id and the buttons.
  const narrow = useNarrowScreen();
  const offsets = useMemo(
    () =>
      stickyOffsets(
        columns.map((column, i) => ({
          width: layout.widths[i],
          fixed: narrow ? (i === 0 ? ('left' as const) : undefined) : column.fixed,
        })),
        leading,
      ),
    [columns, layout, leading, narrow],
  );
  const selectionOffset = useMemo<StickyOffset>(
    () => ({ left: 0, edge: !offsets.some((offset) => offset.left !== undefined) }),
    [offsets],
  );
  const width = layout.total;
  const labels = useMemo(
    () => ({
      selectRow: t('jimu.crud.selectRow'),
      expand: t('jimu.crud.expand'),
      collapse: t('jimu.crud.collapse'),
    }),
    [t],
  );
  const renderLine = (line: FlatRow<Row>, index: number) => (
    <TableRow<Row>
      key={String(line.key)}
      line={line}
      index={index}
      columns={columns}
      offsets={offsets}
      height={virtual ? props.rowHeight : undefined}
      selected={selectable ? chosen.has(line.key) : undefined}
      selectionOffset={selectionOffset}
      onSelect={onSelect}
      tree={tree}
      onToggle={onToggle}
      labels={labels}
    />
  );
  const head = (
    <>
      <colgroup>
        {selectable && <col style={{ width: SELECTION_PX }} />}
        {columns.map((column, i) => (
          <col key={column.key} style={{ width: layout.widths[i] }} />
        ))}
      </colgroup>
      <TableHead<Row>
        columns={columns}
        offsets={offsets}
        selection={selectable ? pageSelection(pageKeys, selectedKeys ?? []) : undefined}
        selectionOffset={selectionOffset}
        onSelectPage={(on) => report(toggleKeys(selectedKeys ?? [], pageKeys, on))}
        onSort={(column, order) => props.onSort(column.dataIndex, order)}
        selectAllLabel={t('jimu.crud.selectAll')}
      />
    </>
  );
  const columnCount = columns.length + (selectable ? 1 : 0);
  const extra =
    lines.length === 0 ? (
      <tr className="jimu-table-placeholder">
        <td colSpan={columnCount}>{props.loading ? null : props.empty}</td>
      </tr>
    ) : null;
  const body: TableBodyProps<Row> = {
    lines,
    renderLine,
    head,
    width,
    height: props.height,
    rowHeight: props.rowHeight,
    columnCount,
    extra,
    tree,
  };
  return (
    <div
      ref={wrapper}
      className={`jimu-table${scroller.moreLeft ? ' jimu-table-more-left' : ''}${scroller.moreRight ? ' jimu-table-more-right' : ''}`}
      aria-busy={props.loading}
    >
      {virtual ? <VirtualBody {...body} /> : <TableBody {...body} />}
      <TableScrollbar root={wrapper} range={scroller.range} />
      {props.loading && (
        <div className="jimu-table-loading" role="status" aria-label={t('jimu.crud.loading')}>
          <span className="jimu-table-spinner" />
        </div>
      )}
    </div>
  );
}
