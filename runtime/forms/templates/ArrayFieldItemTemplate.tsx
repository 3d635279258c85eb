import type { ArrayFieldItemTemplateProps } from '@rjsf/utils';
import { getTemplate, getUiOptions } from '@rjsf/utils';

/**
 * One item of a list: its fields on the left, the item's buttons (move up, move down, copy,
 * remove — ArrayFieldItemButtonsTemplate) on the right.
 *
 * @example <Form templates={{ ArrayFieldItemTemplate }} … />
 */
export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, hasToolbar, registry, uiSchema, index } = props;
  const Buttons = getTemplate('ArrayFieldItemButtonsTemplate', registry, getUiOptions(uiSchema));
  return (
    <div className="jimu-form-array-item" data-index={index}>
      <div className="jimu-form-array-item-body">{children}</div>
      {hasToolbar ? (
        <div className="jimu-form-array-item-toolbar">
          <Buttons {...buttonsProps} />
        </div>
      ) : null}
    </div>
  );
}
