import type { ResourceSpec } from '../store/resources';

type Row = Record<string, unknown>;

/**
 * A copy of a record fit to send: without secret fields (password hashes) and, for the route
 * table, without the `id` json-server needs but the route format does not have.
 *
 * @example
 * publicRow(SAMPLE_RESOURCES.userManagement, user); // user without password
 */
export function publicRow(spec: ResourceSpec, row: Row): Row {
  if (!spec.secret && !spec.unpaged) return row;
  const copy = { ...row };
  for (const field of spec.secret ?? []) delete copy[field];
  if (spec.unpaged) delete copy.id;
  return copy;
}
