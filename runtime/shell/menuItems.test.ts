import { describe, expect, it } from 'vitest';
import { findMenuItem, firstLeaf, menuAncestors, type ShellMenuItem, topLevelOf } from './menuItems';

const items: ShellMenuItem[] = [
  { key: '/', title: 'root', children: [{ key: '/index', title: 'index' }] },
  {
    key: '/vab',
    title: 'vab',
    children: [
      { key: '/vab/table', title: 'table', children: [{ key: '/vab/table/list', title: 'list' }] },
      { key: '/vab/card', title: 'card' },
    ],
  },
  { key: 'https://github.com', title: 'gh', external: true, target: '_blank' },
];

describe('menu helpers', () => {
  it('LY-08 the menu follows the route: the groups leading to a key open, outermost first', () => {
    expect(menuAncestors(items, '/vab/table/list')).toEqual(['/vab', '/vab/table']);
    expect(menuAncestors(items, '/vab/card')).toEqual(['/vab']);
    expect(menuAncestors(items, '/vab')).toEqual([]);
    expect(menuAncestors(items, '/nowhere')).toEqual([]);
  });

  it('finds items and their top-level group anywhere in the tree', () => {
    expect(findMenuItem(items, '/vab/table/list')?.title).toBe('list');
    expect(findMenuItem(items, '/missing')).toBeUndefined();
    expect(topLevelOf(items, '/vab/table/list')?.key).toBe('/vab');
    expect(topLevelOf(items, '/vab')?.key).toBe('/vab');
    expect(topLevelOf(items, 'https://github.com')?.key).toBe('https://github.com');
    expect(topLevelOf(items, '/missing')).toBeUndefined();
  });
});

describe('firstLeaf', () => {
  it('LY-04 a top-level click with openFirstMenu goes down the first in-app children to a leaf', () => {
    expect(firstLeaf(items[1]).key).toBe('/vab/table/list');
    expect(firstLeaf(items[0]).key).toBe('/index');
    expect(firstLeaf(items[2]).key).toBe('https://github.com');
    expect(
      firstLeaf({ key: '/g', title: 'g', children: [{ key: 'mailto:a@b', title: 'm', external: true }] }).key,
    ).toBe('/g');
  });
});
