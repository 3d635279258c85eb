import type { CrudPageConfig } from '../../../schemas/types.gen';
import type { CrudQuery } from './useCrudList';

/** The page size the schema allows at most (and the mock server serves). */
const MAX_PAGE_SIZE = 1000;

/**
 * The first list request of a crud page: page 1, the configured size (20 by default, K-02), and
 * the search fields the route's query names (`?role=Admin` from the roles page's links); a
 * `pageSize` in the query (1–1000) overrides the configured size.
 *
 * @example initialQuery(usersPage, { username: 'ad' }) // { page: 1, pageSize: 20, filter: { username: 'ad' } }
 */
export function initialQuery(page: CrudPageConfig, query: Record<string, string>): CrudQuery {
  const filter: Record<string, unknown> = {};
  const properties = (page.search?.schema as { properties?: Record<string, { type?: string }> } | undefined)
    ?.properties;
  for (const field of Object.keys(properties ?? {})) {
    const raw = query[field];
    if (raw === undefined || raw === '') continue;
    const type = properties?.[field]?.type;
    filter[field] =
      type === 'integer' || type === 'number' ? Number(raw) : type === 'boolean' ? raw === 'true' : raw;
  }
  const asked = Number(query.pageSize);
  const pageSize =
    Number.isInteger(asked) && asked >= 1 && asked <= MAX_PAGE_SIZE ? asked : (page.pageSize ?? 20);
  return { page: 1, pageSize, filter };
}
