import { describe, expect, it } from 'vitest';
import { flattenTree, parentKeys } from './flattenTree';
import { ariaSort, nextSortOrder } from './nextSortOrder';
import { pageSelection, toggleKeys } from './selection';
import { stickyOffsets } from './stickyOffsets';

const tree = [
  {
    id: 1,
    name: 'root',
    children: [
      { id: 2, name: 'a', children: [{ id: 4, name: 'a1' }] },
      { id: 3, name: 'b' },
    ],
  },
  { id: 5, name: 'other', children: [] },
];

describe('table logic', () => {
  it('flattens a tree depth-first with depths, opening every parent for "all"', () => {
    const lines = flattenTree(tree, 'id', true, 'all');
    expect(lines.map((l) => [l.key, l.depth, l.hasChildren, l.expanded])).toEqual([
      [1, 0, true, true],
      [2, 1, true, true],
      [4, 2, false, false],
      [3, 1, false, false],
      [5, 0, false, false],
    ]);
  });

  it('hides the children of a collapsed parent and ignores children outside tree mode', () => {
    expect(flattenTree(tree, 'id', true, new Set([1])).map((l) => l.key)).toEqual([1, 2, 3, 5]);
    expect(flattenTree(tree, 'id', true, new Set()).map((l) => l.key)).toEqual([1, 5]);
    expect(flattenTree(tree, 'id', false, 'all').map((l) => [l.key, l.hasChildren])).toEqual([
      [1, false],
      [5, false],
    ]);
    expect(parentKeys(tree, 'id')).toEqual([1, 2]);
  });

  it('cycles a column sort none → asc → desc → none, with the matching aria-sort', () => {
    expect(nextSortOrder(undefined)).toBe('asc');
    expect(nextSortOrder('asc')).toBe('desc');
    expect(nextSortOrder('desc')).toBeUndefined();
    expect([ariaSort('asc'), ariaSort('desc'), ariaSort(undefined)]).toEqual([
      'ascending',
      'descending',
      'none',
    ]);
  });

  it('tells the header checkbox all, some or none, and adds or drops keys in order', () => {
    expect(pageSelection([1, 2, 3], [])).toBe('none');
    expect(pageSelection([1, 2, 3], [2, 9])).toBe('some');
    expect(pageSelection([1, 2], [2, 1])).toBe('all');
    expect(pageSelection([], [])).toBe('none');
    expect(toggleKeys([9, 1], [1, 2, 3], true)).toEqual([9, 1, 2, 3]);
    expect(toggleKeys([9, 1, 2], [1, 2, 3], false)).toEqual([9]);
  });

  it('sticks left columns after the selection column and right columns from the right edge, marking the two next to the scrolling ones', () => {
    const columns = [
      { width: 80, fixed: 'left' as const },
      { width: 60, fixed: 'left' as const },
      { width: 100 },
      { width: 120, fixed: 'right' as const },
      { width: 240, fixed: 'right' as const },
    ];
    expect(stickyOffsets(columns, 48)).toEqual([
      { left: 48 },
      { left: 128, edge: true },
      {},
      { right: 240, edge: true },
      { right: 0 },
    ]);
  });
});
