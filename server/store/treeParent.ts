import { ApiError } from '../http/envelope';

type Row = Record<string, unknown>;

const present = (value: unknown) => value !== undefined && value !== null && value !== '' && value !== 0;

/**
 * Checks that giving `row` the parent `parentValue` keeps the tree a tree: the parent exists,
 * is not the row itself and is not one of its descendants (a cycle would drop the records from
 * the listed tree). Walks up at most once per row, so a corrupted store cannot loop it.
 * Returns the parent row, or undefined for a root.
 *
 * @example
 * assertTreeParent(menus, { id: 'id', parent: 'parentId' }, 3, 7); // 400 when 7 lies under 3
 */
export function assertTreeParent(
  rows: Row[],
  tree: { id: string; parent: string },
  rowId: unknown,
  parentValue: unknown,
): Row | undefined {
  if (!present(parentValue)) return undefined;
  const byId = new Map(rows.map((row) => [String(row[tree.id]), row]));
  const parent = byId.get(String(parentValue));
  if (!parent) throw new ApiError(404, `上级 ${String(parentValue)} 不存在`);
  if (!present(rowId)) return parent;
  let cursor: Row | undefined = parent;
  for (let steps = 0; cursor && steps <= rows.length; steps++) {
    if (String(cursor[tree.id]) === String(rowId)) {
      throw new ApiError(400, `字段 ${tree.parent} 不能指向自己或自己的下级`);
    }
    const up: unknown = cursor[tree.parent];
    cursor = present(up) ? byId.get(String(up)) : undefined;
  }
  return parent;
}
