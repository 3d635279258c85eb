import {
  Children,
  createContext,
  forwardRef,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
  useContext,
} from 'react';
import { FixedSizeList, type ListChildComponentProps } from 'react-window';
import type { FlatRow } from './flattenTree';
import type { TableBodyProps } from './TableBody';

interface Frame {
  head: ReactNode;
  width: number;
  count: number;
  rowHeight: number;
  columnCount: number;
  tree?: boolean;
}

const FrameContext = createContext<Frame>({ head: null, width: 0, count: 0, rowHeight: 0, columnCount: 1 });

/** A blank line standing for `count` rows out of view, so the scrollbar spans them all. */
function Spacer({ rows }: { rows: number }) {
  const { rowHeight, columnCount } = useContext(FrameContext);
  if (rows <= 0) return null;
  return (
    <tr className="jimu-table-spacer" aria-hidden style={{ height: rows * rowHeight }}>
      <td colSpan={columnCount} />
    </tr>
  );
}

/**
 * react-window's inner element as a real table: the rows it renders stay table rows (in flow,
 * not absolutely placed), with a spacer above and below for the rows out of view.
 */
const TableFrame = forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement>>(function TableFrame(
  { children, ...rest },
  ref,
) {
  const { head, width, count, tree } = useContext(FrameContext);
  const items = Children.toArray(children) as ReactElement<ListChildComponentProps>[];
  const first = items[0]?.props.index ?? 0;
  return (
    <div ref={ref} {...rest}>
      <table className="jimu-table-table" style={{ width }} role={tree ? 'treegrid' : undefined}>
        {head}
        <tbody>
          <Spacer rows={first} />
          {children}
          <Spacer rows={count - first - items.length} />
        </tbody>
      </table>
    </div>
  );
});

interface LineData<Row> {
  lines: readonly FlatRow<Row>[];
  renderLine(line: FlatRow<Row>, index: number): ReactNode;
}

function Line<Row>({ index, data }: ListChildComponentProps<LineData<Row>>) {
  return <>{data.renderLine(data.lines[index], index)}</>;
}

/**
 * A table body that draws only the lines in view (react-window's FixedSizeList, `rowHeight` each),
 * for large client-side tables: 100,000 rows scroll without 100,000 rows in the document.
 *
 * @example <VirtualBody lines={lines} renderLine={draw} head={head} width={960} height={609} rowHeight={54} columnCount={6} />
 */
export function VirtualBody<Row>(props: TableBodyProps<Row>) {
  const { lines, height, rowHeight } = props;
  const frame = {
    head: props.head,
    width: props.width,
    count: lines.length,
    rowHeight,
    columnCount: props.columnCount,
    tree: props.tree,
  };
  return (
    <FrameContext.Provider value={frame}>
      <FixedSizeList<LineData<Row>>
        className="jimu-table-body jimu-table-body-virtual"
        height={height}
        width="100%"
        itemCount={lines.length}
        itemSize={rowHeight}
        itemData={{ lines, renderLine: props.renderLine }}
        itemKey={(index, data) => String(data.lines[index].key)}
        innerElementType={TableFrame}
        overscanCount={6}
      >
        {Line}
      </FixedSizeList>
    </FrameContext.Provider>
  );
}
