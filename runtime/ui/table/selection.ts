import type { RowKey } from './flattenTree';

/** What the header checkbox shows: every row of the page selected, some, or none. */
export type PageSelection = 'all' | 'some' | 'none';

/**
 * The header checkbox's state for the rows on the page.
 *
 * @example pageSelection([1, 2, 3], [2]) // 'some'
 */
export function pageSelection(pageKeys: readonly RowKey[], selected: readonly RowKey[]): PageSelection {
  const chosen = new Set(selected);
  const count = pageKeys.filter((key) => chosen.has(key)).length;
  return count === 0 ? 'none' : count === pageKeys.length ? 'all' : 'some';
}

/**
 * The selection after `keys` are checked (`on`) or unchecked, in the order they were picked.
 *
 * @example toggleKeys([1], [2, 3], true) // [1, 2, 3]
 * @example toggleKeys([1, 2, 3], [2], false) // [1, 3]
 */
export function toggleKeys(selected: readonly RowKey[], keys: readonly RowKey[], on: boolean): RowKey[] {
  if (!on) {
    const drop = new Set(keys);
    return selected.filter((key) => !drop.has(key));
  }
  const have = new Set(selected);
  return [...selected, ...keys.filter((key) => !have.has(key))];
}
