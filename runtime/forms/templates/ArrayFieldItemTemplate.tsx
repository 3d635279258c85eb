import type { ArrayFieldItemTemplateProps } from '@rjsf/utils';
import { getTemplate, getUiOptions } from '@rjsf/utils';
import { LIST_ENTRY_CLASS } from '../scalarLists';

/**
 * One item of a list: its fields on the left, the item's buttons (move up, move down, copy,
 * remove — ArrayFieldItemButtonsTemplate) on the right; an entry of a list of values
 * (scalarLists.ts) is one compact row.
 *
 * @example <Form templates={{ ArrayFieldItemTemplate }} … />
 */
export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, hasToolbar, registry, uiSchema, index } = props;
  const Buttons = getTemplate('ArrayFieldItemButtonsTemplate', registry, getUiOptions(uiSchema));
  // An entry of a list of values is one row: its buttons beside the control, no label above it.
  const entry = String(uiSchema?.['ui:classNames'] ?? '').includes(LIST_ENTRY_CLASS);
  return (
    <div
      className={entry ? 'jimu-form-array-item jimu-form-array-entry' : 'jimu-form-array-item'}
      data-index={index}
    >
      <div className="jimu-form-array-item-body">{children}</div>
      {hasToolbar ? (
        <div className="jimu-form-array-item-toolbar">
          <Buttons {...buttonsProps} />
        </div>
      ) : null}
    </div>
  );
}
