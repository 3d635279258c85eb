import { type CSSProperties, memo, type ReactNode } from 'react';
import { displayText } from '../../cells/displayText';
import type { FlatRow, RowKey } from './flattenTree';
import type { StickyOffset } from './stickyOffsets';
import type { TableColumn } from './TableColumn';
import { FIT_ATTRIBUTE } from './useFitWidths';

/** Indentation per tree level, in pixels. */
const INDENT_PX = 20;

export interface TableRowProps<Row> {
  line: FlatRow<Row>;
  index: number;
  columns: readonly TableColumn<Row>[];
  offsets: readonly StickyOffset[];
  /** Fixed row height (virtualized rows); natural height without it. */
  height?: number;
  /** Present when rows can be selected. */
  selected?: boolean;
  /** Where the selection cell sticks (always at the left; the edge when no data column sticks there). */
  selectionOffset?: StickyOffset;
  onSelect(line: FlatRow<Row>, on: boolean): void;
  /** Tree tables put an expand button (or its room) before the first column's value. */
  tree: boolean;
  onToggle(key: RowKey): void;
  labels: { selectRow: string; expand: string; collapse: string };
}

/** The class and style of a cell that may stick to the left or right edge. */
export function cellPlacement(
  offset: StickyOffset | undefined,
  extra = '',
): { className: string; style?: CSSProperties } {
  const side =
    offset?.left !== undefined
      ? ' jimu-table-fixed-left'
      : offset?.right !== undefined
        ? ' jimu-table-fixed-right'
        : '';
  const edge = side && offset?.edge ? ' jimu-table-fixed-edge' : '';
  return {
    className: `jimu-table-cell${side}${edge}${extra}`,
    style: side ? { left: offset?.left, right: offset?.right } : undefined,
  };
}

/**
 * A cell's content; in a column sized to its content, inside the box that is measured for it
 * (useFitWidths).
 */
export function cellContent(column: { key: string; fit?: boolean }, content: ReactNode): ReactNode {
  if (!column.fit) return content;
  return (
    <div className="jimu-table-fit" {...{ [FIT_ATTRIBUTE]: column.key }}>
      {content}
    </div>
  );
}

/**
 * One line of a DataTable. Memoised: a selection or expansion change re-renders only the lines
 * whose `selected`/`line` changed, not every cell of the page.
 *
 * @example <TableRow line={line} index={0} columns={columns} offsets={offsets} … />
 */
function TableRowInner<Row extends Record<string, unknown>>(props: TableRowProps<Row>) {
  const { line, index, columns, offsets, selected, tree, labels } = props;
  const select =
    selected === undefined ? null : (
      <td {...cellPlacement(props.selectionOffset, ' jimu-table-cell-selection')}>
        <input
          type="checkbox"
          className="jimu-table-checkbox"
          checked={selected}
          aria-label={labels.selectRow}
          onChange={(event) => props.onSelect(line, event.target.checked)}
        />
      </td>
    );
  return (
    <tr
      className={selected ? 'jimu-table-row jimu-table-row-selected' : 'jimu-table-row'}
      data-row-key={String(line.key)}
      aria-selected={selected}
      aria-level={tree ? line.depth + 1 : undefined}
      aria-expanded={line.hasChildren ? line.expanded : undefined}
      style={props.height ? { height: props.height } : undefined}
    >
      {select}
      {columns.map((column, i) => (
        <td key={column.key} {...cellPlacement(offsets[i])}>
          {tree && i === 0 && (
            <>
              <span className="jimu-table-indent" style={{ width: line.depth * INDENT_PX }} />
              {line.hasChildren ? (
                <button
                  type="button"
                  className="jimu-table-expand"
                  aria-expanded={line.expanded}
                  aria-label={line.expanded ? labels.collapse : labels.expand}
                  onClick={() => props.onToggle(line.key)}
                />
              ) : (
                <span className="jimu-table-expand-room" />
              )}
            </>
          )}
          {cellContent(
            column,
            column.render ? column.render(line.row, index) : displayText(line.row[column.dataIndex]),
          )}
        </td>
      ))}
    </tr>
  );
}

export const TableRow = memo(TableRowInner) as typeof TableRowInner;
