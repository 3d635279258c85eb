import Label from '@douyinfe/semi-ui/lib/es/form/label';
import type { FieldTemplateProps } from '@rjsf/utils';
import { getTemplate, getUiOptions } from '@rjsf/utils';
import { useFormI18n } from '../useFormI18n';
import { labelId } from './labelId';

/**
 * Every field in Semi's form markup: the label with its required mark, the description, the control,
 * then the inline errors (FieldErrorTemplate) and the help text (FieldHelpTemplate) under it.
 *
 * @example <Form templates={{ FieldTemplate }} … />
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, errors, help, description, hidden, required, displayLabel } = props;
  const { registry, uiSchema, schema, classNames, style, rawErrors } = props;
  const { t } = useFormI18n();
  const options = getUiOptions(uiSchema);
  const Wrap = getTemplate('WrapIfAdditionalTemplate', registry, options);
  if (hidden) return <div hidden>{children}</div>;
  // Objects and lists of items draw their own title; a list of choices (checkboxes, a multi-select)
  // is one control and takes the field's label like any other; a checkbox carries its label beside the box.
  const container = schema.type === 'object' || (schema.type === 'array' && !displayLabel);
  const showLabel = displayLabel && !container && options.widget !== 'checkbox' && !!label;
  // A create-only field (a new user's password) is required whenever it is shown (createWhitespaceCheck).
  const requiredNow = required || options.createOnly === true;
  const invalid = (rawErrors ?? []).length > 0;
  return (
    <Wrap {...props}>
      <div
        className={[
          'semi-form-field',
          'jimu-form-field',
          invalid ? 'jimu-form-field-invalid' : '',
          classNames ?? '',
        ]
          .filter(Boolean)
          .join(' ')}
        style={style}
        x-label-pos="top"
      >
        {showLabel ? (
          <Label
            id={labelId(id)}
            name={id}
            text={t(label)}
            required={requiredNow}
            // An entry of a list of values is named for screen readers only: the list shows its title.
            className={options.hiddenLabel === true ? 'jimu-form-label-hidden' : undefined}
          />
        ) : null}
        <div className="semi-form-field-main">
          {displayLabel && !container && options.hiddenLabel === true ? (
            // An entry of a list says what its list already says: read, not shown.
            <div className="jimu-form-label-hidden">{description}</div>
          ) : displayLabel && !container ? (
            description
          ) : null}
          {children}
          {errors}
          {help}
        </div>
      </div>
    </Wrap>
  );
}
