/** Pixels the console's chrome (header, tabs, search row, toolbar, pager) takes above and below a table. */
export const TABLE_CHROME_PX = 291;
/** Pixels each extra row of the search form takes. */
export const SEARCH_ROW_PX = 60;
/** A table never shrinks below this, so a short window still shows a few rows. */
export const MIN_TABLE_PX = 200;

/**
 * The table's scroll height: window height − 291 − 60 per search-form row beyond the
 * first, never below MIN_TABLE_PX.
 *
 * @example tableHeight(900, 1) // 609
 * @example tableHeight(900, 3) // 489
 */
export function tableHeight(windowHeight: number, searchRows: number): number {
  const extraRows = Math.max(0, Math.round(searchRows) - 1);
  return Math.max(MIN_TABLE_PX, windowHeight - TABLE_CHROME_PX - SEARCH_ROW_PX * extraRows);
}

/**
 * How many visual rows the children of `container` wrap onto: the number of distinct top offsets
 * (an inline form wraps its fields when the window narrows). An empty or missing container is 1.
 *
 * @example countRows(form.querySelector('form')) // 2 when the fields wrap once
 */
export function countRows(container: Element | null | undefined): number {
  if (!container) return 1;
  const tops = new Set<number>();
  for (const child of Array.from(container.children)) {
    const rect = child.getBoundingClientRect();
    if (rect.height > 0) tops.add(Math.round(rect.top));
  }
  return Math.max(1, tops.size);
}
