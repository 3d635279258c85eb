import type { PageColumn } from '../../../schemas/types.gen';
import { type AccessSubject, can } from '../../access';

import { isActionsCell } from '../../cells/renderCell';

/** A column whose cell is `actions` shows the row's buttons instead of a value. */
export const isActionsColumn = (column: PageColumn) => isActionsCell(column.cell);

/** The actions column a page gets when it has row actions but names no `cell: actions` column. */
export const DEFAULT_ACTIONS_COLUMN: PageColumn = {
  field: '__actions',
  title: 'jimu.crud.actions',
  cell: 'actions',
  fixed: 'right',
};

/**
 * The columns a person sees: not hidden, permitted (a column the user may not use is absent,
 * not greyed), and the actions column only when at least one row action is left for them — added
 * at the right when the page has row actions but no actions column of its own.
 *
 * @example visibleColumns(page.columns, rowActions, subject)
 */
export function visibleColumns(
  columns: readonly PageColumn[],
  rowActions: readonly unknown[],
  subject: AccessSubject,
): PageColumn[] {
  const shown = columns.filter(
    (column) =>
      !column.hidden &&
      can(subject, column.permission) &&
      (!isActionsColumn(column) || rowActions.length > 0),
  );
  const hasActions = columns.some(isActionsColumn);
  return rowActions.length > 0 && !hasActions ? [...shown, DEFAULT_ACTIONS_COLUMN] : shown;
}

/** The columns an export writes: every permitted data column, hidden ones included, never the actions. */
export function exportColumns(columns: readonly PageColumn[], subject: AccessSubject): PageColumn[] {
  return columns.filter((column) => can(subject, column.permission) && !isActionsColumn(column));
}
