export type RowKey = string | number;

/** One visible line of a table: the record, its key and where it sits in a tree. */
export interface FlatRow<Row> {
  row: Row;
  key: RowKey;
  /** 0 for top-level rows. */
  depth: number;
  hasChildren: boolean;
  expanded: boolean;
}

type TreeRow = Record<string, unknown>;

const childrenOf = (row: TreeRow): TreeRow[] | undefined =>
  Array.isArray(row.children) && row.children.length > 0 ? row.children : undefined;

/**
 * The lines a table shows, in order: without `tree` the rows as they are; with it each row
 * followed by its `children` (recursively) while it is expanded, with its depth for indenting.
 * `expanded: 'all'` opens every parent.
 *
 * @example
 * flattenTree([{ id: 1, children: [{ id: 2 }] }], 'id', true, new Set([1])).map((l) => l.key) // [1, 2]
 */
export function flattenTree<Row extends TreeRow>(
  rows: readonly Row[],
  rowKey: string,
  tree: boolean,
  expanded: ReadonlySet<RowKey> | 'all',
): FlatRow<Row>[] {
  const lines: FlatRow<Row>[] = [];
  const walk = (level: readonly Row[], depth: number) => {
    for (const row of level) {
      const key = row[rowKey] as RowKey;
      const children = tree ? (childrenOf(row) as Row[] | undefined) : undefined;
      const open = !!children && (expanded === 'all' || expanded.has(key));
      lines.push({ row, key, depth, hasChildren: !!children, expanded: open });
      if (children && open) walk(children, depth + 1);
    }
  };
  walk(rows, 0);
  return lines;
}

/**
 * The keys of every row that has children, at any depth: what "all expanded" means.
 *
 * @example parentKeys([{ id: 1, children: [{ id: 2 }] }], 'id') // [1]
 */
export function parentKeys(rows: readonly TreeRow[], rowKey: string): RowKey[] {
  const keys: RowKey[] = [];
  const walk = (level: readonly TreeRow[]) => {
    for (const row of level) {
      const children = childrenOf(row);
      if (!children) continue;
      keys.push(row[rowKey] as RowKey);
      walk(children);
    }
  };
  walk(rows);
  return keys;
}
