import type { PageColumn } from '../../../schemas/types.gen';
import { type AccessSubject, can } from '../../access';

import { isActionsCell } from '../../cells';

/** A column whose cell is `actions` shows the row's buttons instead of a value. */
export const isActionsColumn = (column: PageColumn) => isActionsCell(column.cell);

/**
 * The columns a person sees: not hidden, permitted (PM-03: a column the user may not use is absent,
 * not greyed), and the actions column only when at least one row action is left for them.
 *
 * @example visibleColumns(page.columns, rowActions, subject)
 */
export function visibleColumns(
  columns: readonly PageColumn[],
  rowActions: readonly unknown[],
  subject: AccessSubject,
): PageColumn[] {
  return columns.filter(
    (column) =>
      !column.hidden &&
      can(subject, column.permission) &&
      (!isActionsColumn(column) || rowActions.length > 0),
  );
}

/** The columns an export writes: every permitted data column, hidden ones included, never the actions. */
export function exportColumns(columns: readonly PageColumn[], subject: AccessSubject): PageColumn[] {
  return columns.filter((column) => can(subject, column.permission) && !isActionsColumn(column));
}
