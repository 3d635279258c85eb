import type { SortOrder } from './TableColumn';

/**
 * The sort a header click moves to: none → ascending → descending → none.
 *
 * @example nextSortOrder(undefined) // 'asc'
 * @example nextSortOrder('desc') // undefined
 */
export function nextSortOrder(order: SortOrder | undefined): SortOrder | undefined {
  return order === undefined ? 'asc' : order === 'asc' ? 'desc' : undefined;
}

/**
 * The `aria-sort` value of a sortable header.
 *
 * @example ariaSort('asc') // 'ascending'
 */
export function ariaSort(order: SortOrder | undefined): 'ascending' | 'descending' | 'none' {
  return order === 'asc' ? 'ascending' : order === 'desc' ? 'descending' : 'none';
}
