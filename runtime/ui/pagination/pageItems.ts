/** One place in a pager: a page number, or a gap (`'…'`) standing for the pages left out. */
export type PageItem = number | '…';

/** Pagers with at most this many pages list every one. */
const ALL_UP_TO = 7;

/**
 * The page buttons of a pager: every page up to 7, else the first and last page, the current one
 * with a neighbour each side, and gaps for the rest (always 7 places, so the pager keeps its width).
 *
 * @example pageItems(1, 5) // [1, 2, 3, 4, 5]
 * @example pageItems(6, 20) // [1, '…', 5, 6, 7, '…', 20]
 * @example pageItems(2, 20) // [1, 2, 3, 4, 5, '…', 20]
 */
export function pageItems(current: number, pageCount: number): PageItem[] {
  const count = Math.max(1, Math.floor(pageCount));
  if (count <= ALL_UP_TO) return Array.from({ length: count }, (_, i) => i + 1);
  const page = Math.min(Math.max(1, Math.floor(current)), count);
  if (page <= 4) return [1, 2, 3, 4, 5, '…', count];
  if (page >= count - 3) return [1, '…', count - 4, count - 3, count - 2, count - 1, count];
  return [1, '…', page - 1, page, page + 1, '…', count];
}

/**
 * How many pages `total` rows make at `pageSize` a page (at least 1).
 *
 * @example pageCount(41, 20) // 3
 */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}
