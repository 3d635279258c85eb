import type { ResourceSpec } from './resources';

type Row = Record<string, unknown>;

/**
 * A tree resource whose records name the roles they are open to (`spec.openTo`, the menus'
 * `role`): a filter on that field asks "what can this role reach", so it keeps the records open to
 * every role (an empty list) or naming the role, whose ancestors all pass too — what the role's
 * side menu shows. Answers undefined when the query does not ask that (then filters apply as usual).
 *
 * @example
 * reachableRows(SAMPLE_RESOURCES.menuManagement, menus, { role: 'Editor' });
 * // { rows: [menus open to Editor], query: {} }
 */
export function reachableRows(
  spec: ResourceSpec,
  rows: Row[],
  query: Record<string, unknown>,
): { rows: Row[]; query: Record<string, unknown> } | undefined {
  const field = spec.openTo;
  const role = field ? query[field] : undefined;
  if (!field || !spec.tree || typeof role !== 'string' || role === '') return undefined;
  const { id, parent } = spec.tree;
  const byId = new Map(rows.map((row) => [String(row[id]), row]));
  const opens = (row: Row) => {
    const roles = row[field];
    return !Array.isArray(roles) || roles.length === 0 || roles.map(String).includes(role);
  };
  const reached = new Map<Row, boolean>();
  const reaches = (row: Row, seen: Set<Row>): boolean => {
    const known = reached.get(row);
    if (known !== undefined) return known;
    const above = byId.get(String(row[parent]));
    // A parent loop (bad data) reaches nothing rather than looping.
    const result = opens(row) && !seen.has(row) && (!above || reaches(above, new Set(seen).add(row)));
    reached.set(row, result);
    return result;
  };
  const { [field]: _asked, ...rest } = query;
  return { rows: rows.filter((row) => reaches(row, new Set())), query: rest };
}
