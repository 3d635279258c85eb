import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageAction } from '../../../schemas/types.gen';
import { ActionButton } from './ActionButton';
import type { ResolvedAction } from './resolveActions';

export interface CrudToolbarProps {
  /** Already filtered by permission. */
  actions: readonly ResolvedAction[];
  selectedCount: number;
  onRun(action: PageAction): unknown;
  icons?: Record<string, ComponentType>;
}

const NEEDS_SELECTION = new Set(['deleteMany', 'exportSelected']);

/**
 * The buttons above a list. Actions on the selection stay disabled until rows are selected.
 *
 * @example <CrudToolbar actions={toolbar} selectedCount={keys.length} onRun={run} />
 */
export function CrudToolbar({ actions, selectedCount, onRun, icons }: CrudToolbarProps) {
  const { t } = useTranslation();
  if (actions.length === 0) return null;
  return (
    <div className="jimu-crud-toolbar" data-testid="crud-toolbar">
      <div className="jimu-crud-toolbar-actions">
        {actions.map(({ action, label }) => (
          <ActionButton
            key={`${action.name}:${action.to ?? ''}:${label}`}
            action={action}
            label={label}
            icons={icons}
            variant="toolbar"
            disabled={NEEDS_SELECTION.has(action.name) && selectedCount === 0}
            onRun={() => onRun(action)}
          />
        ))}
      </div>
      {selectedCount > 0 && (
        <span className="jimu-crud-selected" role="status">
          {t('jimu.crud.selected', { count: selectedCount })}
        </span>
      )}
    </div>
  );
}
