import type { PageAction } from '../../../schemas/types.gen';
import { type AccessSubject, can } from '../../access';
import type { PluginRegistry } from '../../plugin';
import { actionLabel } from './ActionButton';

/** An action ready to show: permitted, with its translated label and its icon name. */
export interface ResolvedAction {
  action: PageAction;
  label: string;
}

const EDITING = new Set(['create', 'edit']);

/**
 * The actions a person sees, in order: those they may not use are left out entirely (not
 * disabled), as are create and edit on a page without an edit form. A plugin action contributes
 * its own label and icon when the page gives none; an unknown plugin action throws, naming the page.
 *
 * @example resolveActions(page.actions?.row, { subject, registry, t, editable: !!page.edit, where: 'pages/users' })
 */
export function resolveActions(
  actions: readonly PageAction[] | undefined,
  options: {
    subject: AccessSubject;
    registry: PluginRegistry;
    t: (key: string) => string;
    editable: boolean;
    where: string;
  },
): ResolvedAction[] {
  const { subject, registry, t, editable, where } = options;
  return (actions ?? [])
    .filter((action) => can(subject, action.permission) && (editable || !EDITING.has(action.name)))
    .map((action) => {
      if (!action.name.includes('/')) return { action, label: actionLabel(action, t) };
      const plugin = registry.action(action.name, where);
      return {
        action: { ...action, icon: action.icon ?? plugin.icon },
        label: actionLabel(action, t, plugin.label),
      };
    });
}
