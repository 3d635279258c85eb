import { isRecord } from '../http/isRecord';
import type { ResourceSpec } from './resources';

type Row = Record<string, unknown>;

/**
 * A listed record with the names its ids point at (`spec.joins`): a user's `departmentName` from
 * its `departmentId`, so a list shows the department, not a number. Read-only extras: the edit
 * form keeps only the fields its schema declares, so they are never written back.
 *
 * @example
 * joinNames(SAMPLE_RESOURCES.userManagement, store.state, user); // { …user, departmentName: '积木科技' }
 */
export function joinNames(spec: ResourceSpec, state: Record<string, unknown>, row: Row): Row {
  if (!spec.joins?.length) return row;
  const out = { ...row };
  for (const join of spec.joins) {
    const rows = state[join.collection];
    const target = Array.isArray(rows)
      ? rows.find((candidate) => isRecord(candidate) && String(candidate.id) === String(row[join.field]))
      : undefined;
    out[join.as] = target ? target[join.label] : null;
  }
  return out;
}
