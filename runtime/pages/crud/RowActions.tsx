import type { ComponentType } from 'react';
import type { PageAction } from '../../../schemas/types.gen';
import { ActionButton } from './ActionButton';
import type { ResolvedAction } from './resolveActions';
import type { CrudRow } from './useCrudList';

export interface RowActionsProps {
  row: CrudRow;
  /** Already filtered by permission. */
  actions: readonly ResolvedAction[];
  onRun(action: PageAction, row: CrudRow): unknown;
  icons?: Record<string, ComponentType>;
}

/**
 * The buttons of one row's actions cell, left to right as configured.
 *
 * @example <RowActions row={row} actions={rowActions} onRun={run} />
 */
export function RowActions({ row, actions, onRun, icons }: RowActionsProps) {
  return (
    <div className="jimu-crud-row-actions">
      {actions.map(({ action, label }) => (
        <ActionButton
          key={`${action.name}:${action.to ?? ''}:${label}`}
          action={action}
          label={label}
          icons={icons}
          variant="row"
          onRun={() => onRun(action, row)}
        />
      ))}
    </div>
  );
}
