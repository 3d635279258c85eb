import type { DataProvider } from '../../data';
import type { CrudQuery, CrudRow } from './useCrudList';

/** The largest page the mock server (and most back ends) hand out in one answer. */
export const EXPORT_PAGE_SIZE = 1000;

/**
 * Every record matching the list's current filter and sort, page by page, for an export of all
 * rows (not just the page on screen). Rejects like the provider.
 *
 * @example const rows = await fetchAllRows(provider, 'table', list.query);
 */
export async function fetchAllRows(
  provider: DataProvider,
  resource: string,
  query: CrudQuery,
): Promise<CrudRow[]> {
  const rows: CrudRow[] = [];
  for (let page = 1; ; page++) {
    const { list, total } = await provider.getList<CrudRow>(resource, {
      page,
      pageSize: EXPORT_PAGE_SIZE,
      sort: query.sort,
      filter: query.filter,
    });
    rows.push(...list);
    if (list.length === 0 || rows.length >= total) return rows;
  }
}
